import { DomainError, fitsAmount, saleTotals, sum, toMinor } from '@assist/domain';
import type { sales } from '../../db/schema/index.js';
import type { Cashier, CheckoutInput } from './cashier.js';
import type { SalePlan } from './plan-sale.js';

/** A sale row to insert, before its reference is chosen. */
export type SaleValues = Omit<typeof sales.$inferInsert, 'saleRef'>;

/** The sale row of a plan: totals from its priced lines, tax at the sale's rate, in minor units. */
export function saleValues(cashier: Cashier, input: CheckoutInput, plan: SalePlan, soldAt: Date): SaleValues {
  const subtotal = sum(plan.lines.map((line) => toMinor(line.totalPrice)));
  // A total past NUMERIC(14,2) is refused before anything is written (issue 14).
  if (!fitsAmount(Math.round(subtotal * (1 + input.taxRate / 100)))) throw new DomainError('total_too_large');
  const totals = saleTotals(subtotal, input.taxRate);
  return {
    ownerId: cashier.ownerId,
    clientSaleId: input.clientSaleId,
    cashierUserId: cashier.userId,
    cashierTeamMemberId: cashier.teamMemberId,
    paymentMethod: input.paymentMethod,
    taxRate: String(input.taxRate),
    ...totals,
    customerName: input.customerName || null,
    offline: input.offline === true,
    soldAt,
  };
}

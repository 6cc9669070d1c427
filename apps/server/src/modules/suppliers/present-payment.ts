import { type SupplierPayment, formatAmount } from '@assist/domain';
import type { supplierPayments } from '../../db/schema/index.js';

type PaymentRow = typeof supplierPayments.$inferSelect;

/** A payment as the payment history shows it, with the orders it settled. */
export function presentPayment(
  row: PaymentRow,
  orders: { id: number; orderId: string; amountDue: string }[],
): SupplierPayment {
  return {
    id: row.id,
    supplierId: row.supplierId,
    amount: formatAmount(row.amount),
    originalAmount: formatAmount(row.originalAmount),
    discountPercentage: String(Number(row.discountPercentage)),
    discountAmount: formatAmount(row.discountAmount),
    paidAt: row.paidAt.toISOString(),
    orders: orders.map((order) => ({ ...order, amountDue: formatAmount(order.amountDue) })),
  };
}

import { z } from 'zod';
import { clientRequestField } from '../common/client-request.js';
import { EntityId } from '../common/bounds.js';
import { MoneyField } from '../common/money-input.js';
import { type Minor, fromMinor, toMinor } from '../common/money.js';
import { supplierPaymentMessages } from './messages.js';
export { supplierPaymentMessages } from './messages.js';

const m = supplierPaymentMessages;

/** The discount in tenths of a percent (0..1000): 12.5% -> 125; anything between steps is not a step. */
export function discountTenths(percentage: number): number | null {
  if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100) return null;
  const tenths = Math.round(percentage * 10);
  return Math.abs(percentage * 10 - tenths) < 1e-6 ? tenths : null;
}

/** A discount percentage 0..100 in steps of 0.1 (a numeric form input arrives as a string). */
export const DiscountPercentage = z.coerce
  .number({ error: m.discountRange })
  .min(0, m.discountRange)
  .max(100, m.discountRange)
  .refine((value) => discountTenths(value) !== null, m.discountStep);

export interface PaymentAmounts {
  originalAmount: Minor;
  discountAmount: Minor;
  amount: Minor;
}

/**
 * What a payment of `originalAmount` with a discount of `percentage` comes to, in minor units:
 * discount = original x percentage / 100, rounded half away from zero to the cent; amount = the rest.
 * Example: 1,234.56 at 10% -> discount 123.46 (123.456), amount 1,111.10. Integer arithmetic
 * (BigInt), so no float ever reaches the cents and NUMERIC(14,2) amounts cannot overflow.
 */
export function paymentAmounts(originalAmount: Minor, percentage: number): PaymentAmounts {
  const tenths = discountTenths(percentage);
  if (tenths === null) throw new RangeError(`Not a discount percentage: ${percentage}`);
  if (!Number.isSafeInteger(originalAmount)) throw new RangeError(`Not minor units: ${originalAmount}`);
  const original = BigInt(originalAmount);
  const sign = original < 0n ? -1n : 1n;
  const scaled = original * sign * BigInt(tenths); // minor x tenths of a percent: divide by 1000
  const discount = Number(sign * ((scaled + 500n) / 1000n));
  return { originalAmount, discountAmount: discount, amount: originalAmount - discount };
}

/** paymentAmounts with 2-decimal strings in and out, as the forms and the API carry them. */
export function paymentAmountsOf(originalAmount: string, percentage: number) {
  const result = paymentAmounts(toMinor(originalAmount), percentage);
  return {
    originalAmount: fromMinor(result.originalAmount),
    discountAmount: fromMinor(result.discountAmount),
    amount: fromMinor(result.amount),
  };
}

const Amount = MoneyField({ messages: { number: m.amountInvalid, negative: m.amountInvalid, max: m.amountInvalid } });

/**
 * `POST /api/supplier-payments` (Pay Outstanding). The client sends what it showed; the server
 * recomputes every amount from the orders and the percentage and refuses a mismatch.
 */
export const SupplierPaymentRequest = z.object({
  ...clientRequestField,
  supplierId: EntityId(),
  orderIds: z
    .array(EntityId(), { error: m.orderRequired })
    .min(1, m.orderRequired)
    .max(500)
    .transform((ids) => [...new Set(ids)]),
  amount: Amount,
  originalAmount: Amount,
  discountPercentage: DiscountPercentage.default(0),
  discountAmount: Amount.default('0.00'),
});
export type SupplierPaymentRequest = z.input<typeof SupplierPaymentRequest>;

/** One order a payment settled and what it still owed then. */
export const SupplierPaymentOrder = z.object({ id: z.number(), orderId: z.string(), amountDue: z.string() });

/** A payment as the payment history shows it; amounts are 2-decimal strings. */
export const SupplierPayment = z.object({
  id: z.number(),
  supplierId: z.number(),
  amount: z.string(),
  originalAmount: z.string(),
  discountPercentage: z.string(),
  discountAmount: z.string(),
  paidAt: z.string(),
  orders: z.array(SupplierPaymentOrder),
});
export type SupplierPayment = z.infer<typeof SupplierPayment>;
export const SupplierPaymentList = z.array(SupplierPayment);

/** The 409 of a mismatch: what the server computed, so the dialog can show the true figures. */
export const SupplierPaymentMismatch = z.object({
  message: z.string(),
  code: z.literal('amounts_mismatch'),
  error: z.literal('amounts_mismatch'),
  originalAmount: z.string(),
  discountAmount: z.string(),
  amount: z.string(),
});

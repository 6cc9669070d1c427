import { type SupplierPayment, fromMinor, paymentAmounts, sum, toMinor } from '@assist/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { supplierOrders, supplierPaymentOrders, supplierPayments } from '../../db/schema/index.js';
import { lockOrders } from './orders-repository.js';
import { presentPayment } from './present-payment.js';

export interface Settled {
  id: number;
  orderRef: string;
  amountDue: string;
}

/**
 * Writes a payment settling `orders` (held by the caller, checked unpaid and of this supplier):
 * the payment with its amounts, what each order owed, and the orders marked paid.
 */
export async function recordPayment(
  tx: Db,
  input: { ownerId: number; supplierId: number; orders: Settled[]; percentage: number; now: Date },
): Promise<SupplierPayment> {
  const computed = paymentAmounts(sum(input.orders.map((order) => toMinor(order.amountDue))), input.percentage);
  const [payment] = await tx
    .insert(supplierPayments)
    .values({
      ownerId: input.ownerId,
      supplierId: input.supplierId,
      amount: fromMinor(computed.amount),
      originalAmount: fromMinor(computed.originalAmount),
      discountPercentage: String(input.percentage),
      discountAmount: fromMinor(computed.discountAmount),
      paidAt: input.now,
    })
    .returning();
  if (!payment) throw new Error('payment not stored');
  const ids = input.orders.map((order) => order.id);
  await tx
    .insert(supplierPaymentOrders)
    .values(input.orders.map((order) => ({ paymentId: payment.id, orderId: order.id, amountDue: order.amountDue })));
  await tx
    .update(supplierOrders)
    .set({ isPaid: true, updatedAt: input.now })
    .where(and(eq(supplierOrders.ownerId, input.ownerId), inArray(supplierOrders.id, ids)));
  return presentPayment(
    payment,
    input.orders.map((order) => ({ id: order.id, orderId: order.orderRef, amountDue: order.amountDue })),
  );
}

/**
 * Settles unpaid orders in full, one payment per supplier, without discount: for seeds that
 * stock a shop with invoices already paid, so "paid" always means a payment settled it.
 */
export async function settleOrders(tx: Db, ownerId: number, orderIds: number[], now = new Date()): Promise<void> {
  const orders = (await lockOrders(tx, ownerId, orderIds)).filter((order) => !order.isPaid);
  const bySupplier = new Map<number, Settled[]>();
  for (const order of orders) bySupplier.set(order.supplierId, [...(bySupplier.get(order.supplierId) ?? []), order]);
  for (const [supplierId, settled] of bySupplier) {
    await recordPayment(tx, { ownerId, supplierId, orders: settled, percentage: 0, now });
  }
}

import type { SupplierPayment } from '@assist/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { supplierOrders, supplierPaymentOrders, supplierPayments } from '../../db/schema/index.js';
import { presentPayment } from './present-payment.js';

/** A supplier's payments, newest first, each with the orders it settled. */
export async function listPayments(db: Db, ownerId: number, supplierId: number): Promise<SupplierPayment[]> {
  const payments = await db
    .select()
    .from(supplierPayments)
    .where(and(eq(supplierPayments.ownerId, ownerId), eq(supplierPayments.supplierId, supplierId)))
    .orderBy(desc(supplierPayments.paidAt), desc(supplierPayments.id));
  if (payments.length === 0) return [];
  const settled = await db
    .select({
      paymentId: supplierPaymentOrders.paymentId,
      id: supplierOrders.id,
      orderId: supplierOrders.orderRef,
      amountDue: supplierPaymentOrders.amountDue,
    })
    .from(supplierPaymentOrders)
    .innerJoin(supplierOrders, eq(supplierOrders.id, supplierPaymentOrders.orderId))
    .where(
      inArray(
        supplierPaymentOrders.paymentId,
        payments.map((p) => p.id),
      ),
    )
    .orderBy(asc(supplierOrders.orderRef));
  return payments.map((payment) =>
    presentPayment(
      payment,
      settled.filter((s) => s.paymentId === payment.id),
    ),
  );
}

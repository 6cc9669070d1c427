import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { alias } from 'drizzle-orm/pg-core';
import { products, supplierOrders, supplierReturns, suppliers, transfers, users } from '../../db/schema/index.js';

export type ReturnRow = typeof supplierReturns.$inferSelect;

/**
 * An approved return is still a credit the supplier owes (so it can be marked refunded) unless
 * a payment of its order came after the approval: that payment owed less by the return's value.
 * A return of type transfer never is: its value lowers the transfer balance at once.
 */
export const refundable = sql<boolean>`(supplier_returns.status = 'approved' and supplier_returns.type <> 'transfer' and not exists (
  select 1 from supplier_payment_orders po join supplier_payments p on p.id = po.payment_id
  where po.order_id = supplier_returns.supplier_order_id and p.paid_at >= supplier_returns.decided_at))`;

/** The business that sent the transfer a return of type transfer names. */
const sender = alias(users, 'transfer_sender');

function selectReturns(db: Db, where: SQL | undefined) {
  return db
    .select({
      row: supplierReturns,
      productName: products.name,
      barcode: products.barcode,
      supplierName: suppliers.name,
      orderRef: supplierOrders.orderRef,
      senderName: sql<string | null>`coalesce(${sender.businessName}, ${sender.email})`,
      refundable,
    })
    .from(supplierReturns)
    .innerJoin(products, eq(products.id, supplierReturns.productId))
    .leftJoin(suppliers, eq(suppliers.id, supplierReturns.supplierId))
    .leftJoin(supplierOrders, eq(supplierOrders.id, supplierReturns.supplierOrderId))
    .leftJoin(transfers, eq(transfers.id, supplierReturns.transferId))
    .leftJoin(sender, eq(sender.id, transfers.ownerId))
    .where(where)
    .orderBy(desc(supplierReturns.createdAt), desc(supplierReturns.id));
}
export type ReturnView = Awaited<ReturnType<typeof selectReturns>>[number];

/** The tenant's returns to suppliers, newest first (the latest 500). */
export function listReturns(db: Db, ownerId: number): Promise<ReturnView[]> {
  return selectReturns(db, eq(supplierReturns.ownerId, ownerId)).limit(500);
}

/** One return of the tenant with its product, supplier and order, or null. */
export async function findReturn(db: Db, ownerId: number, id: number): Promise<ReturnView | null> {
  const [row] = await selectReturns(db, and(eq(supplierReturns.ownerId, ownerId), eq(supplierReturns.id, id)));
  return row ?? null;
}

/** One return of the tenant, held until the transaction ends: decisions on it take turns. */
export async function lockReturn(db: Db, ownerId: number, id: number): Promise<ReturnRow | null> {
  const [row] = await db
    .select()
    .from(supplierReturns)
    .where(and(eq(supplierReturns.ownerId, ownerId), eq(supplierReturns.id, id)))
    .for('update');
  return row ?? null;
}

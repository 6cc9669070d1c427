import { type SQL, and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { alias } from 'drizzle-orm/pg-core';
import { products, supplierOrders, supplierReturns, suppliers, users } from '../../db/schema/index.js';

export type ReturnRow = typeof supplierReturns.$inferSelect;

/**
 * An approved return is still a credit the supplier owes (so it can be marked refunded) unless
 * a payment of its order came after the approval: that payment owed less by the return's value.
 * A return of type transfer never is: its value lowers the transfer balance at once.
 */
export const refundable = sql<boolean>`(supplier_returns.status = 'approved' and supplier_returns.type <> 'transfer' and not exists (
  select 1 from supplier_payment_orders po join supplier_payments p on p.id = po.payment_id
  where po.order_id = supplier_returns.supplier_order_id and p.paid_at >= supplier_returns.decided_at))`;

/** The business a return of type transfer goes back to (the transfer's sender), and the one returning. */
const sender = alias(users, 'transfer_sender');
const returner = alias(users, 'returner');

/**
 * Which returns a business sees: `own` (its returns to suppliers, when it holds the returns area)
 * and always the returns of type transfer coming back to it, which it decides.
 */
export interface ReturnViewer {
  ownerId: number;
  own: boolean;
}

/** The returns the viewer sees (decisions/2026-11-28-consent.md). */
function visibleTo(viewer: ReturnViewer): SQL | undefined {
  const comingBack = and(eq(supplierReturns.toOwnerId, viewer.ownerId), eq(supplierReturns.type, 'transfer'));
  return viewer.own ? or(eq(supplierReturns.ownerId, viewer.ownerId), comingBack) : comingBack;
}

/** The lot a returned line left at the sender (the transfer's line into the returner's lot). */
const senderLotId = sql<number | null>`(select ti.lot_id from transfer_items ti
  where ti.transfer_id = supplier_returns.transfer_id and ti.received_lot_id = supplier_returns.lot_id
  order by ti.id limit 1)`;
const senderProductId = sql<number | null>`(select ti.product_id from transfer_items ti
  where ti.transfer_id = supplier_returns.transfer_id and ti.received_lot_id = supplier_returns.lot_id
  order by ti.id limit 1)`;

function selectReturns(db: Db, where: SQL | undefined) {
  return db
    .select({
      row: supplierReturns,
      productName: products.name,
      barcode: products.barcode,
      supplierName: suppliers.name,
      orderRef: supplierOrders.orderRef,
      senderName: sql<string | null>`coalesce(${sender.businessName}, ${sender.email})`,
      returnerName: sql<string>`coalesce(${returner.businessName}, ${returner.email})`,
      senderLotId,
      senderProductId,
      refundable,
    })
    .from(supplierReturns)
    .innerJoin(products, eq(products.id, supplierReturns.productId))
    .innerJoin(returner, eq(returner.id, supplierReturns.ownerId))
    .leftJoin(suppliers, eq(suppliers.id, supplierReturns.supplierId))
    .leftJoin(supplierOrders, eq(supplierOrders.id, supplierReturns.supplierOrderId))
    .leftJoin(sender, eq(sender.id, supplierReturns.toOwnerId))
    .where(where)
    .orderBy(desc(supplierReturns.createdAt), desc(supplierReturns.id));
}
export type ReturnView = Awaited<ReturnType<typeof selectReturns>>[number];

/** The returns the viewer sees, newest first (the latest 500). */
export function listReturns(db: Db, viewer: ReturnViewer): Promise<ReturnView[]> {
  return selectReturns(db, visibleTo(viewer)).limit(500);
}

/** One return the viewer sees, with its product, supplier and order, or null. */
export async function findReturn(db: Db, viewer: ReturnViewer, id: number): Promise<ReturnView | null> {
  const [row] = await selectReturns(db, and(eq(supplierReturns.id, id), visibleTo(viewer)));
  return row ?? null;
}

/**
 * One return the viewer may decide, held until the transaction ends (decisions on it take turns):
 * its own return to a supplier (holding the returns area), or a return of type transfer coming back
 * to it. The business returning transferred goods never decides them: for it, null (404).
 */
export async function lockDecidable(db: Db, viewer: ReturnViewer, id: number): Promise<ReturnRow | null> {
  const own = and(eq(supplierReturns.ownerId, viewer.ownerId), ne(supplierReturns.type, 'transfer'));
  const comingBack = and(eq(supplierReturns.toOwnerId, viewer.ownerId), eq(supplierReturns.type, 'transfer'));
  const [row] = await db
    .select()
    .from(supplierReturns)
    .where(and(eq(supplierReturns.id, id), viewer.own ? or(own, comingBack) : comingBack))
    .for('update');
  return row ?? null;
}

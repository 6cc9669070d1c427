import { type SQL, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryLots, products, supplierOrderItems, supplierOrders, suppliers } from '../../db/schema/index.js';

export type OrderRow = typeof supplierOrders.$inferSelect & { supplierName: string; amountDue: string };

/**
 * What an order still owes: its total - approved returns against it - what payments settled of it
 * (a refunded return was paid back by the supplier, so it no longer lowers the order). Written with
 * qualified names: drizzle leaves a one-table query's columns bare, which a subquery would misread.
 */
export const amountDue = sql<string>`(supplier_orders.total
  - coalesce((select sum(r.total_value) from supplier_returns r
      where r.supplier_order_id = supplier_orders.id and r.owner_id = supplier_orders.owner_id and r.status = 'approved'), 0)
  - coalesce((select sum(po.amount_due) from supplier_payment_orders po where po.order_id = supplier_orders.id), 0)
  )::numeric(14, 2)::text`;

function selectOrders(db: Db, where: SQL | undefined) {
  return db
    .select({ order: supplierOrders, supplierName: suppliers.name, amountDue })
    .from(supplierOrders)
    .innerJoin(suppliers, eq(suppliers.id, supplierOrders.supplierId))
    .where(where)
    .orderBy(desc(supplierOrders.createdAt), desc(supplierOrders.id));
}

const flatten = (r: {
  order: typeof supplierOrders.$inferSelect;
  supplierName: string;
  amountDue: string;
}): OrderRow => ({
  ...r.order,
  supplierName: r.supplierName,
  amountDue: r.amountDue,
});

/** The tenant's orders, newest first; only one supplier's when `supplierId` is given. */
export async function listOrders(
  db: Db,
  ownerId: number,
  options: { supplierId?: number; limit?: number } = {},
): Promise<OrderRow[]> {
  const where = and(
    eq(supplierOrders.ownerId, ownerId),
    options.supplierId === undefined ? undefined : eq(supplierOrders.supplierId, options.supplierId),
  );
  const query = selectOrders(db, where);
  const rows = options.limit === undefined ? await query : await query.limit(options.limit);
  return rows.map(flatten);
}

export async function countOrders(db: Db, ownerId: number, supplierId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supplierOrders)
    .where(and(eq(supplierOrders.ownerId, ownerId), eq(supplierOrders.supplierId, supplierId)));
  return Number(row?.n ?? 0);
}

/** One order of the tenant, or null. */
export async function findOrder(db: Db, ownerId: number, id: number): Promise<OrderRow | null> {
  const [row] = await selectOrders(db, and(eq(supplierOrders.ownerId, ownerId), eq(supplierOrders.id, id)));
  return row ? flatten(row) : null;
}

/** Orders of the tenant by id, held until the transaction ends (in id order, so two payers never deadlock). */
export function lockOrders(db: Db, ownerId: number, ids: number[]) {
  return db
    .select({
      id: supplierOrders.id,
      supplierId: supplierOrders.supplierId,
      orderRef: supplierOrders.orderRef,
      isPaid: supplierOrders.isPaid,
      amountDue,
    })
    .from(supplierOrders)
    .where(and(eq(supplierOrders.ownerId, ownerId), inArray(supplierOrders.id, ids)))
    .orderBy(asc(supplierOrders.id))
    .for('update');
}

/** One line of one order of the tenant, held until the transaction ends, or null. */
export async function lockOrderItem(db: Db, ownerId: number, orderId: number, itemId: number) {
  const [row] = await db
    .select()
    .from(supplierOrderItems)
    .where(
      and(
        eq(supplierOrderItems.ownerId, ownerId),
        eq(supplierOrderItems.orderId, orderId),
        eq(supplierOrderItems.id, itemId),
      ),
    )
    .for('update');
  return row ?? null;
}

/** An order's product lines, in the order they were received. */
export function listOrderItems(db: Db, ownerId: number, orderId: number) {
  return db
    .select({
      id: supplierOrderItems.id,
      productId: supplierOrderItems.productId,
      productName: products.name,
      barcode: products.barcode,
      quantityBoxes: supplierOrderItems.quantityBoxes,
      unitsPerBox: supplierOrderItems.unitsPerBox,
      returnedBoxes: supplierOrderItems.returnedBoxes,
      costPerBox: supplierOrderItems.costPerBox,
      expiryDate: inventoryLots.expiryDate,
    })
    .from(supplierOrderItems)
    .innerJoin(products, eq(products.id, supplierOrderItems.productId))
    .leftJoin(inventoryLots, eq(inventoryLots.id, supplierOrderItems.lotId))
    .where(and(eq(supplierOrderItems.ownerId, ownerId), eq(supplierOrderItems.orderId, orderId)))
    .orderBy(asc(supplierOrderItems.id));
}
export type OrderItemRow = Awaited<ReturnType<typeof listOrderItems>>[number];

/**
 * The order of a receipt: created on the first product of a supplier's invoice reference,
 * extended by the next ones. Its total grows by the line total and it is unpaid again.
 */
export async function addToOrder(
  db: Db,
  input: { ownerId: number; supplierId: number; orderRef: string; lineTotal: string },
): Promise<number> {
  const [row] = await db
    .insert(supplierOrders)
    .values({
      ownerId: input.ownerId,
      supplierId: input.supplierId,
      orderRef: input.orderRef,
      total: input.lineTotal,
    })
    .onConflictDoUpdate({
      target: [supplierOrders.ownerId, supplierOrders.supplierId, supplierOrders.orderRef],
      set: {
        total: sql`${supplierOrders.total} + excluded.total`,
        isPaid: false,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: supplierOrders.id });
  if (!row) throw new Error('supplier order was not saved');
  return row.id;
}

export type NewOrderItem = Omit<typeof supplierOrderItems.$inferInsert, 'id' | 'returnedBoxes' | 'createdAt'>;

export async function insertOrderItem(db: Db, item: NewOrderItem): Promise<void> {
  await db.insert(supplierOrderItems).values(item);
}

import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryLots, products, saleItems, saleReturnItems, saleReturns, sales } from '../../db/schema/index.js';

export type SaleRow = typeof sales.$inferSelect;
export type SaleItemRow = typeof saleItems.$inferSelect;
/** A sale line with the product name and barcode it is shown with. */
export type SaleItemView = SaleItemRow & { productName: string; barcode: string | null; batchNumber?: string | null };

export async function findSaleByClientId(db: Db, ownerId: number, clientSaleId: string): Promise<SaleRow | null> {
  const [row] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.ownerId, ownerId), eq(sales.clientSaleId, clientSaleId)));
  return row ?? null;
}

/** One sale of the tenant; `forUpdate` holds it (returns of one sale then take turns). */
export async function findSale(db: Db, ownerId: number, id: number, forUpdate = false): Promise<SaleRow | null> {
  const query = db
    .select()
    .from(sales)
    .where(and(eq(sales.ownerId, ownerId), eq(sales.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Where a page of the history ends: the last sale's soldAt in microseconds since 1970 (exact), and its id. */
export interface SalePosition {
  micros: string;
  id: number;
}

/**
 * The tenant's sales whose soldAt falls in [from, to), newest first (then highest id), at most
 * `limit`, after `after` when given (keyset on (sold_at, id), served by sales_owner_sold_at_idx);
 * each with its position, to continue from.
 */
export async function listSaleRows(
  db: Db,
  ownerId: number,
  range: { from?: Date; to?: Date },
  limit: number,
  after?: SalePosition,
): Promise<{ row: SaleRow; position: SalePosition }[]> {
  const micros = sql<string>`(extract(epoch from ${sales.soldAt}) * 1000000)::bigint::text`;
  const rows = await db
    .select({ row: sales, micros })
    .from(sales)
    .where(
      and(
        eq(sales.ownerId, ownerId),
        range.from ? gte(sales.soldAt, range.from) : undefined,
        range.to ? lt(sales.soldAt, range.to) : undefined,
        after
          ? sql`(${sales.soldAt}, ${sales.id}) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(sales.soldAt), desc(sales.id))
    .limit(limit);
  return rows.map(({ row, micros }) => ({ row, position: { micros, id: row.id } }));
}

/** The lines of some sales with their product names, in the order they were rung up. */
export async function itemsOfSales(db: Db, ownerId: number, saleIds: number[]): Promise<SaleItemView[]> {
  if (saleIds.length === 0) return [];
  const rows = await db
    .select({
      item: saleItems,
      productName: products.name,
      barcode: products.barcode,
      batchNumber: inventoryLots.batchNumber,
    })
    .from(saleItems)
    .innerJoin(products, eq(products.id, saleItems.productId))
    // The lot's batch is printed on the receipt (lane batches); a deleted lot leaves none.
    .leftJoin(inventoryLots, and(eq(inventoryLots.ownerId, saleItems.ownerId), eq(inventoryLots.id, saleItems.lotId)))
    .where(and(eq(saleItems.ownerId, ownerId), inArray(saleItems.saleId, saleIds)))
    .orderBy(saleItems.saleId, saleItems.id);
  return rows.map((row) => ({
    ...row.item,
    productName: row.productName,
    barcode: row.barcode,
    batchNumber: row.batchNumber,
  }));
}

export type SaleReturnRow = typeof saleReturns.$inferSelect;
export type SaleReturnItemRow = typeof saleReturnItems.$inferSelect;
/** A return of a sale with its lines. */
export type SaleReturnView = SaleReturnRow & { items: SaleReturnItemRow[] };

/** The returns made against some sales, oldest first, each with its lines. */
export async function returnsOfSales(db: Db, ownerId: number, saleIds: number[]): Promise<SaleReturnView[]> {
  if (saleIds.length === 0) return [];
  const rows = await db
    .select({ entry: saleReturns, item: saleReturnItems })
    .from(saleReturns)
    .innerJoin(saleReturnItems, eq(saleReturnItems.returnId, saleReturns.id))
    .where(and(eq(saleReturns.ownerId, ownerId), inArray(saleReturns.saleId, saleIds)))
    .orderBy(saleReturns.createdAt, saleReturns.id, saleReturnItems.id);
  const byId = new Map<number, SaleReturnView>();
  for (const { entry, item } of rows) {
    const known = byId.get(entry.id);
    if (known) known.items.push(item);
    else byId.set(entry.id, { ...entry, items: [item] });
  }
  return [...byId.values()];
}

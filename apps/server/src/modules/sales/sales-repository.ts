import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, saleItems, sales } from '../../db/schema/index.js';

export type SaleRow = typeof sales.$inferSelect;
export type SaleItemRow = typeof saleItems.$inferSelect;
/** A sale line with the product name and barcode it is shown with. */
export type SaleItemView = SaleItemRow & { productName: string; barcode: string | null };

/** Inserts a sale unless its client id or reference is taken in the tenant; null then. */
export async function insertSale(db: Db, values: typeof sales.$inferInsert): Promise<SaleRow | null> {
  const [row] = await db.insert(sales).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

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

/** The tenant's sales whose soldAt falls in [from, to), newest first, at most `limit`. */
export function listSaleRows(db: Db, ownerId: number, range: { from?: Date; to?: Date }, limit: number) {
  return db
    .select()
    .from(sales)
    .where(
      and(
        eq(sales.ownerId, ownerId),
        range.from ? gte(sales.soldAt, range.from) : undefined,
        range.to ? lt(sales.soldAt, range.to) : undefined,
      ),
    )
    .orderBy(desc(sales.soldAt), desc(sales.id))
    .limit(limit);
}

/** The lines of some sales with their product names, in the order they were rung up. */
export async function itemsOfSales(db: Db, ownerId: number, saleIds: number[]): Promise<SaleItemView[]> {
  if (saleIds.length === 0) return [];
  const rows = await db
    .select({ item: saleItems, productName: products.name, barcode: products.barcode })
    .from(saleItems)
    .innerJoin(products, eq(products.id, saleItems.productId))
    .where(and(eq(saleItems.ownerId, ownerId), inArray(saleItems.saleId, saleIds)))
    .orderBy(saleItems.saleId, saleItems.id);
  return rows.map((row) => ({ ...row.item, productName: row.productName, barcode: row.barcode }));
}

import type { InventoryListQuery, InventorySort } from '@assist/domain';
import { type SQL, and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { inventoryLots, products, suppliers } from '../../db/schema/index.js';
import { containsPattern } from '../catalogue/products-repository.js';
import { type ItemRow, itemColumns, itemJoins, selectItems } from './lots-repository.js';

export type InventoryListInput = z.output<typeof InventoryListQuery>;

const orderings: Record<InventorySort, SQL[]> = {
  expiry: [asc(inventoryLots.expiryDate), asc(inventoryLots.id)],
  stock: [asc(inventoryLots.quantityUnits), asc(inventoryLots.id)],
  name: [asc(sql`lower(${products.name})`), asc(inventoryLots.expiryDate), asc(inventoryLots.id)],
};

/**
 * Which live lots match: a search hits product names and barcodes or supplier names. The matches
 * are found as id lists per table, so each uses its trigram index, then the lots by owner.
 */
function matching(db: Db, ownerId: number, search: string | undefined): SQL | undefined {
  const live = and(eq(inventoryLots.ownerId, ownerId), isNull(inventoryLots.archivedAt));
  if (!search) return live;
  const pattern = containsPattern(search);
  const productIds = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.ownerId, ownerId), or(ilike(products.name, pattern), ilike(products.barcode, pattern))));
  const supplierIds = db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.ownerId, ownerId), ilike(suppliers.name, pattern)));
  return and(live, or(inArray(inventoryLots.productId, productIds), inArray(inventoryLots.supplierId, supplierIds)));
}

/**
 * One page of the Current inventory tab and the number of matching lots; all in SQL. A search
 * counts its matches in the same query (count over the window), so the match runs once; the
 * whole list counts apart, where an index-ordered page stops after its 50 rows.
 */
export async function listInventory(
  db: Db,
  ownerId: number,
  query: InventoryListInput,
): Promise<{ rows: ItemRow[]; total: number }> {
  const where = matching(db, ownerId, query.search || undefined);
  const page = <T extends PgSelect>(q: T) =>
    q
      .orderBy(...orderings[query.sortBy])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
  if (query.search) {
    const rows = await page(
      db
        .select({ ...itemColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(inventoryLots)
        .innerJoin(products, itemJoins.product)
        .leftJoin(suppliers, itemJoins.supplier)
        .where(where)
        .$dynamic(),
    );
    if (rows.length > 0 || query.page === 1) return { rows, total: rows[0]?.total ?? 0 };
  }
  const [rows, totals] = await Promise.all([
    page(selectItems(db).where(where).$dynamic()),
    db.select({ n: count() }).from(inventoryLots).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

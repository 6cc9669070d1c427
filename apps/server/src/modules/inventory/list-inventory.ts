import type { InventoryListQuery, InventorySort } from '@assist/domain';
import {
  type AnyColumn,
  type SQL,
  type SQLWrapper,
  and,
  asc,
  count,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { inventoryLots, products, suppliers } from '../../db/schema/index.js';
import { containsPattern } from '../catalogue/products-repository.js';
import { type ItemRow, itemColumns, itemJoins } from './lots-repository.js';

export type InventoryListInput = z.output<typeof InventoryListQuery>;

type SortColumns = Record<'id' | 'expiryDate' | 'quantityUnits' | 'productNameLower', AnyColumn | SQLWrapper>;

/** The order of each sort; lots carry their product's lowered name, so every sort reads lots only. */
function orderOf(c: SortColumns, sort: InventorySort): SQL[] {
  if (sort === 'expiry') return [asc(c.expiryDate), asc(c.id)];
  if (sort === 'stock') return [asc(c.quantityUnits), asc(c.id)];
  return [asc(c.productNameLower), asc(c.expiryDate), asc(c.id)];
}

const sortColumns = {
  id: inventoryLots.id,
  expiryDate: inventoryLots.expiryDate,
  quantityUnits: inventoryLots.quantityUnits,
  productNameLower: inventoryLots.productNameLower,
};

/**
 * One page of the Current inventory tab and the number of matching lots, in one SQL statement.
 * The page is chosen on lots alone (ids in index order, so a deep page skips index entries, not
 * joined rows), then only its rows meet their product and supplier. The total rides along as a
 * scalar subquery; only a page past the end, which has no row to carry it, counts apart.
 */
export async function listInventory(
  db: Db,
  ownerId: number,
  query: InventoryListInput,
): Promise<{ rows: ItemRow[]; total: number }> {
  const live = and(
    eq(inventoryLots.ownerId, ownerId),
    isNull(inventoryLots.archivedAt),
    query.filter === 'recalled' ? isNotNull(inventoryLots.recallId) : undefined,
  );
  const offset = (query.page - 1) * query.pageSize;
  const { ctes, pageIds, counted } = query.search
    ? searchPage(db, ownerId, live, query.search, query.sortBy)
    : wholeListPage(db, live, query.sortBy);
  const page = db.$with('page').as(pageIds.limit(query.pageSize).offset(offset));
  const rows = await db
    .with(...ctes, page)
    .select({ ...itemColumns, total: sql<number>`(${counted})`.mapWith(Number) })
    .from(page)
    .innerJoin(inventoryLots, eq(inventoryLots.id, page.id))
    .innerJoin(products, itemJoins.product)
    .leftJoin(suppliers, itemJoins.supplier)
    .orderBy(...orderOf(sortColumns, query.sortBy));
  if (rows.length > 0 || query.page === 1) return { rows, total: rows[0]?.total ?? 0 };
  // A page past the end has no row to carry the total; page 1 has it.
  const first = await listInventory(db, ownerId, { ...query, page: 1 });
  return { rows, total: first.total };
}

/** A lot id, named alike whatever it is read from, so both kinds of page have one type. */
const idOf = (column: AnyColumn) => sql<number>`${column}`.as('lot_id');

/** Without a search: the tenant's live lots in the order of a partial index on (owner, sort keys). */
function wholeListPage(db: Db, live: SQL | undefined, sort: InventorySort) {
  return {
    ctes: [],
    pageIds: db
      .select({ id: idOf(inventoryLots.id) })
      .from(inventoryLots)
      .where(live)
      .orderBy(...orderOf(sortColumns, sort))
      .$dynamic(),
    counted: db.select({ n: count() }).from(inventoryLots).where(live),
  };
}

/**
 * With a search: lots whose product name or barcode, whose supplier's name, or whose batch
 * number contains it. Each
 * name list is searched on its own table (trigram indexes) into an array of ids, so the lots are
 * fetched by index for those ids (an IN subquery let the planner scan all the tenant's lots
 * instead); the matches are kept once, in a CTE read by both the page and the count.
 */
function searchPage(db: Db, ownerId: number, live: SQL | undefined, search: string, sort: InventorySort) {
  const pattern = containsPattern(search);
  const productIds = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.ownerId, ownerId), or(ilike(products.name, pattern), ilike(products.barcode, pattern))));
  const supplierIds = db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.ownerId, ownerId), ilike(suppliers.name, pattern)));
  const matched = db.$with('matched').as(
    db
      .select(sortColumns)
      .from(inventoryLots)
      .where(and(live, sql`${inventoryLots.productId} = any(array(${productIds}))`))
      .union(
        db
          .select(sortColumns)
          .from(inventoryLots)
          .where(and(live, sql`${inventoryLots.supplierId} = any(array(${supplierIds}))`)),
      )
      .union(
        db
          .select(sortColumns)
          .from(inventoryLots)
          .where(and(live, ilike(inventoryLots.batchNumber, pattern))),
      ),
  );
  return {
    ctes: [matched],
    pageIds: db
      .select({ id: idOf(matched.id) })
      .from(matched)
      .orderBy(...orderOf(matched, sort))
      .$dynamic(),
    counted: db.select({ n: count() }).from(matched),
  };
}

import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type PreparedStatement, runPrepared } from '../../db/prepared.js';
import { inventoryLots, products } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';

/**
 * A lot a sale takes units from (held by its transaction, or checked again by its statement), with
 * what a sale line shows of its product.
 */
export interface LockedLot {
  id: number;
  productId: number;
  productName: string;
  barcode: string;
  expiryDate: string;
  unitsPerBox: number;
  costPrice: string;
  retailPrice: string;
  quantityUnits: number;
  archived: boolean;
}

const columns = {
  id: inventoryLots.id,
  productId: inventoryLots.productId,
  productName: products.name,
  barcode: products.barcode,
  expiryDate: inventoryLots.expiryDate,
  unitsPerBox: inventoryLots.unitsPerBox,
  costPrice: inventoryLots.costPrice,
  retailPrice: inventoryLots.retailPrice,
  quantityUnits: inventoryLots.quantityUnits,
  archived: sql<boolean>`${inventoryLots.archivedAt} is not null`,
};

/**
 * The lots a sale asks for, in id order, with their products. Offline: those lots (archived too:
 * the sale happened) and every live lot of their products, which may cover what a lot lacks.
 * Online: the live lots asked for.
 */
function lotsAsked(db: Db, ownerId: number, lotIds: number[], offline: boolean) {
  const asked = and(eq(inventoryLots.ownerId, ownerId), inArray(inventoryLots.id, lotIds));
  const productsAsked = db.select({ id: inventoryLots.productId }).from(inventoryLots).where(asked);
  const where = offline
    ? and(
        eq(inventoryLots.ownerId, ownerId),
        or(
          inArray(inventoryLots.id, lotIds),
          and(isNull(inventoryLots.archivedAt), inArray(inventoryLots.productId, productsAsked)),
        ),
      )
    : and(asked, isNull(inventoryLots.archivedAt));
  return db
    .select(columns)
    .from(inventoryLots)
    .innerJoin(products, and(eq(products.ownerId, inventoryLots.ownerId), eq(products.id, inventoryLots.productId)))
    .where(where)
    .orderBy(inventoryLots.id);
}

/** Locks the lots a sale asks for (see lotsAsked) and reads them, for the rest of the transaction. */
export async function lockLots(db: Db, ownerId: number, lotIds: number[], offline: boolean): Promise<LockedLot[]> {
  return lotsAsked(db, ownerId, lotIds, offline).for('update', { of: inventoryLots });
}

/** The read of an online checkout: the live lots asked for ($2) of the tenant ($1), as LockedLot rows. */
export const liveLotsRead: PreparedStatement = {
  name: 'checkout_read_live_lots',
  text: `select l.id, l.product_id as "productId", p.name as "productName", p.barcode,
      to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate", l.units_per_box as "unitsPerBox",
      l.cost_price::text as "costPrice", l.retail_price::text as "retailPrice", l.quantity_units as "quantityUnits",
      false as archived
    from inventory_lots l join products p on p.owner_id = l.owner_id and p.id = l.product_id
    where l.owner_id = $1::int and l.id in (select checkout_lot_ids($2::int[])) and l.archived_at is null
    order by l.id`,
};

/**
 * The live lots an online sale asks for, as they are now (no lock: the sale's statement checks
 * again), read on its own as a prepared statement (the checkout's hot path).
 */
export async function readLiveLots(db: Db, ownerId: number, lotIds: number[]): Promise<LockedLot[]> {
  return runPrepared<LockedLot>(db, liveLotsRead, [ownerId, lotIds]);
}

/**
 * Takes units out of lots: `quantity_units - n` only where at least n are left, all lots in one
 * statement. Answers the ids it changed; a lot missing from the answer did not have enough.
 */
export async function decrementLots(db: Db, ownerId: number, decrements: Map<number, number>): Promise<Set<number>> {
  if (decrements.size === 0) return new Set();
  const values = sql.join(
    [...decrements].map(([id, units]) => sql`(${id}::int, ${units}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update inventory_lots l set quantity_units = l.quantity_units - v.units, updated_at = now()
    from (values ${values}) as v(id, units)
    where l.id = v.id and l.owner_id = ${ownerId} and l.quantity_units >= v.units
    returning l.id`);
  const rows = rowsOf<{ id: number }>(result);
  return new Set(rows.map((row) => Number(row.id)));
}

/** What an online sale asks of one lot: loose units and whole boxes (sized by the lot's packaging). */
export interface StockRequest {
  units: number;
  boxes: number;
}

/**
 * The online checkout's conditional decrement (DESIGN §5), all lots in one statement: each lot
 * loses `units + boxes x units_per_box` only where it is the tenant's, live, not expired on
 * `today` and holds that many. Answers the lots it changed (after the change) with their product;
 * a lot missing from the answer was refused and the caller rolls back.
 */
export async function takeStock(
  db: Db,
  ownerId: number,
  requests: Map<number, StockRequest>,
  today: string,
): Promise<LockedLot[]> {
  const values = sql.join(
    [...requests].sort(([a], [b]) => a - b).map(([id, r]) => sql`(${id}::int, ${r.units}::int, ${r.boxes}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update inventory_lots l
    set quantity_units = l.quantity_units - (v.units + v.boxes * l.units_per_box), updated_at = now()
    from (values ${values}) as v(id, units, boxes), products p
    where l.id = v.id and l.owner_id = ${ownerId} and l.archived_at is null and l.expiry_date >= ${today}::date
      and l.quantity_units >= v.units + v.boxes * l.units_per_box
      and p.id = l.product_id and p.owner_id = l.owner_id
    returning l.id, l.product_id as "productId", p.name as "productName", p.barcode,
      to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate", l.units_per_box as "unitsPerBox",
      l.cost_price::text as "costPrice", l.retail_price::text as "retailPrice", l.quantity_units as "quantityUnits",
      false as archived`);
  return rowsOf<LockedLot>(result);
}

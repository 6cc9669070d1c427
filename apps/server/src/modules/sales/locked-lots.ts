import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type PreparedStatement, runPrepared } from '../../db/prepared.js';
import { inventoryLots, products } from '../../db/schema/index.js';

/**
 * A lot a sale takes units from, as read before its statement (which checks it again), with what a
 * sale line shows of its product.
 */
export interface LockedLot {
  id: number;
  productId: number;
  productName: string;
  barcode: string;
  expiryDate: string;
  /** Printed on the receipt (lane batches). */
  batchNumber: string | null;
  unitsPerBox: number;
  costPrice: string;
  retailPrice: string;
  quantityUnits: number;
  archived: boolean;
  /** The lot's batch was recalled (issue 30): an online sale refuses it; an offline one is a fact. */
  recalled: boolean;
}

const columns = {
  id: inventoryLots.id,
  productId: inventoryLots.productId,
  productName: products.name,
  barcode: products.barcode,
  expiryDate: inventoryLots.expiryDate,
  batchNumber: inventoryLots.batchNumber,
  unitsPerBox: inventoryLots.unitsPerBox,
  costPrice: inventoryLots.costPrice,
  retailPrice: inventoryLots.retailPrice,
  quantityUnits: inventoryLots.quantityUnits,
  archived: sql<boolean>`${inventoryLots.archivedAt} is not null`,
  recalled: sql<boolean>`${inventoryLots.recallId} is not null`,
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

/**
 * The lots an offline sale asks for and the other live lots of their products (see lotsAsked), as
 * they are now: no lock, the sale statement takes units only from lots still as read.
 */
export async function readOfflineLots(db: Db, ownerId: number, lotIds: number[]): Promise<LockedLot[]> {
  return lotsAsked(db, ownerId, lotIds, true);
}

/** The read of an online checkout: the live lots asked for ($2) of the tenant ($1), as LockedLot rows. */
export const liveLotsRead: PreparedStatement = {
  name: 'checkout_read_live_lots',
  text: `select l.id, l.product_id as "productId", p.name as "productName", p.barcode,
      to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate", l.batch_number as "batchNumber", l.units_per_box as "unitsPerBox",
      l.cost_price::text as "costPrice", l.retail_price::text as "retailPrice", l.quantity_units as "quantityUnits",
      false as archived, l.recall_id is not null as recalled, l.batch_number as "batchNumber"
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

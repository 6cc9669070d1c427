import {
  type PosChangesResponse,
  type PosProduct,
  gs1ErrorCode,
  maxChangedProducts,
  pickScannedLot,
  scanTarget,
  withScannedLot,
} from '@assist/domain';
import { badRequest, conflict } from '../../platform/errors.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { presentPosProduct, productsWithStock } from './preload.js';
import { rowsOf } from '../../db/rows.js';

interface ChangedRow {
  cursor: string;
  unknown: boolean;
  ids: number[] | string;
}

/**
 * The tenant's products written since snapshot `since` (products and lots, archived or deleted
 * lots included through their product), at most maxChangedProducts + 1 of them, with the snapshot
 * of this statement: the next cursor. `unknown`: `since` is ahead of this database (another one,
 * or restored from a backup), so nothing can be said about what changed.
 * Both index ranges start at the oldest transaction the cursor did not see (its xmin).
 */
async function changedProducts(db: Db, ownerId: number, since: string) {
  const seen = sql`${since}::pg_snapshot`;
  const unseen = (column: string) =>
    sql`${sql.raw(column)} >= pg_snapshot_xmin(${seen}) and not pg_visible_in_snapshot(${sql.raw(column)}, ${seen})`;
  const result = await db.execute(sql`
    select pg_current_snapshot()::text as cursor,
      pg_snapshot_xmax(pg_current_snapshot()) < pg_snapshot_xmax(${seen}) as unknown,
      array(
        select id from (
          select l.product_id as id from inventory_lots l where l.owner_id = ${ownerId} and ${unseen('l.change_xid')}
          union
          select p.id from products p where p.owner_id = ${ownerId} and ${unseen('p.change_xid')}
        ) c limit ${maxChangedProducts + 1}
      ) as ids`);
  const row = rowsOf<ChangedRow>(result)[0]!;
  return { cursor: row.cursor, unknown: row.unknown, ids: idsOf(row.ids) };
}

/** node-postgres parses int[]; a driver that does not answers its text form `{1,2}`. */
function idsOf(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/**
 * `GET /api/pos/changes?since=`: the preload entries of the tenant's products that changed since
 * the cursor, the ids of those left with nothing to sell, and the next cursor (DESIGN §4 "Live
 * stock at every till"). The entries are read after the cursor was taken, so they are at least as
 * new as it; a change that lands in between comes again next time (entries replace, so twice is harmless).
 */
export async function posChanges(db: Db, ownerId: number, since: string, today: string): Promise<PosChangesResponse> {
  const { cursor, unknown, ids } = await changedProducts(db, ownerId, since);
  if (unknown || ids.length > maxChangedProducts) return { cursor, reset: true, changed: [], removed: [] };
  if (ids.length === 0) return { cursor, reset: false, changed: [], removed: [] };
  const changed = await entriesOf(db, ownerId, ids, today);
  const present = new Set(changed.map((product) => product.id));
  return { cursor, reset: false, changed, removed: ids.filter((id) => !present.has(id)).sort((a, b) => a - b) };
}

async function entriesOf(db: Db, ownerId: number, ids: number[], today: string): Promise<PosProduct[]> {
  const products = await productsWithStock(db, ownerId, sql`and l.product_id = any(${`{${ids.join(',')}}`}::int[])`);
  return products.map((product) => presentPosProduct(product, today));
}

/**
 * The preload entry of the tenant's product a scan names, with units to sell, or null. A GS1 code
 * (element string or Digital Link) is looked up by its GTIN (also as the EAN/UPC it pads) and,
 * when it names a live lot, answers with that lot (pickScannedLot); an expired pack answers 409
 * pack_expired, a pack of a recalled batch 409 lot_recalled, an unreadable code 400 gs1_*.
 */
export async function findPosProduct(db: Db, ownerId: number, code: string, today: string): Promise<PosProduct | null> {
  const target = scanTarget(code, new Date(`${today}T12:00:00Z`));
  if (!target.ok) throw badRequest(gs1ErrorCode[target.problem]);
  const barcodes = sql.join(
    target.barcodes.map((barcode) => sql`${barcode}`),
    sql`, `,
  );
  const [found] = await productsWithStock(db, ownerId, sql`and p.barcode in (${barcodes})`);
  if (!found) return null;
  const product = presentPosProduct(found, today);
  const pick = pickScannedLot(product, target, today);
  if (pick.kind === 'expired') throw conflict('pack_expired', { expiryDate: pick.expiryDate });
  if (pick.kind === 'recalled') {
    const { inventoryId, batchNumber } = pick;
    throw conflict('lot_recalled', { inventoryId, batchNumber, productName: product.name });
  }
  return pick.kind === 'lot' ? withScannedLot(product, pick.inventoryId) : product;
}

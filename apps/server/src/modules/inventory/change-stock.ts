import {
  type StockChangeFailure,
  type StockChangeRequest,
  type StockChangeResult,
  batchOperationMessages as m,
  boundsMessages,
  boxesOf,
  errorCodes,
  maxLotUnits,
  offlineCountReason,
} from '@assist/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { stockMovements } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/postgres-errors.js';
import { moveStock } from '../stock/stock-ledger.js';
import { findLotForUpdate } from './lots-repository.js';

const requestIdReusedMessage = errorCodes.request_id_reused.message;
/** The endpoints a queued change goes through, as its ledger line names them. */
const viaEndpoints = ['update', 'batch'] as const;

export type StockChange = z.output<typeof StockChangeRequest> & { id: number };
export type StockChangeSlot = StockChangeResult | z.infer<typeof StockChangeFailure>;

/**
 * One queued stock change (PATCH /api/inventory/{id}, each item of POST /api/inventory/batch-update),
 * in its own transaction, through the stock ledger as an adjustment naming its reason. Exactly once:
 * a change carrying a clientOperationId already written changes nothing and answers what the first
 * did (the lot's units right after it); two at once meet the unique index, and the loser answers the
 * winner's result. A change that would take the lot below 0 (or above a lot's maximum) is refused and
 * writes nothing, so it may be sent again. `via` names the endpoint in the ledger line ("batch: pos_sale").
 */
export async function changeStockOnce(db: Db, ownerId: number, change: StockChange, via: string) {
  const operation = change.clientOperationId;
  if (operation) {
    const earlier = await resultOf(db, ownerId, operation, change);
    if (earlier) return earlier;
  }
  try {
    return await db.transaction((tx) => applyChange(tx, ownerId, change, via));
  } catch (error) {
    const earlier = operation && isUniqueViolation(error) ? await resultOf(db, ownerId, operation, change) : null;
    if (earlier) return earlier;
    throw error;
  }
}

/**
 * `PATCH /api/inventory/{id}` (the offline queue's inventory update): one stock change, exactly once
 * per clientOperationId; a refusal is the HTTP error of its code (404, 409 stock_below_zero with the
 * lot's units, 400 lot_too_large).
 */
export async function patchStock(db: Db, ownerId: number, id: number, body: z.output<typeof StockChangeRequest>) {
  const slot = await changeStockOnce(db, ownerId, { ...body, id }, 'update');
  if (slot.ok) return slot;
  if (slot.code === 'stock_below_zero')
    throw conflict('stock_below_zero', { availableUnits: slot.availableUnits ?? 0 });
  if (slot.code === 'lot_too_large') throw badRequest('lot_too_large');
  if (slot.code === 'request_id_reused') throw conflict('request_id_reused');
  throw notFound('inventory_item_not_found');
}

async function applyChange(tx: Db, ownerId: number, change: StockChange, via: string): Promise<StockChangeSlot> {
  const lot = await findLotForUpdate(tx, ownerId, change.id);
  if (!lot) return { ok: false, id: change.id, code: 'inventory_item_not_found', error: m.itemNotFound };
  // Under the lot's lock: a twin that got here first has committed by now.
  const earlier = change.clientOperationId ? await resultOf(tx, ownerId, change.clientOperationId, change) : null;
  if (earlier) return earlier;
  if (lot.quantityUnits + change.quantityChange < 0) {
    const availableUnits = lot.quantityUnits;
    return { ok: false, id: lot.id, code: 'stock_below_zero', error: m.belowZero(availableUnits), availableUnits };
  }
  if (lot.quantityUnits + change.quantityChange > maxLotUnits) {
    return { ok: false, id: lot.id, code: 'lot_too_large', error: boundsMessages.lotTooLarge };
  }
  const updated = await moveStock(tx, {
    ownerId,
    lotId: lot.id,
    kind: 'adjustment',
    units: change.quantityChange,
    reference: changeReference(change, via),
    supplierId: lot.supplierId,
    clientOperationId: change.clientOperationId ?? null,
  });
  if (!updated) throw new Error('a held lot refused its adjustment');
  return result(lot.id, updated.quantityUnits, updated.unitsPerBox);
}

/**
 * What the ledger line says: "offline count: counted 18, till had 20" for a count (the till's copy
 * held the count less the change), else the endpoint and reason ("batch: pos_sale").
 */
export function changeReference(change: Pick<StockChange, 'reason' | 'countedUnits' | 'quantityChange'>, via: string) {
  if (change.reason !== offlineCountReason) return `${via}: ${change.reason}`;
  if (change.countedUnits === undefined) return 'offline count';
  return `offline count: counted ${change.countedUnits}, till had ${change.countedUnits - change.quantityChange}`;
}

/**
 * The answer of an operation already written, or null: its lot's units right after it (the sum of
 * the lot's movements up to its line, which is what the lot held then) and whole boxes. The id
 * written with another change (another lot, units or reason) answers request_id_reused: the new
 * change is not the one written, and is not dropped in silence.
 */
async function resultOf(
  db: Db,
  ownerId: number,
  operation: string,
  change: StockChange,
): Promise<StockChangeSlot | null> {
  const [line] = await db
    .select({
      id: stockMovements.id,
      lotId: stockMovements.lotId,
      unitsPerBox: stockMovements.unitsPerBox,
      units: stockMovements.quantityUnits,
      reference: stockMovements.reference,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.ownerId, ownerId), eq(stockMovements.clientOperationId, operation)));
  if (!line) return null;
  // The same change may come through either endpoint (the queue's batch, then PATCH alone).
  const sameReason = viaEndpoints.some((endpoint) => line.reference === changeReference(change, endpoint));
  const same = line.lotId === change.id && line.units === change.quantityChange && sameReason;
  if (!same) return { ok: false, id: change.id, code: 'request_id_reused', error: requestIdReusedMessage };
  const [after] = await db
    .select({ units: sql<number>`coalesce(sum(${stockMovements.quantityUnits}), 0)::int` })
    .from(stockMovements)
    .where(and(eq(stockMovements.lotId, line.lotId), lte(stockMovements.id, line.id)));
  return result(line.lotId, Number(after?.units ?? 0), line.unitsPerBox);
}

function result(id: number, units: number, unitsPerBox: number): StockChangeResult {
  return { ok: true, id, availableUnits: units, quantity: boxesOf(units, unitsPerBox) };
}

import { type StockChangeRequest, type StockMovementRecord, stockMovementsShown } from '@assist/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { changeStockOnce } from './change-stock.js';
import { findItem } from './lots-repository.js';
import { listLotMovements } from './movements-repository.js';

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
  throw notFound('inventory_item_not_found');
}

/** `GET /api/inventory/{id}/movements`: the lot's ledger lines, newest first. */
export async function lotMovements(db: Db, ownerId: number, id: number): Promise<StockMovementRecord[]> {
  if (!(await findItem(db, ownerId, id))) throw notFound();
  const rows = await listLotMovements(db, ownerId, id, stockMovementsShown);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

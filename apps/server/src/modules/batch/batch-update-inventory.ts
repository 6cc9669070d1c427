import {
  type InventoryBatchUpdateRequest,
  type InventoryBatchUpdateResponse,
  batchOperationMessages as m,
  boundsMessages,
  boxesOf,
  maxLotUnits,
} from '@assist/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { findLotForUpdate } from '../inventory/lots-repository.js';
import { moveStock } from '../stock/stock-ledger.js';

type Update = z.output<typeof InventoryBatchUpdateRequest>['updates'][number];
type Slot = InventoryBatchUpdateResponse[number];

/**
 * Stock changes queued by tills (spec part 1 §7): each one alone, in its own transaction, with an
 * adjustment movement naming its reason. A change that would take a lot below 0 fails in its slot.
 */
export async function batchUpdateInventory(db: Db, ownerId: number, updates: Update[], log: FastifyBaseLogger) {
  const slots: Slot[] = [];
  for (const update of updates) {
    try {
      slots.push(await db.transaction((tx) => applyChange(tx, ownerId, update)));
    } catch (error) {
      log.error({ err: error }, 'batch inventory update failed');
      slots.push({ ok: false, id: update.id, error: 'Failed to update inventory' });
    }
  }
  return slots;
}

async function applyChange(tx: Db, ownerId: number, update: Update): Promise<Slot> {
  const lot = await findLotForUpdate(tx, ownerId, update.id);
  if (!lot) return { ok: false, id: update.id, error: m.itemNotFound };
  if (lot.quantityUnits + update.quantityChange < 0) {
    return { ok: false, id: update.id, error: m.belowZero(lot.quantityUnits) };
  }
  if (lot.quantityUnits + update.quantityChange > maxLotUnits) {
    return { ok: false, id: update.id, error: boundsMessages.lotTooLarge };
  }
  const updated = await moveStock(tx, {
    ownerId,
    lotId: lot.id,
    kind: 'adjustment',
    units: update.quantityChange,
    reference: `batch: ${update.reason}`,
    supplierId: lot.supplierId,
  });
  if (!updated) throw new Error('a held lot refused its adjustment');
  return {
    ok: true,
    id: lot.id,
    availableUnits: updated.quantityUnits,
    quantity: boxesOf(updated.quantityUnits, updated.unitsPerBox),
  };
}

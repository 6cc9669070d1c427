import type { InventoryBatchUpdateRequest, InventoryBatchUpdateResponse } from '@assist/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { changeStockOnce } from '../inventory/change-stock.js';

type Update = z.output<typeof InventoryBatchUpdateRequest>['updates'][number];
type Slot = InventoryBatchUpdateResponse[number];

/**
 * Stock changes queued by tills (spec part 1 §7): each one alone, in its own transaction, with an
 * adjustment movement naming its reason, exactly once per clientOperationId (change-stock.ts). A
 * change that would take a lot below 0 fails in its slot.
 */
export async function batchUpdateInventory(db: Db, ownerId: number, updates: Update[], log: FastifyBaseLogger) {
  const slots: Slot[] = [];
  for (const update of updates) {
    try {
      slots.push(await changeStockOnce(db, ownerId, update, 'batch'));
    } catch (error) {
      log.error({ err: error }, 'batch inventory update failed');
      slots.push({ ok: false, id: update.id, error: 'Failed to update inventory' });
    }
  }
  return slots;
}

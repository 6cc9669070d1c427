import { type UpdateInventoryItemRequest, unitsAfterEdit } from '@assist/domain';
import type { z } from 'zod';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/postgres-errors.js';
import { type ItemRow, findItem, findLotForUpdate, updateLot } from './lots-repository.js';
import { moveStock } from '../stock/stock-ledger.js';

export type UpdateInventoryItemInput = z.output<typeof UpdateInventoryItemRequest>;

/**
 * Edit Inventory Item. A change of quantity (boxes) or packaging sets the units by the domain rule
 * `unitsAfterEdit` and writes an adjustment movement of the difference, so the lot still equals the
 * sum of its movements. An expiry date and batch another live lot of the product has answers 409.
 */
export async function updateInventoryItem(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: UpdateInventoryItemInput,
): Promise<ItemRow> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const lot = await findLotForUpdate(tx, actor.ownerId, id);
      if (!lot) throw notFound();
      const units = unitsAfterEdit({ units: lot.quantityUnits, unitsPerBox: lot.unitsPerBox }, input);
      await updateLot(tx, lot, {
        unitsPerBox: input.unitsPerBox,
        costPrice: input.costPrice,
        retailPrice: input.retailPrice,
        expiryDate: input.expiryDate,
        batchNumber: input.batchNumber,
      });
      await moveStock(tx, {
        ownerId: lot.ownerId,
        lotId: lot.id,
        kind: 'adjustment',
        units: units - lot.quantityUnits,
        reference: 'Edit inventory item',
        supplierId: lot.supplierId,
      });
      const item = await findItem(tx, actor.ownerId, lot.id);
      if (!item) throw new Error('lot vanished while editing');
      return item;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('expiry_taken');
    throw error;
  }
}

import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { moveStock } from '../stock/stock-ledger.js';
import { archiveLot, deleteLot, findLotForUpdate, hasTradeHistory } from './lots-repository.js';

/**
 * Deletes a lot. One that was sold (or returned, or transferred) is archived instead: hidden,
 * its stock written off by an adjustment, its history kept so reports stay true. Otherwise the
 * lot and its movements go; the supplier's order keeps its line and total (the invoice stands).
 */
export async function deleteInventoryItem(ctx: AppContext, actor: Actor, id: number): Promise<'archived' | 'deleted'> {
  return ctx.db.transaction(async (tx) => {
    const lot = await findLotForUpdate(tx, actor.ownerId, id);
    if (!lot) throw notFound();
    if (!(await hasTradeHistory(tx, actor.ownerId, lot.id))) {
      await deleteLot(tx, lot);
      return 'deleted';
    }
    if (lot.quantityUnits > 0) {
      await moveStock(tx, {
        ownerId: lot.ownerId,
        lotId: lot.id,
        kind: 'adjustment',
        units: -lot.quantityUnits,
        reference: 'Deleted inventory item',
        supplierId: lot.supplierId,
      });
    }
    await archiveLot(tx, lot);
    return 'archived';
  });
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryLots } from '../../db/schema/index.js';
import { findLotByExpiryForUpdate } from '../inventory/lots-repository.js';
import { moveStock } from '../stock/stock-ledger.js';
import { transferReference } from './send-transfer.js';
import type { TransferItemRow, TransferRow } from './transfers-repository.js';

/**
 * A declined transfer's units back to the sender, in the caller's transaction: a transfer_in move
 * of each line's units into the lot they left (so the lot's units stay the sum of its movements).
 */
export async function giveBack(tx: Db, transfer: TransferRow, items: TransferItemRow[]): Promise<void> {
  for (const item of [...items].sort((a, b) => a.lotId - b.lotId)) {
    const lotId = await lotToGiveBackTo(tx, transfer.ownerId, item.lotId);
    await moveStock(tx, {
      ownerId: transfer.ownerId,
      lotId,
      kind: 'transfer_in',
      units: item.quantityUnits,
      reference: transferReference(transfer.id),
      supplierId: item.supplierId,
    });
  }
}

/**
 * The lot a declined line goes back to: the one it left while live; if that was deleted (archived)
 * meanwhile, the live lot of the same product, expiry and batch, or else the lot itself, live again.
 */
export async function lotToGiveBackTo(tx: Db, ownerId: number, lotId: number): Promise<number> {
  const [lot] = await tx
    .select()
    .from(inventoryLots)
    .where(and(eq(inventoryLots.ownerId, ownerId), eq(inventoryLots.id, lotId)))
    .for('update');
  if (!lot) throw new Error(`lot ${lotId} of a transfer is gone`);
  if (lot.archivedAt === null) return lot.id;
  const twin = await findLotByExpiryForUpdate(tx, ownerId, lot.productId, lot.expiryDate, lot.batchNumber);
  if (twin) return twin.id;
  await tx
    .update(inventoryLots)
    .set({ archivedAt: null, updatedAt: new Date() })
    .where(and(eq(inventoryLots.ownerId, ownerId), eq(inventoryLots.id, lot.id)));
  return lot.id;
}

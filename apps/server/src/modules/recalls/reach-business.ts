import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryLots, recalls } from '../../db/schema/index.js';
import { notify } from '../notifications/notify.js';
import { recallNotice } from './recall-notice.js';

export type RecallRow = typeof recalls.$inferSelect;

/** Marks lots not yet marked by another recall (the first recall that reached a lot keeps it). */
export async function markLots(tx: Db, lotIds: number[], recallId: number) {
  if (lotIds.length === 0) return;
  await tx
    .update(inventoryLots)
    .set({ recallId, updatedAt: new Date() })
    .where(and(inArray(inventoryLots.id, lotIds), isNull(inventoryLots.recallId)));
}

/** What a recall found at one business: what it received, its lots of the batch, what is on its way. */
export interface BusinessReach {
  ownerId: number;
  productId: number | null;
  unitsReceived: number;
  unitsHeld: number;
  unitsPending: number;
  lotIds: number[];
}

/**
 * The business's copy of `recall` (the original), its lots marked and one notification, in the
 * caller's transaction. A business that has its copy already gets nothing (null): told once.
 */
export async function reachBusiness(
  tx: Db,
  recall: RecallRow,
  fromName: string,
  reach: BusinessReach,
): Promise<RecallRow | null> {
  const [copy] = await tx
    .insert(recalls)
    .values({
      ownerId: reach.ownerId,
      originRecallId: recall.id,
      fromOwnerId: recall.ownerId,
      productId: reach.productId,
      barcode: recall.barcode,
      productName: recall.productName,
      batchNumber: recall.batchNumber,
      expiryDate: recall.expiryDate,
      reason: recall.reason,
      action: recall.action,
      unitsReceived: reach.unitsReceived,
    })
    .onConflictDoNothing()
    .returning();
  if (!copy) return null;
  await markLots(tx, reach.lotIds, copy.id);
  await notify(tx, [recallNotice(copy, fromName, reach.unitsHeld, reach.unitsPending)]);
  return copy;
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { inventoryLots, transferItems, transfers, users } from '../db/schema/index.js';
import { createRecall } from '../modules/recalls/create-recall.js';
import { demoLogins } from './demo-accounts.js';

/** The batch MedSupply recalls in the demo. */
export const demoRecalledBatch = 'PPI-24117';
/** The batch of the sale's other line: not recalled (a recall of it is the e2e journey's to make). */
export const demoLiveBatch = 'PPI-24388';

/**
 * The demo's recall story (issue 30, lane recalls), told on both sides: the lot MedSupply sold the
 * demo pharmacy through the marketplace is batch PPI-24117 (its other line PPI-24388); MedSupply recalls the first (a stability
 * failure, return to supplier), so the pharmacy holds a recall notice, its lot is marked (the till
 * refuses it) and MedSupply's Recalls page shows the pharmacy reached.
 * Until lane batches' receiving with a batch number is merged, the batch is written on the lots and
 * the transfer line here (the lead switches this to receiving with `batchNumber`). Runs after
 * seedDemoMarketplace; answers null when that sale is not there.
 */
export async function seedDemoRecalls(db: Db, pharmacyId: number) {
  const lines = await db
    .select({ item: transferItems, supplierId: transfers.ownerId })
    .from(transferItems)
    .innerJoin(transfers, eq(transfers.id, transferItems.transferId))
    .innerJoin(users, eq(users.id, transfers.ownerId))
    .where(
      and(
        eq(transfers.toOwnerId, pharmacyId),
        eq(transfers.status, 'accepted'),
        sql`lower(${users.email}) = ${demoLogins.supplier.email}`,
      ),
    )
    .orderBy(transferItems.id);
  const [line] = lines;
  if (!line?.item.receivedLotId) return null;
  const { item } = line;
  await db.transaction(async (tx) => {
    for (const [n, { item: sold }] of lines.entries()) {
      const batchNumber = n === 0 ? demoRecalledBatch : demoLiveBatch;
      for (const lotId of [sold.lotId, sold.receivedLotId])
        if (lotId !== null) await tx.update(inventoryLots).set({ batchNumber }).where(eq(inventoryLots.id, lotId));
      await tx.update(transferItems).set({ batchNumber }).where(eq(transferItems.id, sold.id));
    }
  });
  const recallId = await createRecall(db, line.supplierId, {
    barcode: item.barcode,
    batchNumber: demoRecalledBatch,
    expiryDate: item.expiryDate,
    reason: 'Dissolution failure found in stability testing by the manufacturer (notice PPI-RC-07).',
    action: 'return',
  });
  return { recallId, barcode: item.barcode };
}

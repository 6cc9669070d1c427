import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { transferItems, transfers, users } from '../db/schema/index.js';
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
 * The batches come the product's own way: MedSupply received its lots with them
 * (seedDemoMarketplace) and the transfer carried them into the pharmacy's lots. Runs after
 * seedDemoMarketplace; answers null when that sale is not there.
 */
export async function seedDemoRecalls(db: Db, pharmacyId: number) {
  const [line] = await db
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
  if (!line?.item.receivedLotId) return null;
  const { item } = line;
  const recallId = await createRecall(db, line.supplierId, {
    barcode: item.barcode,
    batchNumber: demoRecalledBatch,
    expiryDate: item.expiryDate,
    reason: 'Dissolution failure found in stability testing by the manufacturer (notice PPI-RC-07).',
    action: 'return',
  });
  return { recallId, barcode: item.barcode };
}

import type { RecallCreateValues } from '@assist/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryLots, products, recalls, users } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { type RequestOnce, claimOnce } from '../../platform/request-once.js';
import { nameOf } from '../marketplace/notices.js';
import { notify } from '../notifications/notify.js';
import { recallNotice } from './recall-notice.js';
import { type BatchTrace, traceBatch } from './trace-batch.js';

type RecallRow = typeof recalls.$inferSelect;

/**
 * `POST /api/recalls` (issue 30), in one transaction: the caller's recall of a batch of its own
 * stock (found by the product's barcode and the batch number, any case, and the expiry when
 * given; none held ever: 404 recall_batch_not_held), its lots of the batch marked, then the batch
 * followed through accepted transfers (traceBatch) to every business it reached: each gets one
 * copy of the recall (unique per owner and origin: a second path, a resend, changes nothing), its
 * reached lots marked (the till refuses them; the change feed carries the mark, lots have
 * change_xid) and a notification of kind `recall`. The same batch recalled again answers the first
 * recall, traced again: businesses reached since then are told, no one twice.
 */
export async function createRecall(
  db: Db,
  ownerId: number,
  input: RecallCreateValues,
  once?: RequestOnce,
): Promise<number> {
  return db.transaction((tx) =>
    claimOnce(tx, once, async () => {
      const lots = await lotsOfBatch(tx, ownerId, input);
      const first = lots[0];
      if (!first) throw notFound('recall_batch_not_held');
      const recall =
        (await ownRecallOf(tx, ownerId, input)) ??
        (await insertRecall(tx, {
          ownerId,
          productId: first.productId,
          barcode: input.barcode,
          productName: first.productName,
          batchNumber: first.batchNumber ?? input.batchNumber,
          expiryDate: input.expiryDate,
          reason: input.reason,
          action: input.action,
        }));
      const trace = await traceBatch(
        tx,
        lots.map((lot) => lot.id),
      );
      await markLots(
        tx,
        trace.lots.filter((lot) => lot.ownerId === ownerId).map((lot) => lot.lotId),
        recall.id,
      );
      await reachOthers(tx, recall, trace);
      return recall.id;
    }),
  );
}

/** The caller's lots (live or not: a sold-out lot still leads to where its units went) of the batch. */
async function lotsOfBatch(tx: Db, ownerId: number, input: RecallCreateValues) {
  return tx
    .select({
      id: inventoryLots.id,
      productId: inventoryLots.productId,
      productName: products.name,
      batchNumber: inventoryLots.batchNumber,
    })
    .from(inventoryLots)
    .innerJoin(products, and(eq(products.ownerId, inventoryLots.ownerId), eq(products.id, inventoryLots.productId)))
    .where(
      and(
        eq(inventoryLots.ownerId, ownerId),
        eq(products.barcode, input.barcode),
        sql`lower(${inventoryLots.batchNumber}) = lower(${input.batchNumber})`,
        input.expiryDate === null ? undefined : eq(inventoryLots.expiryDate, input.expiryDate),
      ),
    )
    .orderBy(inventoryLots.id)
    .for('update', { of: inventoryLots });
}

/** The caller's own recall of this batch (and expiry), made before, or null. */
async function ownRecallOf(tx: Db, ownerId: number, input: RecallCreateValues): Promise<RecallRow | null> {
  const [row] = await tx
    .select()
    .from(recalls)
    .where(
      and(
        eq(recalls.ownerId, ownerId),
        isNull(recalls.originRecallId),
        eq(recalls.barcode, input.barcode),
        sql`lower(${recalls.batchNumber}) = lower(${input.batchNumber})`,
        sql`${recalls.expiryDate} is not distinct from ${input.expiryDate}`,
      ),
    );
  return row ?? null;
}

async function insertRecall(tx: Db, values: typeof recalls.$inferInsert): Promise<RecallRow> {
  const [row] = await tx.insert(recalls).values(values).returning();
  if (!row) throw new Error('recall was not created');
  return row;
}

/** Marks lots not yet marked by another recall (the first recall that reached a lot keeps it). */
async function markLots(tx: Db, lotIds: number[], recallId: number) {
  if (lotIds.length === 0) return;
  await tx
    .update(inventoryLots)
    .set({ recallId, updatedAt: new Date() })
    .where(and(inArray(inventoryLots.id, lotIds), isNull(inventoryLots.recallId)));
}

/** One copy, marks and a notification for each business the trace reached that has none yet. */
async function reachOthers(tx: Db, recall: RecallRow, trace: BatchTrace) {
  const [issuer] = await tx.select().from(users).where(eq(users.id, recall.ownerId));
  const fromName = issuer ? nameOf(issuer) : '';
  for (const [ownerId, unitsReceived] of trace.received) {
    if (ownerId === recall.ownerId) continue;
    const theirs = trace.lots.filter((lot) => lot.ownerId === ownerId);
    const [copy] = await tx
      .insert(recalls)
      .values({
        ownerId,
        originRecallId: recall.id,
        fromOwnerId: recall.ownerId,
        productId: theirs[0]?.productId ?? null,
        barcode: recall.barcode,
        productName: recall.productName,
        batchNumber: recall.batchNumber,
        expiryDate: recall.expiryDate,
        reason: recall.reason,
        action: recall.action,
        unitsReceived,
      })
      .onConflictDoNothing()
      .returning();
    if (!copy) continue;
    await markLots(
      tx,
      theirs.map((lot) => lot.lotId),
      copy.id,
    );
    const unitsHeld = theirs.filter((lot) => lot.live).reduce((total, lot) => total + lot.units, 0);
    await notify(tx, [recallNotice(copy, fromName, unitsHeld)]);
  }
}

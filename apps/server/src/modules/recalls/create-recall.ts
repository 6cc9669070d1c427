import type { RecallCreateValues } from '@assist/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryLots, products, recalls, users } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { type RequestOnce, claimOnce } from '../../platform/request-once.js';
import { nameOf } from '../marketplace/notices.js';
import { markLots, type RecallRow, reachBusiness } from './reach-business.js';
import { type BatchTrace, traceBatch } from './trace-batch.js';

/**
 * `POST /api/recalls` (issue 30), in one transaction: the caller's recall of a batch of its own
 * stock (found by the product's barcode and the batch number, any case, and the expiry when
 * given; none held ever: 404 recall_batch_not_held), its lots of the batch marked, then the batch
 * followed through accepted transfers (traceBatch) to every business it reached: each gets one
 * copy of the recall (unique per owner and origin: a second path, a resend, changes nothing), its
 * reached lots marked (the till refuses them; the change feed carries the mark, lots have
 * change_xid) and a notification of kind `recall`. The same batch recalled again answers the first
 * recall, traced again: businesses reached since then are told, no one twice. A transfer of the
 * batch still pending reaches its recipient too; accepting it marks what it receives at once
 * (recall-on-accept.ts).
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

/** One copy, marks and a notification for each business the trace reached that has none yet. */
async function reachOthers(tx: Db, recall: RecallRow, trace: BatchTrace) {
  const [issuer] = await tx.select().from(users).where(eq(users.id, recall.ownerId));
  const fromName = issuer ? nameOf(issuer) : '';
  // A business with the batch on its way only (a pending transfer) is reached too (lane batches).
  const owners = new Set([...trace.received.keys(), ...trace.pending.keys()]);
  for (const ownerId of owners) {
    if (ownerId === recall.ownerId) continue;
    const theirs = trace.lots.filter((lot) => lot.ownerId === ownerId);
    await reachBusiness(tx, recall, fromName, {
      ownerId,
      productId: theirs[0]?.productId ?? null,
      unitsReceived: trace.received.get(ownerId) ?? 0,
      unitsHeld: theirs.filter((lot) => lot.live).reduce((total, lot) => total + lot.units, 0),
      unitsPending: trace.pending.get(ownerId) ?? 0,
      lotIds: theirs.map((lot) => lot.lotId),
    });
  }
}

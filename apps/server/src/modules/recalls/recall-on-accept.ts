import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { recalls, users } from '../../db/schema/index.js';
import { nameOf } from '../marketplace/notices.js';
import { markLots, type RecallRow, reachBusiness } from './reach-business.js';

interface RecalledLine {
  received_lot_id: number;
  product_id: number;
  units: number;
  origin_id: number;
}

/**
 * A transfer accepted after the batch it carries was recalled (it was pending at recall time, so
 * the recall could only tell its recipient what was on its way): in the accepting transaction,
 * the lots it filled from a recalled sender lot are marked with the recipient's copy of that
 * recall, at once, so the till refuses them and the change feed carries the mark. The copy counts
 * the units as received; a recipient the recall did not reach yet gets its copy and notification
 * now. Example: supplier recalls B-1 while 6 units to pharmacy A are pending; A was told "6 on
 * their way"; A accepts: its new lot of B-1 is marked, its copy says 6 received.
 */
export async function carryRecallsOnAccept(tx: Db, transferId: number, recipientId: number): Promise<void> {
  const result = await tx.execute(sql`
    select ti.received_lot_id, l.product_id, sum(ti.quantity_units)::int as units,
        coalesce(r.origin_recall_id, r.id) as origin_id
      from transfer_items ti
      join inventory_lots s on s.id = ti.lot_id
      join recalls r on r.id = s.recall_id
      join inventory_lots l on l.id = ti.received_lot_id
    where ti.transfer_id = ${transferId}
    group by ti.received_lot_id, l.product_id, coalesce(r.origin_recall_id, r.id)`);
  for (const line of rowsOf<RecalledLine>(result)) {
    const units = Number(line.units);
    const [origin] = await tx.select().from(recalls).where(eq(recalls.id, line.origin_id));
    if (!origin) continue;
    // Back at the issuer (a cycle): its own recall marks the lot.
    if (origin.ownerId === recipientId) {
      await markLots(tx, [line.received_lot_id], origin.id);
      continue;
    }
    const copy = await copyOf(tx, origin.id, recipientId);
    if (copy) {
      await markLots(tx, [line.received_lot_id], copy.id);
      await tx
        .update(recalls)
        .set({
          unitsReceived: sql`coalesce(${recalls.unitsReceived}, 0) + ${units}`,
          productId: sql`coalesce(${recalls.productId}, ${line.product_id})`,
        })
        .where(eq(recalls.id, copy.id));
      continue;
    }
    const [issuer] = await tx.select().from(users).where(eq(users.id, origin.ownerId));
    await reachBusiness(tx, origin, issuer ? nameOf(issuer) : '', {
      ownerId: recipientId,
      productId: line.product_id,
      unitsReceived: units,
      unitsHeld: units,
      unitsPending: 0,
      lotIds: [line.received_lot_id],
    });
  }
}

async function copyOf(tx: Db, originId: number, ownerId: number): Promise<RecallRow | null> {
  const [row] = await tx
    .select()
    .from(recalls)
    .where(and(eq(recalls.originRecallId, originId), eq(recalls.ownerId, ownerId)));
  return row ?? null;
}

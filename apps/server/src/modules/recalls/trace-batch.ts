import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** A lot the batch reached through accepted transfers, with what its business holds of it now. */
export interface ReachedLot {
  lotId: number;
  ownerId: number;
  productId: number;
  units: number;
  live: boolean;
}

/** What a batch's trace found: every lot it reached and the units each business received. */
export interface BatchTrace {
  lots: ReachedLot[];
  /** Units received by each business through the traced transfers (by owner id). */
  received: Map<number, number>;
  /** Units on their way: sent from a reached lot in a transfer not yet accepted (by recipient). */
  pending: Map<number, number>;
}

/**
 * Follows lots through accepted transfers, any depth: a transfer line leaving a reached lot
 * (transfer_items.lot_id) reaches the lot it went into (received_lot_id), onward. `union` keeps
 * each lot once, so a cycle (A to B, B back to A) ends. Marketplace purchases are transfers too.
 * Example: supplier lot 1 -> pharmacy lot 7 (12 units) -> clinic lot 9 (4 units): lots 1, 7, 9;
 * received: pharmacy 12, clinic 4. A transfer still pending from a reached lot is where the batch is
 * going: its recipient is in `pending` (it holds nothing yet; accepting marks what it receives,
 * recall-on-accept.ts).
 */
export async function traceBatch(db: Db, startLotIds: number[]): Promise<BatchTrace> {
  if (startLotIds.length === 0) return { lots: [], received: new Map(), pending: new Map() };
  const start = `{${startLotIds.join(',')}}`;
  const result = await db.execute(sql`
    with recursive reached(lot_id) as (
      select unnest(${start}::int[])
      union
      select ti.received_lot_id from transfer_items ti
        join transfers t on t.id = ti.transfer_id
        join reached r on r.lot_id = ti.lot_id
      where t.status = 'accepted' and ti.received_lot_id is not null
    ),
    edges as (
      select t.to_owner_id as owner_id, sum(ti.quantity_units)::int as units from transfer_items ti
        join transfers t on t.id = ti.transfer_id
      where ti.lot_id in (select lot_id from reached) and t.status = 'accepted' and ti.received_lot_id is not null
      group by t.to_owner_id
    ),
    on_the_way as (
      select t.to_owner_id as owner_id, sum(ti.quantity_units)::int as units from transfer_items ti
        join transfers t on t.id = ti.transfer_id
      where ti.lot_id in (select lot_id from reached) and t.status = 'pending'
      group by t.to_owner_id
    )
    select 'lot' as kind, l.id as lot_id, l.owner_id, l.product_id, l.quantity_units as units,
        l.archived_at is null as live
      from inventory_lots l where l.id in (select lot_id from reached)
    union all
    select 'edge', null, e.owner_id, null, e.units, null from edges e
    union all
    select 'pending', null, p.owner_id, null, p.units, null from on_the_way p`);
  const rows = rowsOf<{
    kind: 'lot' | 'edge' | 'pending';
    lot_id: number | null;
    owner_id: number;
    product_id: number | null;
    units: number;
    live: boolean | null;
  }>(result);
  const lots: ReachedLot[] = [];
  const received = new Map<number, number>();
  const pending = new Map<number, number>();
  for (const row of rows) {
    if (row.kind === 'edge') received.set(row.owner_id, Number(row.units));
    else if (row.kind === 'pending') pending.set(row.owner_id, Number(row.units));
    else
      lots.push({
        lotId: row.lot_id!,
        ownerId: row.owner_id,
        productId: row.product_id!,
        units: Number(row.units),
        live: row.live === true,
      });
  }
  return { lots, received, pending };
}

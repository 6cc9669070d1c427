import { type Recall, type RecallList, recallListLimit } from '@assist/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

interface RecallSqlRow {
  id: number;
  origin_recall_id: number | null;
  from_name: string | null;
  product_id: number | null;
  product_name: string;
  barcode: string;
  batch_number: string;
  expiry_date: string | null;
  reason: string;
  action: Recall['action'];
  units_received: number | null;
  created_at: string;
  lots: Recall['lots'];
  reach: Recall['reach'];
}

/**
 * `GET /api/recalls`: the business's recalls, newest first: its own (with, per business reached,
 * units received, units of the batch still held and units returned) and those that reached it.
 * `held` is what an owner still holds of a recall's batch in marked lots (live, with units); each
 * held lot names the transfer that brought it, which "Return recalled stock" returns against.
 * Only the owner's recalls and, for its own, the copies they left are read: a business learns of
 * another's trade only through a recall that reached it.
 */
export async function listRecalls(db: Db, ownerId: number): Promise<RecallList> {
  const result = await db.execute(sql`
    with mine as (
      select * from recalls where owner_id = ${ownerId} order by created_at desc, id desc limit ${recallListLimit}
    )
    select m.id, m.origin_recall_id, coalesce(f.business_name, f.email) as from_name, m.product_id,
      m.product_name, m.barcode, m.batch_number, to_char(m.expiry_date, 'YYYY-MM-DD') as expiry_date,
      m.reason, m.action, m.units_received, m.created_at,
      coalesce((
        select json_agg(json_build_object('inventoryId', l.id, 'expiryDate', to_char(l.expiry_date, 'YYYY-MM-DD'),
          'units', l.quantity_units, 'transferId', (
            select ti.transfer_id from transfer_items ti join transfers t on t.id = ti.transfer_id
            where ti.received_lot_id = l.id and t.to_owner_id = m.owner_id and t.status = 'accepted'
            order by ti.transfer_id desc limit 1)) order by l.expiry_date, l.id)
        from (${heldLots(sql`m`)}) l), '[]') as lots,
      coalesce((
        select json_agg(json_build_object('businessName', coalesce(u.business_name, u.email),
          'unitsReceived', coalesce(c.units_received, 0),
          'unitsHeld', (select coalesce(sum(l.quantity_units), 0) from (${heldLots(sql`c`)}) l),
          'unitsReturned', (
            select coalesce(sum(sr.units), 0) from supplier_returns sr
            join inventory_lots l on l.id = sr.lot_id
            where sr.owner_id = c.owner_id and sr.status <> 'rejected' and l.recall_id is not null
              and lower(l.batch_number) = lower(c.batch_number))) order by c.id)
        from recalls c join users u on u.id = c.owner_id where c.origin_recall_id = m.id), '[]') as reach
    from mine m left join users f on f.id = m.from_owner_id
    order by m.created_at desc, m.id desc`);
  return { items: rowsOf<RecallSqlRow>(result).map(presentRecall) };
}

/** The marked lots (live, with units) the owner of recall `r` holds of its batch (and expiry). */
function heldLots(r: SQL) {
  return sql`select l.* from inventory_lots l join products p on p.owner_id = l.owner_id and p.id = l.product_id
    where l.owner_id = ${r}.owner_id and p.barcode = ${r}.barcode and lower(l.batch_number) = lower(${r}.batch_number)
      and (${r}.expiry_date is null or l.expiry_date = ${r}.expiry_date)
      and l.recall_id is not null and l.archived_at is null and l.quantity_units > 0`;
}

function presentRecall(row: RecallSqlRow): Recall {
  const lots = row.lots.map((lot) => ({ ...lot, units: Number(lot.units) }));
  return {
    id: row.id,
    origin: row.origin_recall_id === null ? 'own' : 'received',
    fromName: row.origin_recall_id === null ? null : row.from_name,
    productId: row.product_id,
    productName: row.product_name,
    barcode: row.barcode,
    batchNumber: row.batch_number,
    expiryDate: row.expiry_date,
    reason: row.reason,
    action: row.action,
    unitsReceived: row.units_received,
    unitsHeld: lots.reduce((total, lot) => total + lot.units, 0),
    lots,
    reach: row.reach.map((reach) => ({
      ...reach,
      unitsHeld: Number(reach.unitsHeld),
      unitsReturned: Number(reach.unitsReturned),
    })),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

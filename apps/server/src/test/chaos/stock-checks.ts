import { toMinor } from '@assist/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { listSuppliers } from '../../modules/suppliers/suppliers-repository.js';
import type { CheckResult } from './sale-checks.js';

const ownerList = (owners: number[]) => sql.raw(owners.map(Number).join(','));

/** Every lot of the shops: its units are the sum of its movements, and never below 0. */
export async function checkLots(db: Db, owners: number[]): Promise<CheckResult> {
  const lots = rowsOf<{ id: number; units: number; movements: number }>(
    await db.execute(sql`
      select l.id, l.quantity_units as units, coalesce(m.total, 0)::int as movements
      from inventory_lots l
      left join (select lot_id, sum(quantity_units) as total from stock_movements group by lot_id) m on m.lot_id = l.id
      where l.owner_id in (${ownerList(owners)})`),
  );
  const problems: string[] = [];
  for (const lot of lots) {
    if (Number(lot.units) !== Number(lot.movements))
      problems.push(`lot ${lot.id}: ${lot.units} units, its movements sum to ${lot.movements}`);
    if (Number(lot.units) < 0) problems.push(`lot ${lot.id}: ${lot.units} units`);
  }
  return { name: 'lots: units = sum of movements, never negative', checked: lots.length, problems };
}

/** Orders as received: total = its lines' boxes x cost, and the ledger received the lines' units. */
export async function checkSupplierOrders(db: Db, owners: number[]): Promise<CheckResult> {
  const orders = rowsOf<{ id: number; total: string; lines: string; units: number; received: number }>(
    await db.execute(sql`
      select o.id, o.total::text as total,
        (select coalesce(sum(quantity_boxes * cost_per_box), 0)::text from supplier_order_items where order_id = o.id) as lines,
        (select coalesce(sum(quantity_boxes * units_per_box), 0)::int from supplier_order_items where order_id = o.id) as units,
        (select coalesce(sum(quantity_units), 0)::int from stock_movements where supplier_order_id = o.id and kind = 'receive') as received
      from supplier_orders o where o.owner_id in (${ownerList(owners)})`),
  );
  const problems: string[] = [];
  for (const order of orders) {
    if (toMinor(order.total) !== toMinor(order.lines))
      problems.push(`order ${order.id}: total ${order.total}, lines ${order.lines}`);
    if (Number(order.units) !== Number(order.received))
      problems.push(`order ${order.id}: lines of ${order.units} units, the ledger received ${order.received}`);
  }
  return { name: 'supplier orders: total = lines, units received', checked: orders.length, problems };
}

/**
 * Returns to supplier: an approved one took exactly its units out of its lot (movement RET-<id>),
 * a pending or rejected one took nothing; its value is quantity x unit price; and each supplier's
 * balance as the suppliers module answers it is its orders - payments - approved returns.
 */
export async function checkSupplierMoney(db: Db, owners: number[]): Promise<CheckResult> {
  const problems: string[] = [];
  const returns = rowsOf<{ id: number; status: string; units: number; moved: number; value: string; computed: string }>(
    await db.execute(sql`
      select r.id, r.status, r.units, r.total_value::text as value, round(r.quantity * r.unit_price, 2)::text as computed,
        (select coalesce(sum(quantity_units), 0)::int from stock_movements m
          where m.owner_id = r.owner_id and m.kind = 'supplier_return' and m.reference = 'RET-' || r.id) as moved
      from supplier_returns r where r.owner_id in (${ownerList(owners)})`),
  );
  for (const row of returns) {
    const want = row.status === 'approved' || row.status === 'refunded' ? -Number(row.units) : 0;
    if (Number(row.moved) !== want)
      problems.push(`return ${row.id} (${row.status}): moved ${row.moved}, should ${want}`);
    if (toMinor(row.value) !== toMinor(row.computed))
      problems.push(`return ${row.id}: value ${row.value}, ${row.computed}`);
  }
  const sums = rowsOf<{ supplier_id: number; balance: string }>(
    await db.execute(sql`
      select s.id as supplier_id,
        ((select coalesce(sum(total), 0) from supplier_orders where supplier_id = s.id)
        - (select coalesce(sum(original_amount), 0) from supplier_payments where supplier_id = s.id)
        - (select coalesce(sum(total_value), 0) from supplier_returns where supplier_id = s.id and status = 'approved'))::text
          as balance
      from suppliers s where s.owner_id in (${ownerList(owners)})`),
  );
  const expected = new Map(sums.map((row) => [Number(row.supplier_id), toMinor(row.balance)]));
  for (const owner of owners) {
    for (const supplier of await listSuppliers(db, owner)) {
      if (toMinor(supplier.outstandingBalance) !== expected.get(supplier.id))
        problems.push(
          `supplier ${supplier.id}: balance ${supplier.outstandingBalance}, rows make ${expected.get(supplier.id)}`,
        );
    }
  }
  return {
    name: 'supplier returns and balances: stock and money agree',
    checked: returns.length + sums.length,
    problems,
  };
}

/**
 * Transfers between the shops: a pending one holds its units out of the sender's lots; an accepted
 * one put them into the recipient's lots; a declined one gave them back: its movements (TRANSFER-<id>,
 * on both sides) sum to 0 once reviewed, to minus its units while pending.
 */
export async function checkTransfers(db: Db, owners: number[]): Promise<CheckResult> {
  const rows = rowsOf<{ id: number; status: string; units: number; out: number; back: number; moved_in: number }>(
    await db.execute(sql`
      select t.id, t.status, (select coalesce(sum(quantity_units), 0)::int from transfer_items where transfer_id = t.id) as units,
        (select coalesce(sum(quantity_units), 0)::int from stock_movements m
          where m.reference = 'TRANSFER-' || t.id and m.owner_id = t.owner_id and m.kind = 'transfer_out') as out,
        (select coalesce(sum(quantity_units), 0)::int from stock_movements m
          where m.reference = 'TRANSFER-' || t.id and m.owner_id = t.owner_id and m.kind = 'transfer_in') as back,
        (select coalesce(sum(quantity_units), 0)::int from stock_movements m
          where m.reference = 'TRANSFER-' || t.id and m.owner_id = t.to_owner_id and m.kind = 'transfer_in') as moved_in
      from transfers t where t.owner_id in (${ownerList(owners)})`),
  );
  const problems: string[] = [];
  for (const t of rows) {
    const want = {
      out: -Number(t.units),
      back: t.status === 'declined' ? Number(t.units) : 0,
      in: t.status === 'accepted' ? Number(t.units) : 0,
    };
    const got = { out: Number(t.out), back: Number(t.back), in: Number(t.moved_in) };
    if (got.out !== want.out || got.back !== want.back || got.in !== want.in)
      problems.push(`transfer ${t.id} (${t.status}): moved ${JSON.stringify(got)}, should ${JSON.stringify(want)}`);
  }
  return { name: 'transfers: out, in or back exactly once', checked: rows.length, problems };
}

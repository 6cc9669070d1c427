import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * What a business holds that only its own act may change (decisions/2026-11-28-consent.md), read
 * from the tables. Keys name one thing each; values compare as text.
 * - `stock`: per product and expiry, the units in its lots plus the units of its transfers out that
 *   were not declined (its sent offers: a decline brings them back, an accept keeps them away) plus
 *   the units of its own returns of transferred goods that were approved (its offer back: the
 *   partner's approval takes them). Nothing else moves units in or out of its shelves.
 * - `lot`: each lot's product, expiry, box size, cost and retail price.
 * - `product`: each product's name, barcode and category.
 * - `paid in`: each payment to it that counts (confirmed): only the creditor's act makes one count.
 * - `return`: the status of each return it made to a supplier record, and of each return of
 *   transferred goods coming back to it (it decides those).
 * `position` (what each partner owes it, net) is compared apart: it may only grow by another's act.
 */
export async function consentFingerprint(database: Database, me: number): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const read = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));

  const stock = await read<{ product_id: number; expiry: string; units: string }>(sql`
    select product_id, expiry::text as expiry, sum(units)::text as units from (
      select l.product_id, l.expiry_date as expiry, l.quantity_units as units from inventory_lots l where l.owner_id = ${me}
      union all
      select i.product_id, i.expiry_date, i.quantity_units from transfer_items i join transfers t on t.id = i.transfer_id
      where t.owner_id = ${me} and t.status <> 'declined'
      union all
      select l.product_id, l.expiry_date, r.units from supplier_returns r join inventory_lots l on l.id = r.lot_id
      where r.owner_id = ${me} and r.type = 'transfer' and r.status in ('approved', 'refunded')
    ) s group by 1, 2`);
  for (const row of stock) out.set(`stock of product ${row.product_id} expiring ${row.expiry}`, row.units);

  const lots = await read<{ id: number; v: string }>(sql`
    select id, concat_ws(' ', product_id, expiry_date, units_per_box, cost_price, retail_price) as v
    from inventory_lots where owner_id = ${me}`);
  for (const row of lots) out.set(`lot ${row.id} (product, expiry, box, cost, retail)`, row.v);

  const products = await read<{ id: number; v: string }>(sql`
    select id, concat_ws(' | ', name, barcode, category) as v from products where owner_id = ${me}`);
  for (const row of products) out.set(`product ${row.id}`, row.v);

  const paidIn = await read<{ id: number; v: string }>(sql`
    select id, concat_ws(' ', owner_id, amount) as v from transfer_payments
    where to_owner_id = ${me} and status = 'confirmed'`);
  for (const row of paidIn) out.set(`payment ${row.id} to it that counts (from, amount)`, row.v);

  const returns = await read<{ id: number; status: string }>(sql`
    select id, status from supplier_returns
    where (owner_id = ${me} and type <> 'transfer') or (to_owner_id = ${me} and type = 'transfer' and status <> 'pending')`);
  for (const row of returns) out.set(`return ${row.id} status`, row.status);
  // A return coming back to it that is still pending: new ones are its inbox, a decided one is not.
  const pendingBack = await read<{ id: number }>(sql`
    select id from supplier_returns where to_owner_id = ${me} and type = 'transfer' and status = 'pending'`);
  for (const row of pendingBack) out.set(`return ${row.id} status`, 'pending (to decide)');
  return out;
}

/**
 * What each partner owes `me`, net, in hundredths (negative: `me` owes it): accepted transfers
 * either way, payments that count (confirmed), approved returns of transferred goods either way.
 */
export async function positions(database: Database, me: number): Promise<Map<number, bigint>> {
  const rows = rowsOf<{ partner: number; net: string }>(
    await database.db.execute(sql`
    with flows as (
      select owner_id as creditor, to_owner_id as debtor, total_cost as amount
      from transfers where status = 'accepted' and (owner_id = ${me} or to_owner_id = ${me})
      union all
      select to_owner_id, owner_id, -amount from transfer_payments
      where status = 'confirmed' and (owner_id = ${me} or to_owner_id = ${me})
      union all
      select t.owner_id, t.to_owner_id, -r.total_value
      from supplier_returns r join transfers t on t.id = r.transfer_id and t.to_owner_id = r.owner_id
      where r.type = 'transfer' and r.status in ('approved', 'refunded') and (t.owner_id = ${me} or t.to_owner_id = ${me})
    )
    select case when creditor = ${me} then debtor else creditor end as partner,
      (sum(case when creditor = ${me} then amount else -amount end) * 100)::bigint::text as net
    from flows group by 1`),
  );
  return new Map(rows.map((row) => [Number(row.partner), BigInt(row.net)]));
}

/** What the business must hear of and may find new: its inbox, counted. */
export async function inbox(database: Database, me: number): Promise<Record<string, number>> {
  const [row] = rowsOf<Record<string, number>>(
    await database.db.execute(sql`select
      (select count(*)::int from transfers where to_owner_id = ${me} and status = 'pending') as "pending incoming transfers",
      (select count(*)::int from purchase_requests where owner_id = ${me}) as "purchase requests to it",
      (select count(*)::int from transfer_payments where to_owner_id = ${me} and status = 'pending') as "pending payment claims to it",
      (select count(*)::int from supplier_returns where to_owner_id = ${me} and type = 'transfer') as "returns coming back to it",
      (select count(*)::int from notifications where owner_id = ${me}) as "notifications"`),
  );
  return row ?? {};
}

/** The differences between two fingerprints, in words. */
export function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  const out: string[] = [];
  for (const key of keys) {
    const [was, is] = [before.get(key), after.get(key)];
    if (was === is) continue;
    // A return coming back to it, new and pending, is its inbox.
    if (was === undefined && is === 'pending (to decide)') continue;
    out.push(`${key}: ${was ?? '(none)'} -> ${is ?? '(gone)'}`);
  }
  return out;
}

/** Partners whose debt to `me` fell (or whose claim on it grew) without `me`'s act. */
export function losses(before: Map<number, bigint>, after: Map<number, bigint>): string[] {
  const out: string[] = [];
  for (const partner of new Set([...before.keys(), ...after.keys()])) {
    const [was, is] = [before.get(partner) ?? 0n, after.get(partner) ?? 0n];
    if (is < was) out.push(`what business ${partner} owes it (net, hundredths): ${was} -> ${is}`);
  }
  return out;
}

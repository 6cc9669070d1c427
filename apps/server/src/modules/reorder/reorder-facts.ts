import type { ReorderLot } from '@assist/domain';
import { eq, sql } from 'drizzle-orm';
import { suppliers } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** What the shop's own records say of one product the reorder page lists. */
export interface ReorderFacts {
  productId: number;
  productName: string;
  barcode: string;
  category: string;
  unitsSold: number;
  unitsPerBox: number;
  lots: ReorderLot[];
  lastCostPerBox: string | null;
  supplierId: number | null;
  supplierName: string | null;
  supplierLinkedOwnerId: number | null;
  leadDays: number | null;
  onShortageList: boolean;
  requestedUnits: number;
}

interface FactsRow {
  id: number;
  name: string;
  barcode: string;
  category: string;
  sold: number | null;
  lots: ReorderLot[];
  cost_per_box: string | null;
  box_units: number | null;
  supplier_id: number | null;
  on_shortage: boolean;
  requested: number | null;
}

/**
 * The facts behind every suggestion, in one statement: products sold from `fromDay` to `today`
 * (the dashboard's rollup sales_product_daily, net of customer returns: never the sale lines) or
 * named by an open shortage note; their live lots (not archived, not expired, not recalled, with
 * units); the last purchase (receive or transfer_in movement: cost and packaging per box, supplier
 * and its lead time); and the units already asked for and not received: the shop's pending
 * marketplace purchase requests, approved ones whose transfer is still pending, and pending
 * drafts (boxes x units per box), matched by barcode.
 */
export async function reorderFacts(db: Db, ownerId: number, fromDay: string, today: string): Promise<ReorderFacts[]> {
  const result = await db.transaction(async (tx) => {
    // The per-product subqueries make the planner's estimate large enough for PostgreSQL's JIT,
    // whose compilation costs seconds for a statement that runs in milliseconds.
    await tx.execute(sql`set local jit = off`);
    return tx.execute(sql`
      with sold as (
        select product_id, sum(units)::int as units from sales_product_daily
        where owner_id = ${ownerId} and day between ${fromDay} and ${today}
        group by product_id
      ),
      short as (
        select distinct lower(btrim(product_name)) as name_key from shortage_items
        where owner_id = ${ownerId} and not is_completed
      ),
      -- Sold products by key; noted ones by the (owner, lower(name)) index: no scan of the catalogue.
      cand as (
        select p.id, p.name, p.barcode, p.category, s.units as sold
        from sold s join products p on p.id = s.product_id and p.owner_id = ${ownerId}
        union all
        select p.id, p.name, p.barcode, p.category, null
        from products p
        where p.owner_id = ${ownerId} and lower(p.name) in (select name_key from short)
          and p.id not in (select product_id from sold)
      ),
      asked as (
        select i.barcode, sum(case when r.status = 'approved' then coalesce(i.approved_quantity, 0)
            else i.requested_quantity end)::int as units
        from purchase_requests r join purchase_request_items i on i.purchase_request_id = r.id
        left join transfers t on t.id = r.transfer_id
        where r.retailer_id = ${ownerId}
          and (r.status = 'pending' or (r.status = 'approved' and t.status = 'pending'))
        group by i.barcode
        union all
        select d.barcode, sum(coalesce(d.quantity, 0) * coalesce(d.units_per_box, 1))::int
        from inventory_drafts d
        where d.owner_id = ${ownerId} and not d.is_completed and d.barcode is not null
          and jsonb_typeof(d.source_data->'products') is distinct from 'array'
        group by d.barcode
        union all
        select row->>'barcode', sum(case when row->>'quantityType' = 'unit' then (row->>'quantity')::int
            else (row->>'quantity')::int * coalesce((row->>'unitsPerBox')::int, 1) end)::int
        from inventory_drafts d, jsonb_array_elements(d.source_data->'products') row
        where d.owner_id = ${ownerId} and not d.is_completed and jsonb_typeof(d.source_data->'products') = 'array'
          and row->>'barcode' is not null and row->>'quantity' ~ '^[0-9]+$'
        group by row->>'barcode'
      ),
      asked_sum as (select barcode, sum(units)::int as units from asked group by barcode),
      facts as (
        select c.id, c.name, c.barcode, c.category, c.sold,
          lower(c.name) in (select name_key from short) as on_shortage,
          coalesce((select json_agg(json_build_object('units', l.quantity_units, 'expiryDate', l.expiry_date))
            from inventory_lots l
            where l.owner_id = ${ownerId} and l.product_id = c.id and l.archived_at is null
              and l.recall_id is null and l.quantity_units > 0 and l.expiry_date >= ${today}), '[]') as lots,
          m.cost_per_box::text as cost_per_box, m.supplier_id,
          asked_sum.units as requested,
          coalesce(m.units_per_box, (select l.units_per_box from inventory_lots l
            where l.owner_id = ${ownerId} and l.product_id = c.id order by l.id desc limit 1)) as box_units
        from cand c
        left join lateral (
          select sm.cost_per_box, sm.units_per_box, sm.supplier_id from stock_movements sm
          where sm.owner_id = ${ownerId} and sm.product_id = c.id and sm.kind in ('receive', 'transfer_in')
          order by sm.created_at desc, sm.id desc limit 1
        ) m on true
        left join asked_sum on asked_sum.barcode = c.barcode
      )
      -- One JSON text: thousands of rows cross PGlite's worker far slower than one value.
      select coalesce(json_agg(facts), '[]')::text as facts from facts`);
  });
  const rows = JSON.parse(rowsOf<{ facts: string }>(result)[0]!.facts) as FactsRow[];
  // The tenant's suppliers apart (a few dozen rows): joined per product, the planner scanned them per row.
  const supplierRows = await db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      linkedOwnerId: suppliers.linkedOwnerId,
      leadDays: suppliers.leadDays,
    })
    .from(suppliers)
    .where(eq(suppliers.ownerId, ownerId));
  const supplierOf = new Map(supplierRows.map((row) => [row.id, row]));
  return rows.map((row) => ({
    productId: Number(row.id),
    productName: row.name,
    barcode: row.barcode,
    category: row.category,
    unitsSold: Number(row.sold ?? 0),
    unitsPerBox: Math.max(1, Number(row.box_units ?? 1)),
    lots: row.lots.map((lot) => ({
      units: Number(lot.units),
      expiryDate: lot.expiryDate,
    })),
    lastCostPerBox: row.cost_per_box,
    supplierId: row.supplier_id === null ? null : Number(row.supplier_id),
    supplierName: supplierOf.get(Number(row.supplier_id))?.name ?? null,
    supplierLinkedOwnerId: supplierOf.get(Number(row.supplier_id))?.linkedOwnerId ?? null,
    leadDays: supplierOf.get(Number(row.supplier_id))?.leadDays ?? null,
    onShortageList: Boolean(row.on_shortage),
    requestedUnits: Number(row.requested ?? 0),
  }));
}

import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../apps/server/src/db/client.js';

/** How much one business holds: a year of a small pharmacy's trade. */
export interface BusinessSize {
  /** Products in the catalogue; every third has a second lot (another expiry). */
  products: number;
  /** Sales a day over the last 365 days, 1 to 3 lines each (2 on average). */
  salesPerDay: number;
}

/** A whole number written into the SQL text (generate_series needs its type known). */
const n = (value: number) => sql.raw(String(Math.trunc(value)));

const SUPPLIERS = 8;
const ORDERS = 24;
const PAID_ORDERS = 20;

const productNames = sql.raw(`array['Paracetamol','Amoxicillin','Ibuprofen','Omeprazole','Metformin','Atorvastatin',
  'Amlodipine','Losartan','Azithromycin','Ciprofloxacin','Cetirizine','Loratadine','Diclofenac','Naproxen','Aspirin',
  'Clopidogrel','Simvastatin','Lisinopril','Salbutamol','Prednisolone','Dexamethasone','Metronidazole','Doxycycline',
  'Fluconazole','Ranitidine','Esomeprazole','Pantoprazole','Domperidone','Ondansetron','Loperamide','Vitamin C',
  'Vitamin D3','Folic Acid','Ferrous Sulfate','Zinc Oxide','Calcium Carbonate','Magnesium','Insulin Glargine',
  'Gliclazide','Bisoprolol','Carvedilol','Furosemide','Spironolactone','Warfarin','Levothyroxine','Montelukast',
  'Budesonide','Hydrocortisone','Clotrimazole','Miconazole','Acyclovir','Cefixime','Cefuroxime','Clarithromycin',
  'Tramadol','Gabapentin','Sertraline','Fluoxetine','Baby Wipes','Sunscreen']`);
const forms = sql.raw(`array['Tablets','Capsules','Syrup','Suspension','Cream','Drops','Injection','Sachets']`);
const categories = sql.raw(
  `array['medications','medications','medications','vitamins','personal_care','baby_care','first_aid','medical_devices']`,
);

/**
 * `count` businesses (active pharmacies on the super plan, UTC, all with `passwordHash`) with a
 * year's trade each, written in bulk SQL for all of them at once, the way the app's writers leave
 * it: suppliers; products and lots; 24 supplier invoices whose lines received every lot (a receive
 * movement each), 20 of them paid (every fourth with a 2% discount); sales with their lines and a
 * sale movement per line; a customer return of the first line of every 80th sale (a sale_return
 * movement); 3 approved returns to supplier (a supplier_return movement); an expense every third
 * day. Every lot's quantity is then set to the sum of its movements (never negative: each lot
 * received what it sold plus a remainder). Triggers are off during the load (a restore's way), so
 * the dashboard's rollups are counted at the end as dashboard_rebuild_rollups counts them (UTC days).
 * Returns the new owners' ids, in order.
 */
export async function addBusinesses(
  db: Db,
  passwordHash: string,
  first: number,
  count: number,
  size: BusinessSize,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const run = async (query: ReturnType<typeof sql>) => {
      const started = performance.now();
      const result = await tx.execute(query);
      if (process.env.CAPACITY_TRACE === '1') {
        const text = new PgDialect().sqlToQuery(query).sql.replace(/\s+/g, ' ').slice(0, 70);
        console.error(`${Math.round(performance.now() - started)} ms  ${text}`);
      }
      return result;
    };
    await run(sql`set local session_replication_role = replica`);
    await run(sql`create temp table cap_owners (id integer primary key) on commit drop`);
    await run(sql`
      with made as (
        insert into users (email, password_hash, first_name, last_name, user_type, retailer_type, business_name,
          email_verified, is_active, subscription_plan, subscription_status, time_zone, created_at)
        select 'capacity-' || g || '@bench.assist', ${passwordHash}, 'Owner', 'No ' || g, 'retailer', 'pharmacy',
          'Pharmacy ' || g, true, true, 'super', 'active', 'UTC', now() - interval '400 days'
        from generate_series(${n(first)}, ${n(first + count - 1)}) g
        returning id
      )
      insert into cap_owners select id from made`);
    await addCatalogue(run, size);
    await addSales(run, size);
    await addReceiving(run);
    await addMoneyOut(run);
    await run(sql`
      update inventory_lots l set quantity_units = m.units
      from (select lot_id, sum(quantity_units)::int as units from stock_movements
        where owner_id in (select id from cap_owners) group by lot_id) m
      where l.id = m.lot_id`);
    await addRollups(run);
    const ids = (await run(sql`select id from cap_owners order by id`)) as unknown as
      | { rows: { id: number }[] }
      | { id: number }[];
    const rows = Array.isArray(ids) ? ids : ids.rows;
    return rows.map((row) => row.id);
  });
}

type Run = (query: ReturnType<typeof sql>) => Promise<unknown>;

async function addCatalogue(run: Run, size: BusinessSize): Promise<void> {
  await run(sql`
    insert into suppliers (owner_id, name, contact, phone)
    select o.id, (array['Tigris','MedSupply','Rafidain','Babylon','Zagros','Euphrates','Nineveh','Sumer'])[1 + s]
      || ' Medical', 'Contact ' || s, '+964 770 000 ' || lpad(s::text, 4, '0')
    from cap_owners o, generate_series(0, ${n(SUPPLIERS - 1)}) s`);
  await run(sql`
    create temp table cap_sup on commit drop as
    select owner_id, id, (row_number() over (partition by owner_id order by id) - 1)::int as no
    from suppliers where owner_id in (select id from cap_owners)`);
  await run(sql`
    insert into products (owner_id, name, barcode, category)
    select o.id,
      (${productNames})[1 + g % 60] || ' ' || ((g / 60) % 20 + 1) * 25 || 'mg ' || (${forms})[1 + (g / 1200) % 8],
      '62' || lpad(o.id::text, 7, '0') || lpad(g::text, 4, '0'), (${categories})[1 + g % 8]
    from cap_owners o, generate_series(0, ${n(size.products - 1)}) g`);
  // One lot per product, a second (another expiry) for every third; product_name_lower as the trigger sets it.
  await run(sql`
    with pl as (
      select p.owner_id, p.id as product_id, lower(p.name) as lname, k,
        (row_number() over (partition by p.owner_id order by p.id, k) - 1)::int as no
      from products p, generate_series(1, 2) k
      where p.owner_id in (select id from cap_owners) and (k = 1 or p.id % 3 = 0)
    )
    insert into inventory_lots (owner_id, product_id, supplier_id, expiry_date, units_per_box, cost_price, retail_price,
      quantity_units, product_name_lower, created_at, updated_at)
    select pl.owner_id, pl.product_id, s.id, current_date + ((pl.product_id * 37 + pl.k * 113) % 900 - 60),
      1 + pl.product_id % 10, ((1 + pl.product_id % 97) * 0.75)::numeric(14, 2),
      ((1 + pl.product_id % 97) * 0.95)::numeric(14, 2), 0, pl.lname, now() - interval '366 days', now()
    from pl join cap_sup s on s.owner_id = pl.owner_id and s.no = pl.no % ${n(SUPPLIERS)}`);
  await run(sql`
    create temp table cap_lot on commit drop as
    select l.id, l.owner_id, l.product_id, l.supplier_id, s.no as supplier_no, l.units_per_box, l.cost_price,
      l.retail_price, (row_number() over (partition by l.owner_id order by l.id) - 1)::int as no,
      count(*) over (partition by l.owner_id)::int as n
    from inventory_lots l join cap_sup s on s.id = l.supplier_id
    where l.owner_id in (select id from cap_owners)`);
  await run(sql`create index on cap_lot (owner_id, no)`);
  await run(sql`analyze cap_lot`);
}

async function addSales(run: Run, size: BusinessSize): Promise<void> {
  const perOwner = Math.max(1, Math.round(size.salesPerDay * 365));
  // Lines first (1 to 3 a sale, 1 or 2 units of a lot picked with a skew), so each sale's totals are known.
  await run(sql`
    create temp table cap_line on commit drop as
    select o.id as owner_id, g, line, 1 + (g + line) % 2 as units,
      floor(n.n * power(((g::bigint * 7919 + line * 104729 + o.id) % 10007) / 10007.0, 2))::int as lot_no
    from cap_owners o
    join (select owner_id, max(n) as n from cap_lot group by owner_id) n on n.owner_id = o.id,
      generate_series(0, ${n(perOwner - 1)}) g,
      lateral generate_series(1, 1 + (g * 31 + o.id) % 3) line`);
  await run(sql`
    create temp table cap_priced on commit drop as
    select c.owner_id, c.g, c.line, c.units, l.id as lot_id, l.product_id, l.units_per_box, l.cost_price,
      greatest(0.01, round(l.retail_price / l.units_per_box, 2)) as unit_price,
      (l.cost_price / l.units_per_box)::numeric(14, 4) as unit_cost
    from cap_line c join cap_lot l on l.owner_id = c.owner_id and l.no = c.lot_no`);
  await run(sql`
    create temp table cap_sale (id integer, owner_id integer, g integer, sold_at timestamptz, subtotal numeric,
      tax numeric) on commit drop`);
  await run(sql`
    with made as (
      insert into sales (owner_id, sale_ref, client_sale_id, payment_method, status, subtotal, tax_rate, tax, total,
        sold_at, created_at)
      select t.owner_id, 'S-' || lpad(t.g::text, 6, '0'), gen_random_uuid(),
        (array['cash','cash','card','digital_wallet'])[1 + t.g % 4],
        case when t.g % 80 = 0 then (case when t.lines = 1 then 'returned' else 'partially_returned' end)
          else 'completed' end,
        t.subtotal, 5, round(t.subtotal * 0.05, 2), t.subtotal + round(t.subtotal * 0.05, 2), t.at, t.at
      from (
        select owner_id, g, count(*) as lines, sum(unit_price * units) as subtotal,
          now() - interval '365 days' + (g::float8 / ${n(perOwner)}) * interval '365 days' as at
        from cap_priced group by owner_id, g
      ) t
      order by t.at, t.owner_id
      returning id, owner_id, sale_ref, sold_at, subtotal, tax
    )
    insert into cap_sale select id, owner_id, substr(sale_ref, 3)::int, sold_at, subtotal, tax from made`);
  await run(sql`analyze cap_sale`);
  await run(sql`
    create temp table cap_item on commit drop as
    select nextval('sale_items_id_seq')::int as id, c.*, s.id as sale_id, s.sold_at
    from cap_priced c join cap_sale s on s.owner_id = c.owner_id and s.g = c.g
    order by s.id, c.line`);
  await run(sql`analyze cap_item`);
  await run(sql`
    insert into sale_items (id, owner_id, sale_id, lot_id, product_id, quantity, unit_type, units, unit_price,
      total_price, unit_cost, returned_units)
    select id, owner_id, sale_id, lot_id, product_id, units, 'unit', units, unit_price, unit_price * units, unit_cost,
      case when g % 80 = 0 and line = 1 then units else 0 end
    from cap_item order by id`);
  await run(sql`
    insert into stock_movements (owner_id, lot_id, product_id, kind, quantity_units, cost_per_box, units_per_box,
      reference, created_at)
    select owner_id, lot_id, product_id, 'sale', -units, cost_price, units_per_box, 'S-' || lpad(g::text, 6, '0'),
      sold_at
    from cap_item order by id`);
  // The first line of every 80th sale came back the next day.
  await run(sql`
    create temp table cap_ret on commit drop as
    select id as item_id, owner_id, sale_id, lot_id, product_id, units, unit_price * units as total_price,
      'S-' || lpad(g::text, 6, '0') as sale_ref, least(sold_at + interval '1 day', now()) as at, cost_price,
      units_per_box, unit_cost
    from cap_item where g % 80 = 0 and line = 1`);
  await run(sql`
    with made as (
      insert into sale_returns (owner_id, sale_id, amount, tax, created_at)
      select owner_id, sale_id, total_price, round(total_price * 0.05, 2), at from cap_ret
      returning id, sale_id
    )
    insert into sale_return_items (owner_id, return_id, sale_item_id, quantity, units, amount, reason)
    select r.owner_id, m.id, r.item_id, r.units, r.units, r.total_price, 'Damaged'
    from made m join cap_ret r on r.sale_id = m.sale_id`);
  await run(sql`
    insert into stock_movements (owner_id, lot_id, product_id, kind, quantity_units, cost_per_box, units_per_box,
      reference, created_at)
    select owner_id, lot_id, product_id, 'sale_return', units, cost_price, units_per_box, sale_ref, at from cap_ret`);
}

/** The invoices that received every lot: what it sold (net of returns) plus a remainder of boxes. */
async function addReceiving(run: Run): Promise<void> {
  await run(sql`
    insert into supplier_orders (owner_id, supplier_id, order_ref, description, is_paid, created_at, updated_at)
    select s.owner_id, s.id, 'INV-' || lpad(k::text, 3, '0'), 'Monthly order', k < ${n(PAID_ORDERS)},
      now() - interval '380 days' + k * interval '15 days', now() - interval '380 days' + k * interval '15 days'
    from cap_sup s, generate_series(0, ${n(ORDERS - 1)}) k
    where k % ${n(SUPPLIERS)} = s.no`);
  await run(sql`
    with sold as (select lot_id, -sum(units) as net from cap_item group by lot_id)
    insert into supplier_order_items (owner_id, order_id, lot_id, product_id, quantity_boxes, units_per_box,
      cost_per_box, created_at)
    select l.owner_id, o.id, l.id, l.product_id,
      ceil((coalesce(-s.net, 0) + 2 + (l.no * 7 % 30) * l.units_per_box)::numeric / l.units_per_box)::int,
      l.units_per_box, l.cost_price, o.created_at
    from cap_lot l left join sold s on s.lot_id = l.id
    join supplier_orders o on o.owner_id = l.owner_id and o.supplier_id = l.supplier_id
      and o.order_ref = 'INV-' || lpad((l.supplier_no + ${n(SUPPLIERS)} * (l.no % 3))::text, 3, '0')`);
  await run(sql`
    insert into stock_movements (owner_id, lot_id, product_id, kind, quantity_units, cost_per_box, units_per_box,
      reference, supplier_id, supplier_order_id, created_at)
    select i.owner_id, i.lot_id, i.product_id, 'receive', i.quantity_boxes * i.units_per_box, i.cost_per_box,
      i.units_per_box, o.order_ref, o.supplier_id, o.id, o.created_at
    from supplier_order_items i join supplier_orders o on o.id = i.order_id
    where i.owner_id in (select id from cap_owners)`);
  await run(sql`
    update supplier_orders o set total = t.total
    from (select order_id, sum(quantity_boxes * cost_per_box) as total from supplier_order_items
      where owner_id in (select id from cap_owners) group by order_id) t
    where o.id = t.order_id`);
  // Three approved returns of one unit to the supplier of the lot (each lot kept 2 units or more).
  await run(sql`
    with picked as (
      select l.*, i.id as item_id, i.order_id from cap_lot l join supplier_order_items i on i.lot_id = l.id
      where l.no < 3
    ),
    made as (
      insert into supplier_returns (owner_id, type, supplier_id, supplier_order_id, supplier_order_item_id, lot_id,
        product_id, quantity, unit_type, units, unit_price, total_value, return_reason, return_type, status, decided_at)
      select owner_id, 'supplier_order', supplier_id, order_id, item_id, id, product_id, 1, 'unit', 1,
        (cost_price / units_per_box)::numeric(14, 4), round(cost_price / units_per_box, 2), 'Damaged box',
        'damaged', 'approved', now() - interval '30 days'
      from picked
      returning lot_id, supplier_order_id
    )
    insert into stock_movements (owner_id, lot_id, product_id, kind, quantity_units, cost_per_box, units_per_box,
      reference, supplier_id, supplier_order_id, created_at)
    select p.owner_id, p.id, p.product_id, 'supplier_return', -1, p.cost_price, p.units_per_box, 'Damaged box',
      p.supplier_id, p.order_id, now() - interval '30 days'
    from made m join picked p on p.id = m.lot_id`);
}

/** Payments of the paid invoices (one each, every fourth with a 2% discount) and the expenses. */
async function addMoneyOut(run: Run): Promise<void> {
  await run(sql`
    create temp table cap_paid on commit drop as
    select o.id as order_id, o.owner_id, o.supplier_id, o.total, o.created_at + interval '10 days' as paid_at,
      case when substr(o.order_ref, 5)::int % 4 = 0 then round(o.total * 0.02, 2) else 0 end as discount
    from supplier_orders o where o.owner_id in (select id from cap_owners) and o.is_paid`);
  await run(sql`
    with made as (
      insert into supplier_payments (owner_id, supplier_id, amount, original_amount, discount_percentage,
        discount_amount, paid_at, created_at)
      select owner_id, supplier_id, total - discount, total, case when discount > 0 then 2 else 0 end, discount,
        paid_at, paid_at
      from cap_paid
      returning id, owner_id, supplier_id, paid_at
    )
    insert into supplier_payment_orders (payment_id, order_id, amount_due)
    select m.id, p.order_id, p.total from made m
    join cap_paid p on p.owner_id = m.owner_id and p.supplier_id = m.supplier_id and p.paid_at = m.paid_at`);
  await run(sql`
    insert into expenses (owner_id, title, amount, category, expense_date, created_at)
    select o.id, (array['Rent','Electricity','Salaries','Cleaning supplies','Advertising','Water'])[1 + g % 6],
      (array[900, 120.5, 1500, 35.75, 60, 22.4])[1 + g % 6],
      (array['rent','utilities','salaries','supplies','marketing','utilities'])[1 + g % 6],
      current_date - g * 3, now() - g * interval '3 days'
    from cap_owners o, generate_series(0, 121) g`);
}

/** sales_daily and sales_product_daily as dashboard_rebuild_rollups (migration 0011) counts them, all owners at once. */
async function addRollups(run: Run): Promise<void> {
  await run(sql`
    insert into sales_product_daily (owner_id, day, product_id, units, revenue, cost)
    select owner_id, day, product_id, sum(units), sum(revenue), sum(cost) from (
      select owner_id, (sold_at at time zone 'UTC')::date as day, product_id, units, unit_price * units as revenue,
        unit_cost * units as cost
      from cap_item
      union all
      select owner_id, (at at time zone 'UTC')::date, product_id, -units, -total_price, -(unit_cost * units)
      from cap_ret
    ) lines group by 1, 2, 3`);
  await run(sql`
    insert into sales_daily (owner_id, day, sales_count, subtotal, tax, cost, returns_count, returns_amount, returns_tax,
      returns_cost)
    select owner_id, day, sum(sales_count), sum(subtotal), sum(tax), sum(cost), sum(returns_count), sum(returns_amount),
      sum(returns_tax), sum(returns_cost) from (
      select owner_id, (sold_at at time zone 'UTC')::date as day, count(*) as sales_count, sum(subtotal) as subtotal,
        sum(tax) as tax, 0 as cost, 0 as returns_count, 0 as returns_amount, 0 as returns_tax, 0 as returns_cost
      from cap_sale group by 1, 2
      union all
      select owner_id, (sold_at at time zone 'UTC')::date, 0, 0, 0, sum(unit_cost * units), 0, 0, 0, 0
      from cap_item group by 1, 2
      union all
      select owner_id, (at at time zone 'UTC')::date, 0, 0, 0, 0, count(*), sum(total_price),
        sum(round(total_price * 0.05, 2)), sum(unit_cost * units)
      from cap_ret group by 1, 2
    ) parts group by 1, 2`);
}

/**
 * What the load must leave true for one business, as counts of rows that break it (all 0 when
 * sound): lots whose quantity is not their movements' sum or is negative, sale lines whose sale
 * totals disagree, and rollup rows that differ from what dashboard_rebuild_rollups recounts.
 */
export async function checkBusiness(db: Db, ownerId: number): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const count = async (query: ReturnType<typeof sql>) => {
      const result = (await tx.execute(query)) as unknown as { rows: { n: string }[] };
      return Number(result.rows[0]!.n);
    };
    const lots = await count(sql`
      select count(*) as n from inventory_lots l
      where l.owner_id = ${ownerId} and (l.quantity_units < 0 or l.quantity_units <>
        (select coalesce(sum(m.quantity_units), 0) from stock_movements m where m.lot_id = l.id))`);
    const sales = await count(sql`
      select count(*) as n from sales s
      where s.owner_id = ${ownerId} and s.subtotal <> (select sum(total_price) from sale_items i where i.sale_id = s.id)`);
    await tx.execute(
      sql`create temp table cap_daily on commit drop as select * from sales_daily where owner_id = ${ownerId}`,
    );
    await tx.execute(sql`
      create temp table cap_product_daily on commit drop as
      select * from sales_product_daily where owner_id = ${ownerId}`);
    await tx.execute(sql`select dashboard_rebuild_rollups(${ownerId})`);
    const rollups = await count(sql`
      select (select count(*) from ((select * from cap_daily except select * from sales_daily where owner_id = ${ownerId})
        union all (select * from sales_daily where owner_id = ${ownerId} except select * from cap_daily)) d)
      + (select count(*) from ((select * from cap_product_daily
          except select * from sales_product_daily where owner_id = ${ownerId})
        union all (select * from sales_product_daily where owner_id = ${ownerId} except select * from cap_product_daily)) d)
      as n`);
    return { 'lots off their movements': lots, 'sales off their lines': sales, 'rollup rows off a recount': rollups };
  });
}

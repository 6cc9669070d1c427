import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';

const categories = sql.raw(
  `array['medications','medications','medications','vitamins','personal_care','baby_care','first_aid','medical_devices']`,
);

/**
 * A year of a busy shop's trade in bulk SQL (generate_series), consistent with what checkout and
 * returns write: `products` products with one lot each (every 40th nearly sold out, so the low
 * stock card has work); `lines` sale lines of one unit, 3 per sale, sales spread evenly over the
 * last 365 days and stored in time order (ids grow with sold_at, as real sales do); products
 * picked with a skew (a few sell a lot); 5% tax; the first line of every 100th sale returned two
 * days later; a supplier payment with a 5% discount every week and an expense every third day.
 */
export async function tradeTenant(db: Db, ownerId: number, products: number, lines: number): Promise<void> {
  const sales = Math.ceil(lines / 3);
  await db.transaction(async (tx) => {
    // A bulk load, as a restore would do it: triggers off, then the dashboard rollups recounted.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into suppliers (owner_id, name, contact, phone)
      values (${ownerId}, 'Tigris Medical', 'Sami', '+964 770 000 0001')`);
    await tx.execute(sql`
      insert into products (owner_id, name, barcode, category)
      select ${ownerId}, 'Product ' || lpad(g::text, 5, '0'), '63' || lpad(${ownerId}::text, 5, '0') || lpad(g::text, 6, '0'),
        (${categories})[1 + g % 8]
      from generate_series(0, ${products - 1}) g`);
    await tx.execute(sql`
      insert into inventory_lots (owner_id, product_id, supplier_id, expiry_date, units_per_box, cost_price, retail_price,
        quantity_units)
      select p.owner_id, p.id, (select id from suppliers where owner_id = ${ownerId} limit 1), current_date + 400, 1,
        (1 + p.id % 50)::numeric(14, 2), ((1 + p.id % 50) * 1.3)::numeric(14, 2),
        case when p.id % 40 = 0 then p.id % 9 else 500 end
      from products p where p.owner_id = ${ownerId}`);
    await tx.execute(sql`
      insert into sales (owner_id, sale_ref, client_sale_id, payment_method, status, subtotal, tax_rate, tax, total,
        sold_at, created_at)
      select ${ownerId}, 'SALE-BENCH' || g, gen_random_uuid(), 'cash', 'completed', 0, 5, 0, 0, at, at
      from generate_series(0, ${sales - 1}) g,
        lateral (select now() - interval '365 days' + (g::float8 / ${sales}) * interval '365 days' as at) t
      order by g`);
    // Sales ids of this tenant are consecutive (one statement): sale g is first + g.
    await tx.execute(sql`
      with first as (select min(id) as id from sales where owner_id = ${ownerId}),
      lots as (
        select id, product_id, cost_price, retail_price, row_number() over (order by id) - 1 as no
        from inventory_lots where owner_id = ${ownerId}
      )
      insert into sale_items (owner_id, sale_id, lot_id, product_id, quantity, unit_type, units, unit_price, total_price,
        unit_cost)
      select ${ownerId}, first.id + g / 3, l.id, l.product_id, 1, 'unit', 1, l.retail_price, l.retail_price, l.cost_price
      from first, generate_series(0, ${lines - 1}) g
      join lots l on l.no = floor(${products} * power(((g::bigint * 7919) % 10007) / 10007.0, 2))::int
      order by g`);
    await tx.execute(sql`
      update sales s set subtotal = t.subtotal, tax = round(t.subtotal * 0.05, 2),
        total = t.subtotal + round(t.subtotal * 0.05, 2)
      from (select sale_id, sum(total_price) as subtotal from sale_items where owner_id = ${ownerId} group by sale_id) t
      where s.id = t.sale_id`);
    await tx.execute(sql`analyze sales, sale_items`);
    await tx.execute(sql`
      with firsts as (
        select min(id) as item_id from sale_items where owner_id = ${ownerId} and sale_id % 100 = 0 group by sale_id
      ),
      picked as (
        select si.id as item_id, si.sale_id, si.total_price, s.sold_at
        from firsts f join sale_items si on si.id = f.item_id join sales s on s.id = si.sale_id
      ),
      made as (
        insert into sale_returns (owner_id, sale_id, amount, tax, created_at)
        select ${ownerId}, sale_id, total_price, round(total_price * 0.05, 2), least(sold_at + interval '2 days', now())
        from picked
        returning id, sale_id, amount
      )
      insert into sale_return_items (owner_id, return_id, sale_item_id, quantity, units, amount, reason)
      select ${ownerId}, m.id, p.item_id, 1, 1, m.amount, 'Damaged' from made m join picked p on p.sale_id = m.sale_id`);
    await tx.execute(sql`
      update sale_items si set returned_units = 1 from sale_return_items ri
      where ri.owner_id = ${ownerId} and si.id = ri.sale_item_id`);
    await tx.execute(sql`
      update sales set status = 'partially_returned' where owner_id = ${ownerId}
        and id in (select sale_id from sale_returns where owner_id = ${ownerId})`);
    await tx.execute(sql`
      insert into supplier_payments (owner_id, supplier_id, amount, original_amount, discount_percentage, discount_amount,
        paid_at)
      select ${ownerId}, (select id from suppliers where owner_id = ${ownerId} limit 1), 950, 1000, 5, 50,
        now() - g * interval '7 days'
      from generate_series(0, 51) g`);
    await tx.execute(sql`
      insert into expenses (owner_id, title, amount, category, expense_date)
      select ${ownerId}, 'Electricity', 120.50, 'utilities', current_date - g * 3
      from generate_series(0, 121) g`);
    await tx.execute(sql`select dashboard_rebuild_rollups(${ownerId})`);
  });
}

/**
 * `tenants` other shops in a few statements, each with 5 products and lots and `salesEach` sales
 * of 2 lines over the same year: rows of other tenants beside the one measured.
 */
export async function otherTenants(
  db: Db,
  passwordHash: string,
  tenants: number,
  salesEach: number,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const created = await tx.execute(sql`
      insert into users (email, password_hash, first_name, last_name, user_type, retailer_type, business_name,
        email_verified, is_active, subscription_plan, subscription_status)
      select 'bench-other-' || g || '-' || md5(random()::text) || '@bench.assist', ${passwordHash}, 'Other', 'Shop',
        'retailer', 'pharmacy', 'Other Pharmacy ' || g, true, true, 'advance', 'active'
      from generate_series(1, ${tenants}) g
      returning id`);
    await tx.execute(sql`set local session_replication_role = replica`);
    const ids = (created as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
    const owners = sql`(select unnest(${sql.raw(`array[${ids.join(',')}]::int[]`)}) as id)`;
    await tx.execute(sql`
      insert into products (owner_id, name, barcode, category)
      select o.id, 'Other product ' || k, '64' || lpad(o.id::text, 6, '0') || k, (${categories})[1 + k]
      from ${owners} o, generate_series(1, 5) k`);
    await tx.execute(sql`
      insert into inventory_lots (owner_id, product_id, expiry_date, units_per_box, cost_price, retail_price, quantity_units)
      select p.owner_id, p.id, current_date + 300, 1, 2, 3, 1000
      from products p where p.owner_id in (select id from ${owners} x)`);
    await tx.execute(sql`
      insert into sales (owner_id, sale_ref, client_sale_id, payment_method, status, subtotal, tax_rate, tax, total,
        sold_at, created_at)
      select o.id, 'SALE-OTHER' || g, gen_random_uuid(), 'cash', 'completed', 6, 0, 0, 6, at, at
      from ${owners} o, generate_series(0, ${salesEach - 1}) g,
        lateral (select now() - interval '365 days' + (g::float8 / ${salesEach}) * interval '365 days' as at) t`);
    await tx.execute(sql`
      with l as (
        select id, product_id, owner_id, row_number() over (partition by owner_id order by id) as k
        from inventory_lots where owner_id in (select id from ${owners} x)
      )
      insert into sale_items (owner_id, sale_id, lot_id, product_id, quantity, unit_type, units, unit_price, total_price,
        unit_cost)
      select s.owner_id, s.id, l.id, l.product_id, 1, 'unit', 1, 3, 3, 2
      from sales s join l on l.owner_id = s.owner_id and l.k <= 2
      where s.owner_id in (select id from ${owners} x)`);
    await tx.execute(sql`select dashboard_rebuild_rollups(o.id) from ${owners} o`);
    return ids;
  });
}

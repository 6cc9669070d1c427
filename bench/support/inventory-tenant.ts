import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import { rowsOf } from '../../apps/server/src/db/rows.js';
import { users } from '../../apps/server/src/db/schema/index.js';
import { hashPassword } from '../../apps/server/src/platform/passwords.js';

export const BENCH_PASSWORD = 'bench-secret-1';

/** An active retailer on the super plan, inserted directly: a tenant to fill with stock. */
export async function createOwner(db: Db, passwordHash: string): Promise<{ id: number; email: string }> {
  const [row] = await db
    .insert(users)
    .values({
      email: `bench-${randomUUID().slice(0, 8)}@bench.assist`,
      passwordHash,
      firstName: 'Bench',
      lastName: 'Owner',
      userType: 'retailer',
      retailerType: 'pharmacy',
      businessName: 'Bench Pharmacy',
      emailVerified: true,
      isActive: true,
      subscriptionPlan: 'super',
      subscriptionStatus: 'active',
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('bench owner not created');
  return row;
}

export const benchPasswordHash = () => hashPassword(BENCH_PASSWORD);

/**
 * Stocks a tenant in bulk SQL, consistent with what receiving writes: `products` products with
 * pharmacy-like names (60 bases x 20 strengths x 8 forms, unique up to 9,600) and scattered
 * 13-digit barcodes; 40 suppliers (10 names x 4 kinds, e.g. "Tigris Medical"); lots 1 and 2 of every
 * product and lot 3 of every other one (so 2.5 lots per product), each with its receive movement
 * and its line on the supplier's invoice; plus an archived lot for one product in 16.
 * Expiry dates spread from 90 days ago to 2.3 years ahead; stock from 1 to 40 boxes.
 */
export async function stockTenant(db: Db, ownerId: number, products: number): Promise<void> {
  await db.transaction(async (tx) => fill(tx as unknown as Db, ownerId, products));
}

async function fill(db: Db, ownerId: number, products: number): Promise<void> {
  await db.execute(sql`
    insert into suppliers (owner_id, name, contact, phone)
    select ${ownerId},
      (array['Tigris','MedSupply','Rafidain','Babylon','Zagros','Euphrates','Nineveh','Sumer','Karbala','Basra'])[1 + s % 10]
        || ' ' || (array['Medical','Pharma','Trading','Distribution'])[1 + s / 10],
      'Contact ' || s, '+964 770 000 ' || lpad(s::text, 4, '0')
    from generate_series(0, 39) s`);
  await db.execute(sql`
    insert into products (owner_id, name, barcode, category)
    select ${ownerId},
      (array['Paracetamol','Amoxicillin','Ibuprofen','Omeprazole','Metformin','Atorvastatin','Amlodipine',
        'Losartan','Azithromycin','Ciprofloxacin','Cetirizine','Loratadine','Diclofenac','Naproxen','Aspirin',
        'Clopidogrel','Simvastatin','Lisinopril','Salbutamol','Prednisolone','Dexamethasone','Metronidazole',
        'Doxycycline','Fluconazole','Ranitidine','Esomeprazole','Pantoprazole','Domperidone','Ondansetron',
        'Loperamide','Vitamin C','Vitamin D3','Folic Acid','Ferrous Sulfate','Zinc Oxide','Calcium Carbonate',
        'Magnesium','Insulin Glargine','Gliclazide','Bisoprolol','Carvedilol','Furosemide','Spironolactone',
        'Warfarin','Levothyroxine','Montelukast','Budesonide','Hydrocortisone','Clotrimazole','Miconazole',
        'Acyclovir','Cefixime','Cefuroxime','Clarithromycin','Tramadol','Gabapentin','Sertraline',
        'Fluoxetine','Baby Wipes','Sunscreen'])[1 + g % 60]
        || ' ' || ((g / 60) % 20 + 1) * 25 || 'mg '
        || (array['Tablets','Capsules','Syrup','Suspension','Cream','Drops','Injection','Sachets'])[1 + (g / 1200) % 8],
      '62' || lpad((${ownerId} % 100)::text, 2, '0') || lpad(((g::bigint * 7919 + 12345) % 1000000000)::text, 9, '0'),
      (array['medications','medications','medications','vitamins','personal_care','baby_care'])[1 + g % 6]
    from generate_series(0, ${products - 1}) g`);
  await db.execute(sql`
    insert into supplier_orders (owner_id, supplier_id, order_ref, description)
    select ${ownerId}, s.id, 'INV-' || s.id || '-' || k, 'bench stock'
    from suppliers s, generate_series(1, 4) k
    where s.owner_id = ${ownerId}`);
  // One row per lot: its product, which receipt (k) and a supplier picked from the product's id.
  await db.execute(sql`
    with s as (select id, row_number() over (order by id) - 1 as no from suppliers where owner_id = ${ownerId}),
    b as (
      select p.id as product_id, (p.id * 7 + k) % 40 as supplier_no, 1 + p.id % 30 as units_per_box,
        1 + (p.id * 13 + k * 7) % 40 as boxes, ((1 + p.id % 97) * 250)::numeric(14, 2) as cost,
        current_date + ((p.id * 37 + k * 113) % 900 - 90) as expiry, case when k = 4 then now() end as archived_at
      from products p, generate_series(1, 4) k
      where p.owner_id = ${ownerId} and (k <= 2 or (k = 3 and p.id % 2 = 0) or (k = 4 and p.id % 16 = 0))
    )
    insert into inventory_lots (owner_id, product_id, supplier_id, expiry_date, units_per_box, cost_price,
      retail_price, quantity_units, archived_at)
    select ${ownerId}, b.product_id, s.id, b.expiry, b.units_per_box, b.cost, b.cost * 1.25,
      case when b.archived_at is null then b.units_per_box * b.boxes else 0 end, b.archived_at
    from b join s on s.no = b.supplier_no`);
  await db.execute(sql`
    insert into supplier_order_items (owner_id, order_id, lot_id, product_id, quantity_boxes, units_per_box, cost_per_box)
    select l.owner_id, o.id, l.id, l.product_id, greatest(1, l.quantity_units / l.units_per_box), l.units_per_box,
      l.cost_price
    from inventory_lots l
    join supplier_orders o on o.owner_id = l.owner_id and o.supplier_id = l.supplier_id
      and o.order_ref = 'INV-' || l.supplier_id || '-' || (1 + l.id % 4)
    where l.owner_id = ${ownerId}`);
  // The receipt, then for archived lots the write-off that emptied them (as delete-inventory-item does).
  await db.execute(sql`
    insert into stock_movements (owner_id, lot_id, product_id, kind, quantity_units, cost_per_box, units_per_box,
      reference, supplier_id, supplier_order_id)
    select l.owner_id, l.id, l.product_id, 'receive', i.quantity_boxes * l.units_per_box, l.cost_price,
      l.units_per_box, o.order_ref, l.supplier_id, o.id
    from inventory_lots l
    join supplier_order_items i on i.lot_id = l.id
    join supplier_orders o on o.id = i.order_id
    where l.owner_id = ${ownerId}
    union all
    select l.owner_id, l.id, l.product_id, 'adjustment', -i.quantity_boxes * l.units_per_box, l.cost_price,
      l.units_per_box, null, null, null
    from inventory_lots l
    join supplier_order_items i on i.lot_id = l.id
    where l.owner_id = ${ownerId} and l.archived_at is not null`);
  await db.execute(sql`
    update supplier_orders o set total = t.total
    from (select order_id, sum(quantity_boxes * cost_per_box) as total from supplier_order_items
      where owner_id = ${ownerId} group by order_id) t
    where o.id = t.order_id`);
}

/**
 * Takes the bench's tenants out of a database that outlives it. Children go first, by owner:
 * deleting the owners alone would cascade lot by lot through foreign keys without an index of
 * their own (stock_movements.lot_id, supplier_order_items.lot_id) and take minutes.
 */
export async function removeTenants(db: Db, ownerIds: number[]): Promise<void> {
  if (ownerIds.length === 0) return;
  const owners = sql.join(
    ownerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  for (const table of [
    'stock_movements',
    'supplier_order_items',
    'inventory_lots',
    'supplier_orders',
    'products',
    'suppliers',
  ]) {
    await db.execute(sql`delete from ${sql.identifier(table)} where owner_id in (${owners})`);
  }
  await db.execute(sql`delete from users where id in (${owners})`);
}

/** The tenant's lots a bench sells from: not archived, 100 units or more, not expiring within a week; by id. */
export async function sellableLotIds(db: Db, ownerId: number): Promise<number[]> {
  const result = await db.execute(sql`
    select id from inventory_lots where owner_id = ${ownerId} and archived_at is null
      and quantity_units >= 100 and expiry_date > current_date + 7 order by id`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { users } from '../../db/schema/index.js';
import { hashPassword } from '../../platform/passwords.js';

export const CHAOS_PASSWORD = 'chaos-secret-123';

export interface ChaosOwner {
  id: number;
  email: string;
}

/** Tables whose rows of the bystander must come out of the run exactly as they went in. */
const bystanderTables = [
  'products',
  'inventory_lots',
  'stock_movements',
  'suppliers',
  'supplier_orders',
  'sales',
  'sale_items',
  'transfers',
  'supplier_returns',
] as const;

/** Inserts a retailer (plan super: every area, transfers included) straight into the database. */
async function insertOwner(db: Db, name: string, passwordHash: string): Promise<ChaosOwner> {
  const email = `chaos-${name}-${randomUUID().slice(0, 8)}@chaos.assist`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      firstName: 'Chaos',
      lastName: name,
      userType: 'retailer',
      retailerType: 'pharmacy',
      businessName: `Chaos ${name}`,
      businessPhone: '+964 700 000 0000',
      businessLocation: 'Baghdad',
      emailVerified: true,
      isActive: true,
      needsSignupCompletion: false,
      subscriptionPlan: 'super',
      subscriptionStatus: 'active',
    })
    .returning();
  if (!row) throw new Error('owner not created');
  return { id: row.id, email };
}

/**
 * The run's tenants: two shops the clients trade in (and transfer between), and a bystander with
 * products, lots (each with its receive movement) and a sale, written here and never touched again.
 */
export async function seedOwners(db: Db) {
  const hash = await hashPassword(CHAOS_PASSWORD);
  const shops = [await insertOwner(db, 'north', hash), await insertOwner(db, 'south', hash)];
  const bystander = await insertOwner(db, 'bystander', hash);
  await seedBystander(db, bystander.id);
  return { shops, bystander };
}

async function seedBystander(db: Db, ownerId: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into suppliers (owner_id, name, contact, phone) values (${ownerId}, 'Bystander Supply', 'Rana', '+964 1')`);
    await tx.execute(sql`
      insert into products (owner_id, name, barcode, category)
      select ${ownerId}, 'Bystander product ' || g, '69' || lpad(${ownerId}::text, 6, '0') || lpad(g::text, 4, '0'),
        'medications'
      from generate_series(1, 5) g`);
    await tx.execute(sql`
      insert into inventory_lots (owner_id, product_id, expiry_date, units_per_box, cost_price, retail_price, quantity_units)
      select owner_id, id, current_date + 300, 10, 5, 8, 200 from products where owner_id = ${ownerId}`);
    await tx.execute(sql`
      insert into stock_movements (owner_id, lot_id, product_id, kind, quantity_units, cost_per_box, units_per_box, reference)
      select owner_id, id, product_id, 'receive', 200, 5, 10, 'BYSTANDER-SEED' from inventory_lots where owner_id = ${ownerId}`);
  });
}

/** A digest of every row the bystander owns in each table, to compare before and after the run. */
export async function fingerprint(db: Db, ownerId: number): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of bystanderTables) {
    const result = await db.execute(sql`
      select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as digest
      from ${sql.identifier(table)} t where t.owner_id = ${ownerId}`);
    const [row] = rowsOf<{ n: number; digest: string }>(result);
    out[table] = `${row?.n ?? 0}:${row?.digest ?? ''}`;
  }
  return out;
}

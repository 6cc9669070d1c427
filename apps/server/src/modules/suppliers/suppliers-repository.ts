import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { supplierOrders, suppliers } from '../../db/schema/index.js';

export type SupplierRow = typeof suppliers.$inferSelect;
export type SupplierWithBalance = SupplierRow & { outstandingBalance: string };

/**
 * The tenant's suppliers, each with what the tenant owes it: the total of its unpaid orders,
 * summed in SQL (a grouped subquery joined on, so every column is qualified).
 */
function selectWithBalance(db: Db, ownerId: number, where?: SQL) {
  const unpaid = db
    .select({
      supplierId: supplierOrders.supplierId,
      owed: sql<string>`sum(${supplierOrders.total})`.as('owed'),
    })
    .from(supplierOrders)
    .where(and(eq(supplierOrders.ownerId, ownerId), eq(supplierOrders.isPaid, false)))
    .groupBy(supplierOrders.supplierId)
    .as('unpaid');
  return db
    .select({ supplier: suppliers, outstandingBalance: sql<string>`coalesce(${unpaid.owed}, 0)::numeric(14, 2)::text` })
    .from(suppliers)
    .leftJoin(unpaid, eq(unpaid.supplierId, suppliers.id))
    .where(and(eq(suppliers.ownerId, ownerId), where))
    .orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id));
}

/** The tenant's suppliers by name, each with its outstanding balance. */
export async function listSuppliers(db: Db, ownerId: number): Promise<SupplierWithBalance[]> {
  const rows = await selectWithBalance(db, ownerId);
  return rows.map((r) => ({ ...r.supplier, outstandingBalance: r.outstandingBalance }));
}

/** One supplier of the tenant with its balance, or null (another tenant's is never found). */
export async function findSupplierWithBalance(
  db: Db,
  ownerId: number,
  id: number,
): Promise<SupplierWithBalance | null> {
  const [row] = await selectWithBalance(db, ownerId, eq(suppliers.id, id));
  return row ? { ...row.supplier, outstandingBalance: row.outstandingBalance } : null;
}

/** One supplier of the tenant, or null. */
export async function findSupplier(db: Db, ownerId: number, id: number): Promise<SupplierRow | null> {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.ownerId, ownerId), eq(suppliers.id, id)));
  return row ?? null;
}

export type NewSupplier = Pick<SupplierRow, 'name' | 'contact' | 'phone' | 'email' | 'address'>;

export async function insertSupplier(db: Db, ownerId: number, input: NewSupplier): Promise<SupplierRow> {
  const [row] = await db
    .insert(suppliers)
    .values({ ownerId, ...input })
    .returning();
  if (!row) throw new Error('supplier was not created');
  return row;
}

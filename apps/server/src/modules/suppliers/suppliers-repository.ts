import { type AnyColumn, and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { supplierOrders, supplierPayments, supplierReturns, suppliers } from '../../db/schema/index.js';

export type SupplierRow = typeof suppliers.$inferSelect;
export type SupplierWithBalance = SupplierRow & { outstandingBalance: string };

/**
 * Per supplier, one grouped sum of a table for the tenant (only this supplier's rows when given),
 * joined on by supplier_id.
 */
function sumsBySupplier(db: Db, ownerId: number, supplierId: number | undefined) {
  const oneSupplier = <T extends { supplierId: AnyColumn }>(t: T) =>
    supplierId === undefined ? undefined : eq(t.supplierId, supplierId);
  const ordered = db
    .select({ supplierId: supplierOrders.supplierId, sum: sql<string>`sum(${supplierOrders.total})`.as('ordered') })
    .from(supplierOrders)
    .where(and(eq(supplierOrders.ownerId, ownerId), oneSupplier(supplierOrders)))
    .groupBy(supplierOrders.supplierId)
    .as('ordered_sums');
  const paid = db
    .select({
      supplierId: supplierPayments.supplierId,
      sum: sql<string>`sum(${supplierPayments.originalAmount})`.as('paid'),
    })
    .from(supplierPayments)
    .where(and(eq(supplierPayments.ownerId, ownerId), oneSupplier(supplierPayments)))
    .groupBy(supplierPayments.supplierId)
    .as('paid_sums');
  const returned = db
    .select({
      supplierId: supplierReturns.supplierId,
      sum: sql<string>`sum(${supplierReturns.totalValue})`.as('returned'),
    })
    .from(supplierReturns)
    .where(
      and(
        eq(supplierReturns.ownerId, ownerId),
        eq(supplierReturns.status, 'approved'),
        supplierId === undefined ? isNotNull(supplierReturns.supplierId) : eq(supplierReturns.supplierId, supplierId),
      ),
    )
    .groupBy(supplierReturns.supplierId)
    .as('returned_sums');
  return { ordered, paid, returned };
}

/**
 * The tenant's suppliers, each with its outstanding balance, summed in SQL and never stored
 * (docs/decisions/2026-11-22-supplier-money-and-expenses.md): its orders' totals - its payments'
 * original amounts - the value of its approved returns. Below 0 is a credit the supplier owes.
 */
function selectWithBalance(db: Db, ownerId: number, supplierId?: number) {
  const { ordered, paid, returned } = sumsBySupplier(db, ownerId, supplierId);
  const balance = sql<string>`(coalesce(${ordered.sum}, 0) - coalesce(${paid.sum}, 0) - coalesce(${returned.sum}, 0))::numeric(14, 2)::text`;
  return db
    .select({ supplier: suppliers, outstandingBalance: balance })
    .from(suppliers)
    .leftJoin(ordered, eq(ordered.supplierId, suppliers.id))
    .leftJoin(paid, eq(paid.supplierId, suppliers.id))
    .leftJoin(returned, eq(returned.supplierId, suppliers.id))
    .where(and(eq(suppliers.ownerId, ownerId), supplierId === undefined ? undefined : eq(suppliers.id, supplierId)))
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
  const [row] = await selectWithBalance(db, ownerId, id);
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

export type NewSupplier = Pick<SupplierRow, 'name' | 'contact' | 'phone' | 'email' | 'address'> &
  Partial<Pick<SupplierRow, 'leadDays'>>;

export async function insertSupplier(db: Db, ownerId: number, input: NewSupplier): Promise<SupplierRow> {
  const [row] = await db
    .insert(suppliers)
    .values({ ownerId, ...input })
    .returning();
  if (!row) throw new Error('supplier was not created');
  return row;
}

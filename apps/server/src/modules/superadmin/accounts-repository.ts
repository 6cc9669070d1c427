import type { SuperadminUserListQuery } from '@assist/domain';
import { type SQL, and, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export type AccountRow = typeof users.$inferSelect;

/** Accounts the superadmin manages: every owner, never a superadmin. */
const managed = eq(users.role, 'user');
const live = and(managed, isNull(users.deletedAt));
const deleted = and(managed, isNotNull(users.deletedAt));

/** A live managed account by id, or null (a superadmin or a deleted account is never found). */
export async function findAccount(db: Db, id: number): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live));
  return row ?? null;
}

/** Live accounts, newest first, filtered by a search text and by pending/active. */
export function listAccounts(db: Db, query: SuperadminUserListQuery): Promise<AccountRow[]> {
  const filters: (SQL | undefined)[] = [live];
  if (query.search) filters.push(matches(query.search));
  if (query.status) filters.push(eq(users.isActive, query.status === 'active'));
  return db
    .select()
    .from(users)
    .where(and(...filters))
    .orderBy(desc(users.createdAt), desc(users.id));
}

/** Deleted accounts, the most recently deleted first. */
export function listDeletedAccounts(db: Db): Promise<AccountRow[]> {
  return db.select().from(users).where(deleted).orderBy(desc(users.deletedAt), desc(users.id));
}

/** Case-insensitive match on e-mail, business name, first, last or full name. */
function matches(search: string): SQL | undefined {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(users.email, pattern),
    ilike(users.businessName, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
  );
}

/** Counts over live managed accounts, in one pass. */
export async function countAccounts(db: Db) {
  const count = (condition?: SQL) =>
    condition ? sql<number>`count(*) filter (where ${condition})::int` : sql<number>`count(*)::int`;
  const [row] = await db
    .select({
      totalUsers: count(),
      activeUsers: count(sql`${users.isActive}`),
      totalSuppliers: count(eq(users.userType, 'supplier')),
      pharmaceuticalSuppliers: count(and(eq(users.userType, 'supplier'), eq(users.supplierType, 'pharmaceutical'))),
      generalSuppliers: count(and(eq(users.userType, 'supplier'), eq(users.supplierType, 'general'))),
      totalRetailers: count(eq(users.userType, 'retailer')),
      pharmacyRetailers: count(and(eq(users.userType, 'retailer'), eq(users.retailerType, 'pharmacy'))),
      generalRetailers: count(and(eq(users.userType, 'retailer'), eq(users.retailerType, 'general_store'))),
      pendingActivations: count(and(eq(users.emailVerified, true), eq(users.isActive, false))),
    })
    .from(users)
    .where(live);
  if (!row) throw new Error('account counts are missing');
  return row;
}

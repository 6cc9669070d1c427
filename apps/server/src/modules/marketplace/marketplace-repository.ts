import type { Marketplace } from '@assist/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { marketplaces } from '../../db/schema/index.js';

export type MarketplaceRow = typeof marketplaces.$inferSelect;

/** The supplier's marketplace (a supplier has at most one), or null. */
export async function ownMarketplace(db: Db, ownerId: number): Promise<MarketplaceRow | null> {
  const [row] = await db
    .select()
    .from(marketplaces)
    .where(eq(marketplaces.ownerId, ownerId))
    .orderBy(asc(marketplaces.id))
    .limit(1);
  return row ?? null;
}

/** One of the supplier's marketplaces by id, or null (another business's: null). */
export async function ownMarketplaceById(db: Db, ownerId: number, id: number): Promise<MarketplaceRow | null> {
  const [row] = await db
    .select()
    .from(marketplaces)
    .where(and(eq(marketplaces.ownerId, ownerId), eq(marketplaces.id, id)));
  return row ?? null;
}

interface Counts {
  id: number;
  active_retailers: number;
  total_orders: number;
  approved_orders: number;
  total_broadcasts: number;
  pending_join: number;
  pending_purchase: number;
}

/** The supplier's marketplaces with their real counts (spec's copy showed 0), oldest first. */
export async function marketplacesWithCounts(db: Db, ownerId: number): Promise<Marketplace[]> {
  const rows = await db
    .select()
    .from(marketplaces)
    .where(eq(marketplaces.ownerId, ownerId))
    .orderBy(asc(marketplaces.id));
  if (rows.length === 0) return [];
  const counts = rowsOf<Counts>(
    await db.execute(sql`
      select m.id,
        (select count(*)::int from marketplace_access a where a.marketplace_id = m.id and a.status = 'approved') as active_retailers,
        (select count(*)::int from purchase_requests r where r.marketplace_id = m.id) as total_orders,
        (select count(*)::int from purchase_requests r where r.marketplace_id = m.id and r.status = 'approved') as approved_orders,
        (select count(*)::int from marketplace_broadcasts b where b.marketplace_id = m.id) as total_broadcasts,
        (select count(*)::int from marketplace_access a where a.marketplace_id = m.id and a.status = 'pending') as pending_join,
        (select count(*)::int from purchase_requests r where r.marketplace_id = m.id and r.status = 'pending') as pending_purchase
      from marketplaces m where m.owner_id = ${ownerId}`),
  );
  const byId = new Map(counts.map((row) => [Number(row.id), row]));
  return rows.map((row) => presentMarketplace(row, byId.get(row.id)));
}

export function presentMarketplace(row: MarketplaceRow, counts?: Counts): Marketplace {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    businessCategory: row.businessCategory,
    requiresApproval: row.requiresApproval,
    hidePrices: row.hidePrices,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    activeRetailers: Number(counts?.active_retailers ?? 0),
    totalOrders: Number(counts?.total_orders ?? 0),
    approvedOrders: Number(counts?.approved_orders ?? 0),
    totalBroadcasts: Number(counts?.total_broadcasts ?? 0),
    pendingJoinRequests: Number(counts?.pending_join ?? 0),
    pendingPurchaseRequests: Number(counts?.pending_purchase ?? 0),
  };
}

/** One marketplace of the supplier's with its counts (after a change), or null. */
export async function oneMarketplace(db: Db, ownerId: number, id: number): Promise<Marketplace | null> {
  return (await marketplacesWithCounts(db, ownerId)).find((m) => m.id === id) ?? null;
}

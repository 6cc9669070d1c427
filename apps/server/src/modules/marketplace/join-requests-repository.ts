import type { JoinRequest, MarketplaceRequestStatus, MyJoinRequest } from '@assist/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { marketplaceAccess, marketplaces, users } from '../../db/schema/index.js';

/** Most join requests one list shows, newest first. */
export const joinRequestListLimit = 500;

function selectJoinRequests(db: Db) {
  return db
    .select({
      access: marketplaceAccess,
      marketplaceName: marketplaces.name,
      retailer: {
        id: users.id,
        businessName: users.businessName,
        businessPhone: users.businessPhone,
        businessLocation: users.businessLocation,
        email: users.email,
      },
    })
    .from(marketplaceAccess)
    .innerJoin(marketplaces, eq(marketplaces.id, marketplaceAccess.marketplaceId))
    .innerJoin(users, eq(users.id, marketplaceAccess.retailerId));
}

type JoinRequestRow = Awaited<ReturnType<ReturnType<typeof selectJoinRequests>['where']>>[number];

function present(row: JoinRequestRow): JoinRequest {
  const { access } = row;
  return {
    id: access.id,
    marketplaceId: access.marketplaceId,
    marketplaceName: row.marketplaceName,
    retailerId: access.retailerId,
    supplierId: access.ownerId,
    status: access.status,
    requestMessage: access.requestMessage,
    responseMessage: access.responseMessage,
    createdAt: access.createdAt.toISOString(),
    reviewedAt: access.reviewedAt?.toISOString() ?? null,
    retailer: row.retailer,
  };
}

/** `GET /api/marketplace/join-requests?status=`: the supplier's join requests, newest first. */
export async function listJoinRequests(
  db: Db,
  ownerId: number,
  status?: MarketplaceRequestStatus,
): Promise<JoinRequest[]> {
  const rows = await selectJoinRequests(db)
    .where(and(eq(marketplaceAccess.ownerId, ownerId), status ? eq(marketplaceAccess.status, status) : undefined))
    .orderBy(desc(marketplaceAccess.createdAt), desc(marketplaceAccess.id))
    .limit(joinRequestListLimit);
  return rows.map(present);
}

/** One join request as the supplier or the retailer sees it, or null (a third business: null). */
export async function findJoinRequest(db: Db, id: number): Promise<JoinRequest | null> {
  const [row] = await selectJoinRequests(db).where(eq(marketplaceAccess.id, id));
  return row ? present(row) : null;
}

/** `GET /api/marketplace/my-join-requests`: the access requests a retailer sent, newest first, with the answers. */
export async function listMyJoinRequests(db: Db, retailerId: number): Promise<MyJoinRequest[]> {
  const rows = await db
    .select({ access: marketplaceAccess, marketplaceName: marketplaces.name, supplierBusinessName: users.businessName })
    .from(marketplaceAccess)
    .innerJoin(marketplaces, eq(marketplaces.id, marketplaceAccess.marketplaceId))
    .innerJoin(users, eq(users.id, marketplaceAccess.ownerId))
    .where(eq(marketplaceAccess.retailerId, retailerId))
    .orderBy(desc(marketplaceAccess.createdAt), desc(marketplaceAccess.id))
    .limit(joinRequestListLimit);
  return rows.map(({ access, marketplaceName, supplierBusinessName }) => ({
    id: access.id,
    marketplaceId: access.marketplaceId,
    marketplaceName,
    supplierId: access.ownerId,
    supplierBusinessName,
    status: access.status,
    requestMessage: access.requestMessage,
    responseMessage: access.responseMessage,
    createdAt: access.createdAt.toISOString(),
    reviewedAt: access.reviewedAt?.toISOString() ?? null,
  }));
}

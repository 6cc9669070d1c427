import {
  type MarketplaceRequestStatus,
  type PurchaseRequest,
  type PurchaseRequestItem,
  fromMinor,
  toMinor,
} from '@assist/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { marketplaces, purchaseRequestItems, purchaseRequests, transfers, users } from '../../db/schema/index.js';

/** Most purchase requests one list shows, newest first. */
export const purchaseRequestListLimit = 200;

export type PurchaseRequestRow = typeof purchaseRequests.$inferSelect;
export type PurchaseRequestItemRow = typeof purchaseRequestItems.$inferSelect;

const retailer = alias(users, 'retailer');
const supplier = alias(users, 'supplier');
function party<T extends typeof retailer | typeof supplier>(u: T) {
  return {
    id: u.id,
    businessName: u.businessName,
    businessPhone: u.businessPhone,
    businessLocation: u.businessLocation,
    email: u.email,
  } as const;
}

function selectRequests(db: Db) {
  return db
    .select({
      request: purchaseRequests,
      marketplaceName: marketplaces.name,
      hidePrices: marketplaces.hidePrices,
      transferStatus: transfers.status,
      retailer: party(retailer),
      supplier: party(supplier),
    })
    .from(purchaseRequests)
    .innerJoin(marketplaces, eq(marketplaces.id, purchaseRequests.marketplaceId))
    .innerJoin(retailer, eq(retailer.id, purchaseRequests.retailerId))
    .innerJoin(supplier, eq(supplier.id, purchaseRequests.ownerId))
    .leftJoin(transfers, eq(transfers.id, purchaseRequests.transferId));
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['where']>>[number];

/** Which side reads: the supplier sees its prices always, the retailer not while they are hidden. */
export type Viewer = 'supplier' | 'retailer';

function present(row: RequestRow, items: PurchaseRequestItemRow[], viewer: Viewer): PurchaseRequest {
  const { request } = row;
  const hide = viewer === 'retailer' && row.hidePrices && request.status !== 'approved';
  return {
    id: request.id,
    marketplaceId: request.marketplaceId,
    marketplaceName: row.marketplaceName,
    supplierId: request.ownerId,
    retailerId: request.retailerId,
    status: request.status,
    totalAmount: hide ? null : request.totalAmount,
    notes: request.notes,
    requestMessage: request.requestMessage,
    responseMessage: request.responseMessage,
    createdAt: request.createdAt.toISOString(),
    reviewedAt: request.reviewedAt?.toISOString() ?? null,
    transferId: request.transferId,
    transferStatus: row.transferStatus ?? null,
    retailer: row.retailer,
    supplier: row.supplier,
    items: items.map((item) => presentItem(item, hide)),
  };
}

function presentItem(item: PurchaseRequestItemRow, hide: boolean): PurchaseRequestItem {
  const perBox = item.unitPrice === null ? null : fromMinor(toMinor(item.unitPrice) * item.unitsPerBox);
  return {
    id: item.id,
    productName: item.productName,
    barcode: item.barcode,
    category: item.category,
    requestedQuantity: item.requestedQuantity,
    approvedQuantity: item.approvedQuantity,
    unitsPerBox: item.unitsPerBox,
    supplierRetailPrice: hide ? null : perBox,
    unitPrice: hide ? null : item.unitPrice,
  };
}

/** The lines of some purchase requests, in the order they were asked. */
export async function requestItemsOf(db: Db, ids: number[]): Promise<Map<number, PurchaseRequestItemRow[]>> {
  const byRequest = new Map<number, PurchaseRequestItemRow[]>();
  if (ids.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(purchaseRequestItems)
    .where(inArray(purchaseRequestItems.purchaseRequestId, ids))
    .orderBy(asc(purchaseRequestItems.purchaseRequestId), asc(purchaseRequestItems.id));
  for (const row of rows) byRequest.set(row.purchaseRequestId, [...(byRequest.get(row.purchaseRequestId) ?? []), row]);
  return byRequest;
}

async function presentAll(db: Db, rows: RequestRow[], viewer: Viewer) {
  const items = await requestItemsOf(
    db,
    rows.map((row) => row.request.id),
  );
  return rows.map((row) => present(row, items.get(row.request.id) ?? [], viewer));
}

/** The purchase requests a supplier received (`supplier`) or a retailer sent (`retailer`), newest first. */
export async function listPurchaseRequests(
  db: Db,
  ownerId: number,
  viewer: Viewer,
  status?: MarketplaceRequestStatus,
): Promise<PurchaseRequest[]> {
  const mine = viewer === 'supplier' ? eq(purchaseRequests.ownerId, ownerId) : eq(purchaseRequests.retailerId, ownerId);
  const rows = await selectRequests(db)
    .where(and(mine, status ? eq(purchaseRequests.status, status) : undefined))
    .orderBy(desc(purchaseRequests.createdAt), desc(purchaseRequests.id))
    .limit(purchaseRequestListLimit);
  return presentAll(db, rows, viewer);
}

/** One purchase request as `viewer` sees it (the caller's own side only), or null. */
export async function findPurchaseRequest(
  db: Db,
  ownerId: number,
  id: number,
  viewer: Viewer,
): Promise<PurchaseRequest | null> {
  const mine = viewer === 'supplier' ? eq(purchaseRequests.ownerId, ownerId) : eq(purchaseRequests.retailerId, ownerId);
  const rows = await selectRequests(db).where(and(eq(purchaseRequests.id, id), mine));
  const [request] = await presentAll(db, rows, viewer);
  return request ?? null;
}

import {
  type MarketplaceRequestStatus,
  type PurchaseRequest,
  type PurchaseRequestItem,
  fromMinor,
  toMinor,
  tradeLineMinor,
} from '@assist/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
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

/** A request line's price per box as it was sent (older lines without one: unit price x units per box). */
export function requestBoxPrice(item: PurchaseRequestItemRow): number {
  if (item.boxPrice !== null) return toMinor(item.boxPrice);
  return toMinor(item.unitPrice ?? '0') * item.unitsPerBox;
}

/** The supplier's current price per box by barcode (the lot that goes first), to show beside a pending line. */
type CurrentPrices = Map<string, string>;

function present(
  row: RequestRow,
  items: PurchaseRequestItemRow[],
  viewer: Viewer,
  now: CurrentPrices,
): PurchaseRequest {
  const { request } = row;
  const hide = viewer === 'retailer' && row.hidePrices && request.status !== 'approved';
  const current = viewer === 'supplier' && request.status === 'pending' ? now : new Map<string, string>();
  return {
    id: request.id,
    marketplaceId: request.marketplaceId,
    marketplaceName: row.marketplaceName,
    supplierId: request.ownerId,
    retailerId: request.retailerId,
    status: request.status,
    currency: request.currency,
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
    items: items.map((item) => presentItem(item, request.currency, hide, current.get(item.barcode) ?? null)),
  };
}

function presentItem(
  item: PurchaseRequestItemRow,
  currency: string,
  hide: boolean,
  currentBoxPrice: string | null,
): PurchaseRequestItem {
  const boxPrice = requestBoxPrice(item);
  const units = item.approvedQuantity ?? item.requestedQuantity;
  return {
    id: item.id,
    productName: item.productName,
    barcode: item.barcode,
    category: item.category,
    requestedQuantity: item.requestedQuantity,
    approvedQuantity: item.approvedQuantity,
    unitsPerBox: item.unitsPerBox,
    supplierRetailPrice: hide ? null : fromMinor(boxPrice),
    unitPrice: hide ? null : item.unitPrice,
    lineTotal: hide ? null : fromMinor(tradeLineMinor(boxPrice, item.unitsPerBox, units, currency)),
    currentBoxPrice,
  };
}

/** The supplier's price per box now of each barcode: its live lot that goes first (earliest expiry). */
async function currentBoxPrices(db: Db, supplierId: number, barcodes: string[]): Promise<CurrentPrices> {
  if (barcodes.length === 0) return new Map();
  const rows = rowsOf<{ barcode: string; price: string }>(
    await db.execute(sql`
      select p.barcode, (array_agg(l.retail_price::text order by l.expiry_date, l.id))[1] as price
      from inventory_lots l join products p on p.owner_id = l.owner_id and p.id = l.product_id
      where l.owner_id = ${supplierId} and l.archived_at is null and l.quantity_units > 0
        and l.expiry_date >= business_day(${supplierId}, now())
        and p.barcode in (${sql.join(
          barcodes.map((b) => sql`${b}`),
          sql`, `,
        )})
      group by p.barcode`),
  );
  return new Map(rows.map((row) => [row.barcode, row.price]));
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
  const pending = rows.filter((row) => viewer === 'supplier' && row.request.status === 'pending');
  const barcodes = [...new Set(pending.flatMap((row) => (items.get(row.request.id) ?? []).map((i) => i.barcode)))];
  const supplierId = pending[0]?.request.ownerId;
  const now = supplierId === undefined ? new Map() : await currentBoxPrices(db, supplierId, barcodes);
  return rows.map((row) => present(row, items.get(row.request.id) ?? [], viewer, now));
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

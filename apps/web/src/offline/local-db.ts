import type {
  CurrentUser,
  PaymentMethod,
  SaleCreateRequest,
  SaleDiscrepancy,
  StockChangeRequest,
} from '@assist/domain';
import { Dexie, type EntityTable } from 'dexie';
import type { CatalogPart } from './catalog-parts';
import { partsFromVersion1 } from './local-db-upgrade';

export type { CatalogPart } from './catalog-parts';

/**
 * The till's local database (spec part 1 §3 "Offline local database"): one IndexedDB database per
 * signed-in person (`assist-pos-user-7`, `assist-pos-team-3`), so a tenant can never read another's
 * copy, and two tabs of the same person share one queue.
 *
 * - catalogParts: the POS preload as the server answered it (lots included), in parts of about 500
 *   products by product id (catalog-parts.ts). Version 1 had the spec's `products` (one row per
 *   product) and `inventory` (one row per lot) stores instead: writing 28,000 rows took 7 s in
 *   Chromium, 16 parts a third of a second (docs/decisions/2026-11-26-offline-copy.md). Version 2
 *   converts a version 1 copy into parts on upgrade (local-db-upgrade.ts).
 * - suppliers: names for offline screens (filled when the user may read suppliers).
 * - sales / saleItems: sales made offline, kept after sync as the local record of what was sold.
 * - returns: none are made offline (they need the server); the store exists for the schema.
 * - syncQueue: operations waiting for the server, in order (seq).
 * - settings: key/value (last sync, last download). One tab syncs at a time by a Web Lock (sync-lock.ts).
 * Cached rows carry `cachedAt` (ms); the catalogue counts as fresh for 5 minutes.
 */
export const cacheLifetimeMs = 5 * 60_000;

export interface CachedSupplier {
  id: number;
  name: string;
  cachedAt: number;
}

/** pending_sync until the server stored it; failed after 3 refused tries (kept, shown, retryable). */
export type LocalSaleStatus = 'pending_sync' | 'synced' | 'failed';

/** A sale made without the server: what the receipt showed and what the queue sends. */
export interface LocalSale {
  clientSaleId: string;
  /** The till's SALE-... or OFFLINE-<timestamp>; the server may answer it with a suffix or, when taken, another. */
  saleId: string;
  soldAt: string;
  createdAt: number;
  status: LocalSaleStatus;
  paymentMethod: PaymentMethod;
  taxRate: number;
  subtotal: string;
  tax: string;
  total: string;
  /** Where it was rung up: the main POS or the /offline page. */
  source: 'pos' | 'offline-page';
  /** After sync: the server's sale id and reference, and units no lot held. */
  serverId?: number;
  serverSaleId?: string;
  discrepancies?: SaleDiscrepancy[];
  syncedAt?: number;
  error?: string;
}

export interface LocalSaleItem {
  id?: number;
  saleId: string;
  clientSaleId: string;
  inventoryId: number;
  productId: number;
  productName: string;
  quantity: number;
  unitType: 'unit' | 'box';
  /** Units taken from the lot (boxes x units per box for a box line). */
  units: number;
  unitPrice: string;
  totalPrice: string;
}

export interface LocalReturn {
  id?: number;
  createdAt: number;
}

export type QueueStatus = 'pending' | 'failed';

/** A queued stock change (a count made on this till): `POST /api/inventory/batch-update`'s item. */
export type StockChangeData = StockChangeRequest & { id: number; clientOperationId: string };

/** What a queued count shows in the queue list (the lot as the till's copy named it). */
export interface CountLabel {
  productName: string;
  expiryDate: string;
  /** The units the till's copy held when counted. */
  expectedUnits: number;
}

/**
 * One operation for the server (spec: id, type, data, timestamp, retries): a sale (id = its
 * clientSaleId) or an inventory_update (id = its clientOperationId, with the lot's label).
 */
export type QueueItem = QueueItemBase &
  ({ type: 'sale'; data: SaleCreateRequest } | { type: 'inventory_update'; data: StockChangeData; label: CountLabel });

interface QueueItemBase {
  seq?: number;
  id: string;
  timestamp: number;
  retries: number;
  status: QueueStatus;
  /** Why the last try failed (the server's message). */
  lastError: string | null;
  /** Its code and values, shown to the user in their language (absent on items of older versions). */
  lastErrorDetail?: RefusalDetail | null;
  lastTriedAt: number | null;
}

/** A refusal's code (the domain's error list) and the error body's values. */
export interface RefusalDetail {
  code: string;
  params: Record<string, unknown>;
}

export interface Setting {
  key: string;
  value: unknown;
}

export type LocalDb = Dexie & {
  catalogParts: EntityTable<CatalogPart, 'from'>;
  suppliers: EntityTable<CachedSupplier, 'id'>;
  sales: EntityTable<LocalSale, 'clientSaleId'>;
  saleItems: EntityTable<LocalSaleItem, 'id'>;
  returns: EntityTable<LocalReturn, 'id'>;
  syncQueue: EntityTable<QueueItem, 'seq'>;
  settings: EntityTable<Setting, 'key'>;
};

/** The database name of a signed-in person (team members and owners have separate id ranges). */
export function localDbName(user: Pick<CurrentUser, 'id' | 'isTeamMember'>): string {
  return `assist-pos-${user.isTeamMember ? 'team' : 'user'}-${user.id}`;
}

export function openLocalDb(name: string): LocalDb {
  const db = new Dexie(name) as LocalDb;
  db.version(1).stores({
    products: 'id, barcode, cachedAt',
    inventory: 'id, productId, barcode, cachedAt',
    suppliers: 'id',
    sales: 'clientSaleId, saleId, status, createdAt',
    saleItems: '++id, saleId, clientSaleId, inventoryId',
    returns: '++id',
    syncQueue: '++seq, &id, status',
    settings: 'key',
  });
  db.version(2)
    .stores({ products: null, inventory: null, catalogParts: 'from, cachedAt, productCount, lotCount' })
    .upgrade(partsFromVersion1);
  return db;
}

/** Reads a setting, or `fallback` when it was never written. */
export async function getSetting<T>(db: LocalDb, key: string, fallback: T): Promise<T> {
  const row = await db.settings.get(key);
  return row === undefined ? fallback : (row.value as T);
}

export function putSetting(db: LocalDb, key: string, value: unknown): Promise<string> {
  return db.settings.put({ key, value });
}

export const settingKeys = {
  lastSyncAt: 'lastSyncAt',
  lastDownloadAt: 'lastDownloadAt',
} as const;

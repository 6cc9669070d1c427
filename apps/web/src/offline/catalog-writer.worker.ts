/**
 * The catalogue writer (a module Web Worker, started by catalog-writes.ts): writes the POS preload
 * into the signed-in person's local database off the main thread, so the till sells while the
 * catalogue parts of a large pharmacy go in. Same database (opened by name), same transaction and the
 * same "a newer download wins" rule as on the main thread (saveCatalog). Ending the worker (sign-out,
 * a page closed or reloaded) aborts a write in flight: the previous copy stays.
 */
import type { PosProduct } from '@assist/domain';
import { saveCatalog, saveCatalogChanges } from './catalog-save';
import { type LocalDb, openLocalDb } from './local-db';

/**
 * What the page sends: the products of write `id` for the database `name`, in parts (so no single
 * copy blocks the page's thread for long); the write starts once the `last` part is in.
 */
export interface CatalogWriteRequest {
  id: number;
  name: string;
  /** replace: the whole copy (saveCatalog); changes: the change feed's products and removed ids (saveCatalogChanges). */
  kind: 'replace' | 'changes';
  products: readonly PosProduct[];
  /** Products to take out (changes; sent with the last part). */
  removed: readonly number[];
  requestedAt: number;
  last: boolean;
}

/** What the worker answers once the transaction committed (ok) or failed. */
export type CatalogWriteResult = { id: number; ok: true } | { id: number; ok: false; message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CatalogWriteRequest>) => void) | null;
  postMessage(message: CatalogWriteResult): void;
};
const databases = new Map<string, LocalDb>();
const received = new Map<number, PosProduct[]>();

scope.onmessage = async ({ data: { id, name, kind, products: part, removed, requestedAt, last } }) => {
  const products = received.get(id) ?? [];
  products.push(...part);
  if (!last) {
    received.set(id, products);
    return;
  }
  received.delete(id);
  let db = databases.get(name);
  if (!db) {
    db = openLocalDb(name);
    databases.set(name, db);
  }
  try {
    if (kind === 'changes') await saveCatalogChanges(db, products, removed, requestedAt);
    else await saveCatalog(db, products, requestedAt);
    scope.postMessage({ id, ok: true });
  } catch (error) {
    scope.postMessage({
      id,
      ok: false,
      message: error instanceof Error ? `${error.name}: ${error.message}` : 'failed',
    });
  }
};

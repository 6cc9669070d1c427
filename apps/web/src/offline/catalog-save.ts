import type { PosProduct } from '@assist/domain';
import { applyChanges, partFor, partsOf } from './catalog-parts';
import { type CatalogPart, type LocalDb, putSetting, settingKeys } from './local-db';

/**
 * The catalogue kept for offline selling: the POS preload written to `catalogParts` (about 500
 * products a row, lots included: catalog-parts.ts), replacing the previous copy in one
 * transaction. `requestedAt` is when the preload was asked for: an answer that arrives after a
 * newer one (a slow download begun at sign-in finishing after the till's own) is dropped instead
 * of bringing old stock back.
 *
 * All or nothing: a write stopped halfway (`signal` aborted, the page or the catalogue writer's
 * worker gone, storage full) rolls back and leaves the previous copy as it was.
 * Its own module (types and Dexie only) so the catalogue writer's worker bundles little.
 */
export async function saveCatalog(
  db: LocalDb,
  products: readonly PosProduct[],
  requestedAt = Date.now(),
  signal?: AbortSignal,
): Promise<void> {
  const parts = partsOf(products, requestedAt);
  await db.transaction('rw', db.catalogParts, db.settings, async () => {
    const stored = (await db.settings.get(settingKeys.lastDownloadAt))?.value;
    if (typeof stored === 'number' && stored > requestedAt) return;
    await db.catalogParts.clear();
    // Checked inside the transaction: throwing here rolls the clear back.
    signal?.throwIfAborted();
    await db.catalogParts.bulkPut(parts);
    await putSetting(db, settingKeys.lastDownloadAt, requestedAt);
  });
}

/**
 * The change feed's answer into the copy (docs/decisions/2026-11-25-live-till-catalogue.md):
 * each changed product (its lots included) replaces what was stored, each removed product goes,
 * in one transaction that rewrites only the parts they are in. The same rule as a download: a
 * feed answer asked for before the last download began is older than that copy and is dropped.
 * The download time itself stays: the copy is still as old as its last full download for the
 * products the feed did not touch.
 */
export async function saveCatalogChanges(
  db: LocalDb,
  changed: readonly PosProduct[],
  removed: readonly number[],
  requestedAt = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.catalogParts, db.settings, async () => {
    const stored = (await db.settings.get(settingKeys.lastDownloadAt))?.value;
    if (typeof stored === 'number' && stored > requestedAt) return;
    const froms = await db.catalogParts.orderBy('from').primaryKeys();
    const wanted = new Set<number>();
    for (const id of [...removed, ...changed.map((product) => product.id)]) {
      const from = partFor(froms, id);
      if (from !== null) wanted.add(from);
    }
    const touched = new Map<number, CatalogPart>();
    for (const found of await db.catalogParts.bulkGet([...wanted])) if (found) touched.set(found.from, found);
    const { put, emptied } = applyChanges(froms, touched, changed, removed, requestedAt);
    await db.catalogParts.bulkDelete(emptied);
    await db.catalogParts.bulkPut(put);
  });
}

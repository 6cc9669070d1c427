import type { PosProduct } from '@assist/domain';
import { type CachedLot, type LocalDb, putSetting, settingKeys } from './local-db';

/**
 * The catalogue kept for offline selling: the POS preload written to `products` (as answered) and
 * `inventory` (one row per lot), replacing the previous copy in one transaction. `requestedAt` is
 * when the preload was asked for: an answer that arrives after a newer one (a slow download begun
 * at sign-in finishing after the till's own) is dropped instead of bringing old stock back.
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
  const now = requestedAt;
  const lots = lotRowsOf(products, now);
  await db.transaction('rw', db.products, db.inventory, db.settings, async () => {
    const stored = (await db.settings.get(settingKeys.lastDownloadAt))?.value;
    if (typeof stored === 'number' && stored > requestedAt) return;
    await db.products.clear();
    await db.inventory.clear();
    // Checked inside the transaction: throwing here rolls the clears back.
    signal?.throwIfAborted();
    await db.products.bulkPut(products.map((product) => ({ ...product, cachedAt: now })));
    signal?.throwIfAborted();
    await db.inventory.bulkPut(lots);
    await putSetting(db, settingKeys.lastDownloadAt, now);
  });
}

/**
 * The change feed's answer into the copy (docs/decisions/2026-11-25-live-till-catalogue.md):
 * each changed product and its lots replace what was stored, each removed product goes with its
 * lots, in one transaction. The same rule as a download: a feed answer asked for before the last
 * download began is older than that copy and is dropped. The download time itself stays: the
 * copy is still as old as its last full download for the products the feed did not touch.
 */
export async function saveCatalogChanges(
  db: LocalDb,
  changed: readonly PosProduct[],
  removed: readonly number[],
  requestedAt = Date.now(),
): Promise<void> {
  const lots = lotRowsOf(changed, requestedAt);
  const productIds = [...removed, ...changed.map((product) => product.id)];
  await db.transaction('rw', db.products, db.inventory, db.settings, async () => {
    const stored = (await db.settings.get(settingKeys.lastDownloadAt))?.value;
    if (typeof stored === 'number' && stored > requestedAt) return;
    await db.inventory.where('productId').anyOf(productIds).delete();
    await db.products.bulkDelete([...removed]);
    await db.products.bulkPut(changed.map((product) => ({ ...product, cachedAt: requestedAt })));
    await db.inventory.bulkPut(lots);
  });
}

/** One inventory row per lot of the products, as cached at `cachedAt`. */
function lotRowsOf(products: readonly PosProduct[], cachedAt: number): CachedLot[] {
  const lots: CachedLot[] = [];
  for (const product of products)
    for (const lot of product.expiryDates)
      lots.push({
        id: lot.inventoryId,
        productId: product.id,
        barcode: product.barcode,
        productName: product.name,
        expiryDate: lot.date,
        availableUnits: lot.availableUnits,
        unitsPerBox: lot.unitsPerBox,
        retailPrice: lot.retailPrice,
        cachedAt,
      });
  return lots;
}

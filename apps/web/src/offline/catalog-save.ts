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
        cachedAt: now,
      });
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

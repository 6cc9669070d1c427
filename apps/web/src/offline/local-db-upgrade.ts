import type { PosProduct } from '@assist/domain';
import type { Transaction } from 'dexie';
import { partsOf } from './catalog-parts';

/** A version 1 product row (`products`: the preload's product, lots included, and when it was downloaded). */
type CachedProduct = PosProduct & { cachedAt: number };

/**
 * Version 1 -> 2 of the till's local database: the copy's product rows (lots included) become
 * catalogue parts, so a till that loads the new app offline (from the service worker's cache)
 * keeps selling from the copy it had. The lot rows are the same lots again and are dropped with
 * their store. Each part is as old as the oldest product row in it.
 */
export async function partsFromVersion1(tx: Transaction): Promise<void> {
  const rows: CachedProduct[] = await tx.table('products').toArray();
  if (rows.length === 0) return;
  const cachedAt = new Map<number, number>();
  const products = rows.map(({ cachedAt: at, ...product }): PosProduct => {
    cachedAt.set(product.id, at);
    return product;
  });
  const parts = partsOf(products, 0).map((part) => ({
    ...part,
    cachedAt: Math.min(...part.products.map((product) => cachedAt.get(product.id) ?? 0)),
  }));
  await tx.table('catalogParts').bulkAdd(parts);
}

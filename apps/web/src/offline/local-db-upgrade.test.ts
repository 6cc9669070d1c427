import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogCounts, readCatalog } from './local-catalog';
import { openLocalDb } from './local-db';
import { needsDownload } from './local-session';
import { posProduct } from './test-products';

const name = `test-${crypto.randomUUID()}`;
afterEach(() => Dexie.delete(name));

/** The till's database as version 1 of the app made it (one row per product and per lot). */
async function versionOneCopy() {
  const v1 = new Dexie(name);
  v1.version(1).stores({
    products: 'id, barcode, cachedAt',
    inventory: 'id, productId, barcode, cachedAt',
    suppliers: 'id',
    sales: 'clientSaleId, saleId, status, createdAt',
    saleItems: '++id, saleId, clientSaleId, inventoryId',
    returns: '++id',
    syncQueue: '++seq, &id, status',
    settings: 'key',
  });
  const products = Array.from({ length: 700 }, (_, i) =>
    posProduct({ id: i + 1, name: `Product ${String(i + 1).padStart(3, '0')}`, barcode: `${i + 1}` }, [{}, {}]),
  );
  const now = Date.now();
  await v1.table('products').bulkPut(products.map((product, i) => ({ ...product, cachedAt: i === 5 ? now - 1 : now })));
  await v1
    .table('inventory')
    .bulkPut(
      products.flatMap((product) =>
        product.expiryDates.map((lot) => ({ id: lot.inventoryId, productId: product.id, cachedAt: now })),
      ),
    );
  await v1.table('settings').put({ key: 'lastDownloadAt', value: now });
  await v1.table('syncQueue').add({ id: 'op-1', type: 'sale', status: 'pending' });
  v1.close();
  return { products, oldest: now - 1 };
}

describe('the local database, version 1 to 2', () => {
  it('turns a version 1 copy into parts: the same catalogue, its age and everything else kept', async () => {
    const { products, oldest } = await versionOneCopy();
    const db = openLocalDb(name);
    await db.open();
    expect(db.verno).toBe(2);
    expect(db.tables.map((table) => table.name)).not.toContain('products');
    expect(await db.catalogParts.count()).toBe(2);
    expect(await readCatalog(db)).toEqual({ products, cachedAt: oldest });
    expect(await catalogCounts(db)).toEqual({ products: 700, lots: 1_400 });
    expect(await needsDownload(db)).toBe(false);
    expect(await db.syncQueue.count()).toBe(1);
    db.close();
  });
});

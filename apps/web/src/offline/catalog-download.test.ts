import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  catalogWriteStatus,
  subscribeCatalogWrites,
  whenCatalogSaved,
  writeCatalog,
  writeCatalogFromBody,
} from './catalog-writes';
import { readCatalog } from './local-catalog';
import { freshLocalDbs } from './test-db';
import { posProduct } from './test-products';

const freshDb = freshLocalDbs();
const amoxicillin = posProduct({ id: 1, name: 'Amoxicillin 500mg', barcode: '111' });
const zinc = posProduct({ id: 2, name: 'Zinc', barcode: '222' });
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer;

// Unit tests have no Worker: the answer is parsed and written on this thread, as where Workers fail.
describe('a download handed over as received', () => {
  it('answers the parsed preload and writes it, once, even when the sign-in download hands the same answer over', async () => {
    const db = freshDb();
    const seen: string[] = [];
    const stop = subscribeCatalogWrites(() => seen.push(catalogWriteStatus(db.name)));
    const preload = await writeCatalogFromBody(
      db,
      bytes({ loadTime: 3, cursor: 'c1', inventory: [amoxicillin, zinc] }),
      5_000,
    );
    expect(preload).toEqual({ loadTime: 3, cursor: 'c1', inventory: [amoxicillin, zinc] });
    // downloadLocalData writes what fetchCatalog answered, asked for a moment before: the same write.
    await writeCatalog(db, preload.inventory, 4_999);
    await whenCatalogSaved(db);
    stop();
    expect(seen).toEqual(['saving', 'saved']);
    expect(await readCatalog(db)).toEqual({ products: [amoxicillin, zinc], cachedAt: 5_000 });
  });

  it('rejects an answer that is not JSON and keeps the previous copy', async () => {
    const db = freshDb();
    await writeCatalog(db, [zinc], 5_000);
    await expect(writeCatalogFromBody(db, new TextEncoder().encode('<html>').buffer, 6_000)).rejects.toThrow();
    await whenCatalogSaved(db);
    expect(catalogWriteStatus(db.name)).toBe('failed');
    expect(await readCatalog(db)).toEqual({ products: [zinc], cachedAt: 5_000 });
  });
});

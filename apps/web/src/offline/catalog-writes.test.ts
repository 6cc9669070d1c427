import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { posProduct } from './test-products';
import {
  abortCatalogWrites,
  catalogSavedMark,
  catalogWriteStatus,
  subscribeCatalogWrites,
  whenCatalogSaved,
  writeCatalog,
  writeCatalogChanges,
} from './catalog-writes';
import { catalogCounts, readCatalog, saveCatalog } from './local-catalog';
import { type LocalDb, openLocalDb } from './local-db';

let db: LocalDb;
afterEach(() => db?.delete());

const amoxicillin = posProduct({ id: 1, name: 'Amoxicillin 500mg', barcode: '111' });
const zinc = posProduct({ id: 2, name: 'Zinc', barcode: '222' });

// Unit tests have no Worker: the writes run on this thread, through the same saveCatalog.
describe('catalogue writes', () => {
  it('say saving, then saved, and readers that wait for them find the new copy', async () => {
    db = openLocalDb(`test-${crypto.randomUUID()}`);
    const seen: string[] = [];
    const stop = subscribeCatalogWrites(() => seen.push(catalogWriteStatus(db.name)));
    expect(catalogWriteStatus(db.name)).toBe('idle');
    const written = writeCatalog(db, [zinc, amoxicillin], 5_000);
    expect(catalogWriteStatus(db.name)).toBe('saving');
    await whenCatalogSaved(db);
    expect(catalogWriteStatus(db.name)).toBe('saved');
    expect(await readCatalog(db)).toEqual({ products: [amoxicillin, zinc], cachedAt: 5_000 });
    await expect(written).resolves.toBeUndefined();
    expect(performance.getEntriesByName(catalogSavedMark).length).toBeGreaterThan(0);
    stop();
    expect(seen).toEqual(['saving', 'saved']);
  });

  it('writes one answer once when the till and the sign-in download share it; a newer download still wins', async () => {
    db = openLocalDb(`test-${crypto.randomUUID()}`);
    const answer = [zinc, amoxicillin];
    const first = writeCatalog(db, answer, 5_000);
    expect(writeCatalog(db, answer, 5_001)).toBe(first);
    await first;
    // An older answer arriving last is dropped, as on the main thread.
    await writeCatalog(db, [zinc], 8_000);
    await writeCatalog(db, [amoxicillin], 7_000);
    expect(await readCatalog(db)).toEqual({ products: [zinc], cachedAt: 8_000 });
  });

  it('stopped (sign-out) leave the previous copy and write nothing after', async () => {
    db = openLocalDb(`test-${crypto.randomUUID()}`);
    await saveCatalog(db, [zinc, amoxicillin], 5_000);
    const stopped = expect(writeCatalog(db, [zinc], 6_000)).rejects.toThrow('stopped');
    await abortCatalogWrites();
    await stopped;
    await whenCatalogSaved(db);
    expect(catalogWriteStatus(db.name)).toBe('idle');
    expect(await readCatalog(db)).toEqual({ products: [amoxicillin, zinc], cachedAt: 5_000 });
  });

  it('say failed when the database refuses the copy, which stays as it was', async () => {
    db = openLocalDb(`test-${crypto.randomUUID()}`);
    await saveCatalog(db, [zinc], 5_000);
    const broken = { ...amoxicillin, id: undefined } as unknown as typeof amoxicillin;
    await expect(writeCatalog(db, [broken], 6_000)).rejects.toThrow();
    expect(catalogWriteStatus(db.name)).toBe('failed');
    expect(await readCatalog(db)).toEqual({ products: [zinc], cachedAt: 5_000 });
  });

  it('put the change feed into the copy: changed products and their lots replaced, removed ones gone', async () => {
    db = openLocalDb(`test-${crypto.randomUUID()}`);
    const ibuprofen = posProduct({ id: 3, name: 'Ibuprofen', barcode: '333' }, [{}, { date: '2031-01-01' }]);
    await saveCatalog(db, [zinc, amoxicillin, ibuprofen], 5_000);
    const soldDown = posProduct({ id: 3, name: 'Ibuprofen', barcode: '333' }, [{ availableUnits: 4 }]);
    const received = posProduct({ id: 4, name: 'Cetirizine', barcode: '444' });
    const statuses: string[] = [];
    const stop = subscribeCatalogWrites(() => statuses.push(catalogWriteStatus(db.name)));
    await writeCatalogChanges(db, [soldDown, received], [2], 6_000);
    stop();
    const { products } = await readCatalog(db);
    expect(products.map((product) => product.name)).toEqual(['Amoxicillin 500mg', 'Cetirizine', 'Ibuprofen']);
    expect(products.find((product) => product.id === 3)).toEqual(soldDown);
    const lotsOf = (id: number) => products.find((product) => product.id === id)?.expiryDates ?? [];
    expect(lotsOf(3).map((lot) => lot.availableUnits)).toEqual([4]);
    expect(lotsOf(2)).toEqual([]);
    expect(lotsOf(4)).toHaveLength(1);
    expect(await catalogCounts(db)).toEqual({ products: 3, lots: 3 });
    // A few products, not a new copy: the badge stays as it was.
    expect(statuses).toEqual([]);
  });

  it('drop feed changes asked for before the download that replaced the copy, and wait for a download under way', async () => {
    db = openLocalDb(`test-${crypto.randomUUID()}`);
    await saveCatalog(db, [zinc], 8_000);
    await writeCatalogChanges(db, [amoxicillin], [2], 7_000);
    expect(await readCatalog(db)).toEqual({ products: [zinc], cachedAt: 8_000 });

    // Handed over after a download still being written: applied after it, not under it.
    const download = writeCatalog(db, [zinc], 9_000);
    const changes = writeCatalogChanges(db, [amoxicillin], [], 9_500);
    await Promise.all([download, changes]);
    expect((await readCatalog(db)).products.map((product) => product.name)).toEqual(['Amoxicillin 500mg', 'Zinc']);
  });
});

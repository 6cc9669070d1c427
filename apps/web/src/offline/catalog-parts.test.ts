import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { applyChanges, catalogPartSize, partFor, partsOf } from './catalog-parts';
import { catalogCounts, readCatalog, saveCatalog } from './local-catalog';
import { saveCatalogChanges } from './catalog-save';
import { freshLocalDbs } from './test-db';
import { posProduct } from './test-products';

const openDb = freshLocalDbs();
const products = (ids: number[]) => ids.map((id) => posProduct({ id, name: `P${id}`, barcode: String(id) }));
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('catalogue parts', () => {
  it('cut a catalogue by product id, the first from 0, each later one from its first id', () => {
    const parts = partsOf(products([30, 10, 20, 40, 50]), 5_000, 2);
    expect(parts.map((part) => [part.from, part.products.map((p) => p.id), part.productCount])).toEqual([
      [0, [10, 20], 2],
      [30, [30, 40], 2],
      [50, [50], 1],
    ]);
    expect(parts.every((part) => part.cachedAt === 5_000 && part.lotCount === part.productCount)).toBe(true);
    expect(partFor([0, 30, 50], 29)).toBe(0);
    expect(partFor([0, 30, 50], 30)).toBe(30);
    expect(partFor([30, 50], 10)).toBeNull();
    expect(() => partsOf([{ ...posProduct({ id: 1, name: 'x', barcode: '1' }), id: Number.NaN }], 0)).toThrow();
  });

  it('a change rewrites only the parts it touches; emptied parts go, a part grown past twice the size splits', () => {
    const [first, second] = partsOf(products([1, 2, 3, 4]), 5_000, 2);
    const touched = new Map([[second!.from, second!]]);
    const changed = posProduct({ id: 4, name: 'P4 renamed', barcode: '4' });
    const { put, emptied } = applyChanges([0, 3], touched, [changed], [3], 6_000);
    expect(put).toEqual([{ from: 3, products: [changed], productCount: 1, lotCount: 1, cachedAt: 5_000 }]);
    expect(emptied).toEqual([]);
    expect(first!.products.map((p) => p.id)).toEqual([1, 2]);

    expect(applyChanges([0, 3], touched, [], [3, 4], 6_000)).toEqual({ put: [], emptied: [3] });

    // Ids below every part make a part from 0; many new ids split their part in parts of the usual size.
    const grown = applyChanges([5_000], new Map(), products(range(1, 2 * catalogPartSize + 1)), [], 6_000).put;
    expect(grown.map((part) => [part.from, part.productCount])).toEqual([
      [0, catalogPartSize],
      [catalogPartSize + 1, catalogPartSize],
      [2 * catalogPartSize + 1, 1],
    ]);
  });

  it('hold a large catalogue in few rows, and the change feed keeps it whole', async () => {
    const db = openDb();
    const all = products(range(1, 1_200));
    await saveCatalog(db, all, 5_000);
    expect(await db.catalogParts.count()).toBe(3);
    expect(await catalogCounts(db)).toEqual({ products: 1_200, lots: 1_200 });
    const sold = posProduct({ id: 700, name: 'P700', barcode: '700' }, [{ availableUnits: 3 }]);
    const added = posProduct({ id: 5_000, name: 'P5000', barcode: '5000' }, [{}, { date: '2031-01-01' }]);
    await saveCatalogChanges(db, [sold, added], [1, 1_200], 6_000);
    const { products: read, cachedAt } = await readCatalog(db);
    expect(cachedAt).toBe(5_000);
    expect(read).toHaveLength(1_199);
    expect(read.find((p) => p.id === 700)).toEqual(sold);
    expect(read.find((p) => p.id === 5_000)).toEqual(added);
    expect(read.some((p) => p.id === 1 || p.id === 1_200)).toBe(false);
    expect(await catalogCounts(db)).toEqual({ products: 1_199, lots: 1_200 });
  });
});

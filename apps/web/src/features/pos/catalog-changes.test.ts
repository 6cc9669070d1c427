import type { PosPreloadResponse } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { applyCatalogChanges } from './catalog-changes';
import { posProduct } from '../../offline/test-products';

const amoxicillin = posProduct({ id: 1, name: 'Amoxicillin 500mg', barcode: '111' });
const ibuprofen = posProduct({ id: 2, name: 'Ibuprofen 400mg', barcode: '222' });
const zinc = posProduct({ id: 3, name: 'Zinc Cream', barcode: '333' });
const cetirizine = posProduct({ id: 4, name: 'Cetirizine 10mg', barcode: '444' });

const preload = (inventory = [amoxicillin, ibuprofen, zinc]): PosPreloadResponse => ({
  loadTime: 12,
  inventory,
  cursor: '10:10:',
});
const names = (data: PosPreloadResponse) => data.inventory.map((product) => product.name);

describe('applyCatalogChanges', () => {
  const cases: { title: string; changes: Parameters<typeof applyCatalogChanges>[1]; expected: string[] }[] = [
    { title: 'nothing changed', changes: { changed: [], removed: [] }, expected: names(preload()) },
    {
      title: 'a new product goes to its place by name',
      changes: { changed: [cetirizine], removed: [] },
      expected: ['Amoxicillin 500mg', 'Cetirizine 10mg', 'Ibuprofen 400mg', 'Zinc Cream'],
    },
    {
      title: 'a new product last and first',
      changes: {
        changed: [posProduct({ id: 9, name: 'Zz', barcode: '9' }), posProduct({ id: 8, name: 'Aa', barcode: '8' })],
        removed: [],
      },
      expected: ['Aa', 'Amoxicillin 500mg', 'Ibuprofen 400mg', 'Zinc Cream', 'Zz'],
    },
    {
      title: 'a renamed product moves',
      changes: { changed: [{ ...zinc, name: 'Acyclovir Cream' }], removed: [] },
      expected: ['Acyclovir Cream', 'Amoxicillin 500mg', 'Ibuprofen 400mg'],
    },
    {
      title: 'a removed product leaves; an unknown id removed changes nothing',
      changes: { changed: [], removed: [2, 99] },
      expected: ['Amoxicillin 500mg', 'Zinc Cream'],
    },
  ];
  it.each(cases)('$title', ({ changes, expected }) => {
    expect(names(applyCatalogChanges(preload(), changes))).toEqual(expected);
  });

  it('replaces an entry whole (stock, price, lots) and takes the feed cursor', () => {
    const sold = posProduct({ id: 2, name: 'Ibuprofen 400mg', barcode: '222' }, [
      { availableUnits: 7, retailPrice: '13.00' },
    ]);
    const next = applyCatalogChanges(preload(), { changed: [sold], removed: [], cursor: '12:14:13' });
    expect(next.inventory[1]).toBe(sold);
    expect(next.cursor).toBe('12:14:13');
    expect(next.loadTime).toBe(12);
  });

  it('keeps the cursor for changes that carry none (a scan looked up), and never touches its input', () => {
    const before = preload();
    const copy = structuredClone(before);
    const next = applyCatalogChanges(before, { changed: [cetirizine], removed: [1] });
    expect(next.cursor).toBe('10:10:');
    expect(before).toEqual(copy);
  });

  it('gives the same catalogue when the same changes come twice', () => {
    const changes = { changed: [cetirizine, { ...ibuprofen, availableUnits: 3 }], removed: [3] };
    const once = applyCatalogChanges(preload(), changes);
    expect(applyCatalogChanges(once, changes)).toEqual(once);
  });
});

import { describe, expect, it } from 'vitest';
import { buildCatalog, findByBarcode, searchCatalog } from './catalog';
import { posProduct } from '../../offline/test-products';

const amoxicillin250 = posProduct({ id: 1, name: 'Amoxicillin 250mg Capsules', barcode: '2000000000011' });
const amoxicillin500 = posProduct({ id: 2, name: 'Amoxicillin 500mg Capsules', barcode: '2000000000028' });
const emptyLot = posProduct({ id: 3, name: 'Ibuprofen 400mg', barcode: 'IBU-400', availableUnits: 0 });
const catalog = buildCatalog([amoxicillin250, amoxicillin500, emptyLot]);

describe('barcode lookup', () => {
  it('finds a product by its exact barcode, ignoring spaces around it', () => {
    expect(findByBarcode(catalog, '2000000000028')?.id).toBe(2);
    expect(findByBarcode(catalog, ' 2000000000011 ')?.id).toBe(1);
  });

  it('matches only products with units available', () => {
    expect(findByBarcode(catalog, 'IBU-400')).toBeUndefined();
  });

  it('does not match a part of a barcode', () => {
    expect(findByBarcode(catalog, '200000000001')).toBeUndefined();
  });

  it('knows every lot by its inventory id', () => {
    expect(catalog.lots.get(200)?.product.id).toBe(2);
  });

  it('answers a lookup in a catalogue of 20,000 products in well under a millisecond', () => {
    const many = buildCatalog(
      Array.from({ length: 20_000 }, (_, i) => posProduct({ id: i + 1, name: `Product ${i}`, barcode: `B${i}` })),
    );
    const started = performance.now();
    for (let i = 0; i < 1000; i++) findByBarcode(many, `B${(i * 17) % 20_000}`);
    expect((performance.now() - started) / 1000).toBeLessThan(1);
  });
});

describe('product search', () => {
  it('matches every word in the name or barcode, in any case', () => {
    expect(searchCatalog(catalog, 'AMOX 500', 10).items.map((p) => p.id)).toEqual([2]);
    expect(searchCatalog(catalog, 'ibu-4', 10).items.map((p) => p.id)).toEqual([3]);
    expect(searchCatalog(catalog, '0000011', 10).items.map((p) => p.id)).toEqual([1]);
  });

  it('lists everything for an empty query, up to the limit, and counts all matches', () => {
    expect(searchCatalog(catalog, '  ', 2)).toEqual({ items: [amoxicillin250, amoxicillin500], total: 3 });
  });
});

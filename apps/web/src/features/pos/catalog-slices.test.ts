import { describe, expect, it } from 'vitest';
import { posProduct } from '../../offline/test-products';
import { buildCatalog, buildCatalogInSlices, findByBarcode } from './catalog';

const products = Array.from({ length: 2_500 }, (_, i) =>
  posProduct({ id: i + 1, name: `P${i + 1}`, barcode: `${i + 1}` }, i % 7 === 0 ? [{ availableUnits: 0 }] : [{}]),
);

describe('the till catalogue built in slices', () => {
  it('is the same lookup as the one built at once', async () => {
    const sliced = await buildCatalogInSlices(products, () => false, 1_000);
    const once = buildCatalog(products);
    expect(sliced).toEqual(once);
    expect(sliced && findByBarcode(sliced, '2')).toBe(products[1]);
  });

  it('stops when told (a newer answer came)', async () => {
    let slices = 0;
    expect(await buildCatalogInSlices(products, () => ++slices > 1, 1_000)).toBeNull();
  });
});

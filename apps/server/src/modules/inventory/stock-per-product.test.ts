import { describe, expect, it } from 'vitest';
import { daysFromToday, uniqueBarcode } from '../../test/inventory-factories.js';
import { shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/**
 * Stock is counted per product (the sum of its live lots), not per lot: a product with 10 + 40
 * units is not low; 5 sellable units and 30 expired ones is; the dashboard agrees with the list.
 */
async function lotsOfThree() {
  const s = await shop(t);
  const plenty = { productName: 'Plenty 500mg', barcode: uniqueBarcode(), unitsPerBox: 10 };
  await s.stock({ ...plenty, quantity: 1, expiryDate: daysFromToday(20) });
  await s.stock({ ...plenty, quantity: 4, expiryDate: daysFromToday(300) });
  const mostlyExpired = { productName: 'Mostly Expired 20mg', barcode: uniqueBarcode(), unitsPerBox: 5 };
  await s.stock({ ...mostlyExpired, quantity: 1, expiryDate: daysFromToday(60) });
  await s.stock({ ...mostlyExpired, quantity: 6, expiryDate: daysFromToday(-2) });
  return s;
}

describe('stock per product', () => {
  it('gives every inventory row the units its product holds in all live lots', async () => {
    const s = await lotsOfThree();
    const { items } = (await s.client.get('/api/inventory?sortBy=expiry')).json();
    expect(
      items.map((i: { product: { name: string }; availableUnits: number; productAvailableUnits: number }) => [
        i.product.name,
        i.availableUnits,
        i.productAvailableUnits,
      ]),
    ).toEqual([
      ['Mostly Expired 20mg', 30, 5],
      ['Plenty 500mg', 10, 50],
      ['Mostly Expired 20mg', 5, 5],
      ['Plenty 500mg', 40, 50],
    ]);
    const edited = await s.client.put(`/api/inventory/${items[1].id}`, { quantity: 2 });
    expect(edited.json()).toMatchObject({ availableUnits: 20, productAvailableUnits: 60 });
  });

  it('counts a product low on the dashboard by its live lots, expired ones left out', async () => {
    const s = await lotsOfThree();
    const body = (await s.client.get('/api/dashboard')).json();
    expect(body.lowStockCount).toBe(1);
    expect(body.lowStockItems).toEqual([
      { productId: expect.any(Number), product: { name: 'Mostly Expired 20mg' }, availableBoxes: 1, availableUnits: 5 },
    ]);
  });
});

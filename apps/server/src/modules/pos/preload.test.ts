import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { daysFromToday, recordSale, uniqueBarcode } from '../../test/inventory-factories.js';
import { shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

describe('GET /api/pos/preload-all', () => {
  it('groups the lots with units per product, recommending the earliest expiry that may be sold', async () => {
    const s = await shop(t);
    const barcode = uniqueBarcode();
    const same = { productName: 'Amoxicillin 250mg', barcode, category: 'medications', unitsPerBox: 12 };
    const expired = await s.stock({ ...same, quantity: 1, expiryDate: daysFromToday(-3), retailPrice: 6 });
    const later = await s.stock({ ...same, quantity: 4, expiryDate: daysFromToday(300), retailPrice: 7 });
    const soon = await s.stock({ ...same, quantity: 2, expiryDate: daysFromToday(20), retailPrice: 6.5, costPrice: 4 });
    const empty = await s.stock({ productName: 'Bandages', quantity: 1, unitsPerBox: 5 });
    await recordSale(t, empty.inventoryId, 5);
    const onlyExpired = await s.stock({ productName: 'Zinc Cream', quantity: 1, expiryDate: daysFromToday(-1) });
    await recordSale(t, soon.inventoryId, 1);

    const response = await s.client.get('/api/pos/preload-all');
    expect(response.statusCode).toBe(200);
    const { inventory, loadTime } = response.json();
    expect(loadTime).toBeGreaterThanOrEqual(0);
    expect(inventory.map((p: { name: string }) => p.name)).toEqual(['Amoxicillin 250mg', 'Zinc Cream']);
    expect(inventory[0]).toEqual({
      inventoryId: soon.inventoryId,
      id: soon.productId,
      name: 'Amoxicillin 250mg',
      barcode,
      category: 'medications',
      quantity: 1,
      availableUnits: 23,
      retailPrice: '6.50',
      costPrice: '4.00',
      unitsPerBox: 12,
      unitType: 'box',
      expiryDate: daysFromToday(20),
      batchNumber: null,
      expiryDates: [
        {
          inventoryId: expired.inventoryId,
          date: daysFromToday(-3),
          quantity: 1,
          availableUnits: 12,
          retailPrice: '6.00',
          unitsPerBox: 12,
          batchNumber: null,
        },
        {
          inventoryId: soon.inventoryId,
          date: daysFromToday(20),
          quantity: 1,
          availableUnits: 23,
          retailPrice: '6.50',
          unitsPerBox: 12,
          batchNumber: null,
        },
        {
          inventoryId: later.inventoryId,
          date: daysFromToday(300),
          quantity: 4,
          availableUnits: 48,
          retailPrice: '7.00',
          unitsPerBox: 12,
          batchNumber: null,
        },
      ],
      oldestExpiryDate: daysFromToday(-3),
      hasMultipleExpiryDates: true,
      totalQuantity: 5,
      totalAvailableUnits: 71,
      sellable: true,
    });
    expect(inventory[1]).toMatchObject({
      inventoryId: onlyExpired.inventoryId,
      sellable: false,
      totalAvailableUnits: 0,
    });
  });

  it('sends the same answer gzipped to a client that accepts it', async () => {
    const s = await shop(t);
    await s.stock({ productName: 'Loratadine 10mg' });
    const plain = await s.client.get('/api/pos/preload-all');
    const zipped = await s.client.send({
      method: 'GET',
      url: '/api/pos/preload-all',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const { inventory } = JSON.parse(gunzipSync(zipped.rawPayload).toString());
    expect(inventory).toEqual(plain.json().inventory);
  });

  it('shows a tenant only its own stock', async () => {
    const other = await shop(t);
    await other.stock();
    const s = await shop(t);
    expect((await s.client.get('/api/pos/preload-all')).json().inventory).toEqual([]);
  });
});

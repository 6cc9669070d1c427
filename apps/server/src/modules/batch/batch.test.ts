import { describe, expect, it } from 'vitest';
import { daysFromToday, lotLedger, uniqueBarcode } from '../../test/inventory-factories.js';
import { movementsOf, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

describe('batch endpoints', () => {
  it('inventory batch-update applies each change with a movement and fails a slot alone', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 1, unitsPerBox: 10 });
    const foreign = await (await shop(t)).stock();
    const response = await s.client.post('/api/inventory/batch-update', {
      updates: [
        { id: lot.inventoryId, quantityChange: -3 },
        { id: lot.inventoryId, quantityChange: -8, reason: 'pos_sale' },
        { id: foreign.inventoryId, quantityChange: -1 },
        { id: lot.inventoryId, quantityChange: 5, reason: 'recount' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { ok: true, id: lot.inventoryId, availableUnits: 7, quantity: 0 },
      {
        ok: false,
        id: lot.inventoryId,
        code: 'stock_below_zero',
        error: 'Stock cannot go below 0: only 7 units left',
        availableUnits: 7,
      },
      { ok: false, id: foreign.inventoryId, code: 'inventory_item_not_found', error: 'Inventory item not found.' },
      { ok: true, id: lot.inventoryId, availableUnits: 12, quantity: 1 },
    ]);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 12, movements: 12 });
    expect((await movementsOf(t, lot.inventoryId)).slice(1)).toEqual([
      { kind: 'adjustment', units: -3, reference: 'batch: pos_sale' },
      { kind: 'adjustment', units: 5, reference: 'batch: recount' },
    ]);
    expect(await lotLedger(t, foreign.inventoryId)).toMatchObject({ units: 20 });
  });

  it('products batch-lookup answers each barcode in its place, with its sellable stock', async () => {
    const s = await shop(t);
    const barcode = uniqueBarcode();
    const soon = await s.stock({ barcode, productName: 'Cetirizine 10mg', quantity: 1, expiryDate: daysFromToday(30) });
    await s.stock({ barcode, productName: 'Cetirizine 10mg', quantity: 2, expiryDate: daysFromToday(90) });
    const stale = uniqueBarcode();
    await s.stock({ barcode: stale, productName: 'Old Syrup', expiryDate: daysFromToday(-5) });
    const foreign = uniqueBarcode();
    await (await shop(t)).stock({ barcode: foreign });

    const response = await s.client.post('/api/products/batch-lookup', {
      barcodes: [foreign, barcode, stale, barcode],
    });
    const [none, found, expired, repeat] = response.json();
    expect(none).toEqual({ ok: true, barcode: foreign, product: null, stock: null });
    expect(found).toEqual({
      ok: true,
      barcode,
      product: { id: soon.productId, name: 'Cetirizine 10mg', barcode, category: 'medications' },
      stock: {
        inventoryId: soon.inventoryId,
        availableUnits: 10,
        totalAvailableUnits: 30,
        quantity: 1,
        retailPrice: '2.50',
        unitsPerBox: 10,
        expiryDate: daysFromToday(30),
      },
    });
    expect(expired).toMatchObject({ product: { name: 'Old Syrup' }, stock: null });
    expect(repeat).toEqual(found);
  });

  it('products batch-price-update sets the retail price of every lot of each product', async () => {
    const s = await shop(t);
    const barcode = uniqueBarcode();
    const a = await s.stock({ barcode, expiryDate: daysFromToday(30) });
    const b = await s.stock({ barcode, expiryDate: daysFromToday(60) });
    const foreign = await (await shop(t)).stock();
    const response = await s.client.post('/api/products/batch-price-update', {
      updates: [
        { productId: a.productId, newPrice: 3.75 },
        { productId: foreign.productId, newPrice: 0 },
      ],
    });
    expect(response.json()).toEqual([
      { ok: true, productId: a.productId, retailPrice: '3.75', updatedLots: 2 },
      { ok: false, productId: foreign.productId, error: 'Product not found.' },
    ]);
    const preload = (await s.client.get('/api/pos/preload-all')).json().inventory[0];
    expect(
      preload.expiryDates.map((d: { inventoryId: number; retailPrice: string }) => [d.inventoryId, d.retailPrice]),
    ).toEqual([
      [a.inventoryId, '3.75'],
      [b.inventoryId, '3.75'],
    ]);
    const bad = await s.client.post('/api/products/batch-price-update', {
      updates: [{ productId: a.productId, newPrice: -1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Price cannot be negative');
  });

  it('takes at most 100 operations per call', async () => {
    const s = await shop(t);
    const barcodes = Array.from({ length: 101 }, (_, i) => `B${i}`);
    expect((await s.client.post('/api/products/batch-lookup', { barcodes })).statusCode).toBe(400);
    expect((await s.client.post('/api/products/batch-lookup', { barcodes: barcodes.slice(1) })).statusCode).toBe(200);
  });
});

import { type ReorderItem, addDays, dayIn } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { ask } from '../../test/assistant-factories.js';
import { daysFromToday, uniqueBarcode } from '../../test/inventory-factories.js';
import { askToBuy, grantAccess, marketRetailer, marketSupplier } from '../../test/marketplace-factories.js';
import { saleBody, sell, shop } from '../../test/sales-factories.js';
import type { Client } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-app.js';
import { setTimeZone } from '../../test/time-zone.js';

const t = useTestApp();

/** Shops on either side of UTC with no summer time, so a local moment has one offset all year. */
const zones = [
  { timeZone: 'Asia/Baghdad', offset: '+03:00' },
  { timeZone: 'America/Bogota', offset: '-05:00' },
] as const;

async function reorder(client: Client, query = '') {
  const response = await client.get(`/api/reorder${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { windowDays: number; coverDays: number; items: ReorderItem[] };
}

const itemOf = (items: ReorderItem[], productId: number) => items.find((item) => item.productId === productId);

describe.each(zones)('the reorder figure of a hand-computed shop in $timeZone', ({ timeZone, offset }) => {
  it("counts the shop's own last 28 days, lots by what sells before expiry, and sorts by days of cover", async () => {
    const s = await shop(t);
    await setTimeZone(s.client, timeZone);
    const today = dayIn(new Date(), timeZone);
    const at = (day: string, time: string) => `${day}T${time}${offset}`;
    // Paracetamol, boxes of 10 at 1.50: 10 units expiring in 4 days, 20 in 9, 90 in 60.
    const barcode = uniqueBarcode();
    const first = await s.stock({ productName: 'Paracetamol', barcode, quantity: 9, expiryDate: addDays(today, 60) });
    await s.stock({ productName: 'Paracetamol', barcode, quantity: 1, expiryDate: addDays(today, 4) });
    await s.stock({ productName: 'Paracetamol', barcode, quantity: 2, expiryDate: addDays(today, 9) });
    // Ibuprofen: 50 boxes of 1, sells 1 a day: plenty.
    const calm = await s.stock({ productName: 'Ibuprofen', quantity: 50, unitsPerBox: 1, costPrice: 3 });
    // Vitamin C: in stock, never sold, but on the shortage notebook.
    const noted = await s.stock({ productName: 'Vitamin C', quantity: 2 });
    expect((await s.client.post('/api/shortage-items', { productName: 'vitamin c', date: today })).statusCode).toBe(
      201,
    );

    const sale = async (inventoryId: number, units: number, soldAt: string) => {
      const body = saleBody([{ inventoryId, quantity: units, unitType: 'unit' }], {
        offline: true,
        saleId: `OFFLINE-${Date.parse(soldAt)}`,
        soldAt,
      });
      const response = await sell(s.client, body);
      expect(response.statusCode, response.body).toBe(201);
    };
    // The window is today and the 27 days before it, in the shop's own time zone: the 23:30 sale
    // of the day before it does not count, the 00:30 one of its first day does.
    await sale(first.inventoryId, 30, at(addDays(today, -28), '23:30:00'));
    await sale(first.inventoryId, 26, at(addDays(today, -27), '00:30:00'));
    await sale(first.inventoryId, 30, at(addDays(today, -3), '12:00:00'));
    await sale(calm.inventoryId, 28, at(addDays(today, -1), '12:00:00'));

    const { windowDays, coverDays, items } = await reorder(s.client);
    expect({ windowDays, coverDays }).toEqual({ windowDays: 28, coverDays: 30 });
    // 56 sold in 28 days = 2 a day; cover 30 + lead 3 = 66 units wanted. The sales named the lot
    // of 90, so 90 - 30 - 26 - 30 = 4 are left of it.
    const para = itemOf(items, first.productId)!;
    // On hand: 10 (sells in its 5 days: 10) + min(20, 20 - 10) + 4 left of the late lot = 24.
    expect(para).toMatchObject({
      productName: 'Paracetamol',
      unitsPerBox: 10,
      averageDailyUnits: 2,
      unitsOnHand: 24,
      daysOfCover: 12,
      // 66 - 24 = 42 units -> 5 boxes at 1.50.
      suggestedBoxes: 5,
      lastCostPerBox: '1.50',
      estimatedCost: '7.50',
      supplierId: s.supplierId,
      supplierName: 'MedSupply Co.',
      marketplaceSupplierId: null,
      onShortageList: false,
      requested: false,
      leadDays: 3,
    });
    // Ibuprofen: 28 in 28 days = 1 a day, 22 left: 22 days; 33 - 22 = 11 boxes of 1 at 3.00.
    expect(itemOf(items, calm.productId)).toMatchObject({
      averageDailyUnits: 1,
      unitsOnHand: 22,
      daysOfCover: 22,
      suggestedBoxes: 11,
      estimatedCost: '33.00',
    });
    // Vitamin C: no sales, on the notebook, 20 on hand: listed, marked, nothing to order.
    expect(itemOf(items, noted.productId)).toMatchObject({
      averageDailyUnits: 0,
      unitsOnHand: 20,
      daysOfCover: null,
      suggestedBoxes: 0,
      onShortageList: true,
    });
    expect(items.map((item) => item.productName)).toEqual(['Paracetamol', 'Ibuprofen', 'Vitamin C']);

    // The assistant gives the same answer, in the question's language.
    const english = await ask(s.client, 'What should I order?');
    expect(english.message).toContain('Suggested order: 2 products.');
    expect(english.message).toContain('- Paracetamol: 5 boxes ($7.50), 12 days left');
    expect(english.message).toContain('- Ibuprofen: 11 boxes ($33.00), 22 days left');
    expect(english.message).not.toContain('Vitamin C');
    const arabic = await ask(s.client, 'ماذا أطلب؟');
    expect(arabic.message).toContain('اقتراح الطلب: 2 منتج.');
    expect(arabic.message).toMatch(/Paracetamol\S*: 5 علبة/);

    // The query overrides the settings: a 7-day window (30 sold: 30/7 a day), 10 days' cover, no lead.
    const narrow = itemOf((await reorder(s.client, '?windowDays=7&coverDays=10&leadDays=0')).items, first.productId);
    // Wanted 30 x 10 / 7 = 42.9 units; the lot of 20 now outlasts the 10 days: 10 + 20 + 4 = 34 -> 1 box.
    expect(narrow).toMatchObject({ averageDailyUnits: 4.29, unitsOnHand: 34, suggestedBoxes: 1, leadDays: 0 });
  });
});

describe('reorder query and access', () => {
  it('refuses a bad window with its code and lets only the inventory area in', async () => {
    const s = await shop(t);
    const bad = await s.client.get('/api/reorder?windowDays=0&coverDays=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation');
    const basic = await marketRetailer(t, { plan: 'basic' });
    expect((await basic.client.get('/api/reorder')).statusCode).toBe(403);
  });
});

describe('from suggestion to a marketplace request', () => {
  it('shows the marketplace supplier and its price, then the requested line until it is received', async () => {
    const supplier = await marketSupplier(t);
    const offered = await supplier.stock({
      productName: 'Cetirizine 10mg',
      quantity: 10,
      unitsPerBox: 10,
      retailPrice: 12.35,
      expiryDate: daysFromToday(300),
    });
    const retailer = await marketRetailer(t, { plan: 'advance' });
    await grantAccess(supplier, retailer.client);
    const s = { client: retailer.client };
    const supplierId = (
      await s.client.post('/api/suppliers', { name: 'Old wholesaler', contact: 'A', phone: '+964 780 111 2233' })
    ).json().id;
    const mine = await s.client.post('/api/inventory/add-product', {
      productName: 'Cetirizine 10mg',
      barcode: offered.barcode,
      category: 'medicines',
      supplierId,
      orderId: 'INV-1',
      quantity: 1,
      unitsPerBox: 10,
      costPrice: 9,
      retailPrice: 15,
      expiryDate: daysFromToday(200),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const { inventoryId, productId } = mine.json();
    const sold = await sell(s.client, saleBody([{ inventoryId, quantity: 8, unitType: 'unit' }]));
    expect(sold.statusCode, sold.body).toBe(201);

    // 8 sold in 28 days; 2 on hand; wanted 8 x 33 / 28 = 9.4 units -> 8 short -> 1 box.
    const before = itemOf((await reorder(s.client)).items, productId)!;
    expect(before).toMatchObject({
      suggestedBoxes: 1,
      unitsOnHand: 2,
      lastCostPerBox: '9.00',
      marketplaceSupplierId: supplier.user.id,
      marketplaceBoxPrice: '12.35',
      marketplaceCurrency: 'USD',
      requested: false,
    });

    const sent = await askToBuy(s.client, supplier.user.id, [{ barcode: offered.barcode, requestedQuantity: 10 }]);
    const pending = itemOf((await reorder(s.client)).items, productId)!;
    expect(pending).toMatchObject({ requested: true, requestedUnits: 10, suggestedBoxes: 0 });

    const approved = await supplier.client.post(`/api/marketplace/purchase-request/${sent.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(itemOf((await reorder(s.client)).items, productId)).toMatchObject({ requested: true, suggestedBoxes: 0 });

    const received = await s.client.post(`/api/marketplace/purchase-requests/${sent.id}/receive`);
    expect(received.statusCode, received.body).toBe(200);
    const after = itemOf((await reorder(s.client)).items, productId)!;
    expect(after).toMatchObject({ requested: false, requestedUnits: 0, unitsOnHand: 12, suggestedBoxes: 0 });
    // Bought last from the marketplace supplier now: its record is the supplier of the line.
    expect(after.supplierId).not.toBe(supplierId);
  });

  it("another tenant's requests and sales are not this shop's", async () => {
    const a = await shop(t);
    const b = await shop(t);
    const lot = await a.stock({ productName: 'Amoxicillin', quantity: 3 });
    expect(
      (await sell(a.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 5, unitType: 'unit' }]))).statusCode,
    ).toBe(201);
    expect(itemOf((await reorder(a.client)).items, lot.productId)).toBeDefined();
    expect((await reorder(b.client)).items).toEqual([]);
  });
});

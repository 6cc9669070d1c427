import { maxChangedProducts } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, users } from '../../db/schema/index.js';
import { uniqueBarcode } from '../../test/inventory-factories.js';
import { saleBody, sell, shop } from '../../test/sales-factories.js';
import { Client, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

interface Entry {
  id: number;
  name: string;
  barcode: string;
  availableUnits: number;
  retailPrice: string;
  expiryDates: { inventoryId: number }[];
}
interface Changes {
  cursor: string;
  reset: boolean;
  changed: Entry[];
  removed: number[];
}

async function preloadCursor(client: Client): Promise<string> {
  const response = await client.get('/api/pos/preload-all');
  expect(response.statusCode).toBe(200);
  return response.json().cursor;
}

async function changesSince(client: Client, since: string): Promise<Changes> {
  const response = await client.get(`/api/pos/changes?since=${encodeURIComponent(since)}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/pos/changes', () => {
  it('sends a product received after the preload, then nothing more from the cursor it answered', async () => {
    const s = await shop(t);
    await s.stock({ productName: 'Already There' });
    const cursor = await preloadCursor(s.client);
    expect(await changesSince(s.client, cursor)).toEqual({
      cursor: expect.any(String),
      reset: false,
      changed: [],
      removed: [],
    });

    const barcode = uniqueBarcode();
    const received = await s.stock({ productName: 'Cetirizine 10mg', barcode, quantity: 3, unitsPerBox: 10 });
    const first = await changesSince(s.client, cursor);
    expect(first.reset).toBe(false);
    expect(first.changed).toHaveLength(1);
    expect(first.changed[0]).toMatchObject({
      id: received.productId,
      name: 'Cetirizine 10mg',
      barcode,
      availableUnits: 30,
    });
    // The entry is the preload's, field for field.
    const preloaded = (await s.client.get('/api/pos/preload-all')).json().inventory;
    expect(preloaded.find((p: Entry) => p.id === received.productId)).toEqual(first.changed[0]);

    expect(first.cursor).not.toBe(cursor);
    expect(await changesSince(s.client, first.cursor)).toMatchObject({ reset: false, changed: [], removed: [] });
  });

  it('follows edits, renames, sales and returns of the stock', async () => {
    const s = await shop(t);
    const barcode = uniqueBarcode();
    const lot = await s.stock({
      productName: 'Ibuprofen 400mg',
      barcode,
      quantity: 3,
      unitsPerBox: 10,
      retailPrice: 5,
    });
    let cursor = await preloadCursor(s.client);
    const next = async () => {
      const answer = await changesSince(s.client, cursor);
      cursor = answer.cursor;
      return answer;
    };

    expect((await s.client.put(`/api/inventory/${lot.inventoryId}`, { retailPrice: 6 })).statusCode).toBe(200);
    expect((await next()).changed).toEqual([expect.objectContaining({ id: lot.productId, retailPrice: '6.00' })]);

    const renamed = await s.client.put(`/api/products/${lot.productId}`, { name: 'Ibuprofen 400mg Tablets', barcode });
    expect(renamed.statusCode).toBe(200);
    expect((await next()).changed).toEqual([expect.objectContaining({ name: 'Ibuprofen 400mg Tablets' })]);

    const sale = await sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 4, unitType: 'unit' }]));
    expect(sale.statusCode).toBe(201);
    expect((await next()).changed).toEqual([expect.objectContaining({ id: lot.productId, availableUnits: 26 })]);

    const line = sale.json().items[0].id;
    const back = await s.client.post('/api/returns', {
      saleId: sale.json().id,
      items: [{ saleItemId: line, quantity: 1, reason: 'Wrong strength' }],
    });
    expect(back.statusCode).toBe(201);
    expect((await next()).changed).toEqual([expect.objectContaining({ id: lot.productId, availableUnits: 27 })]);

    expect(await next()).toMatchObject({ changed: [], removed: [] });
  });

  it('names a product removed when its lot is deleted, archived or sold out', async () => {
    const s = await shop(t);
    const deleted = await s.stock({ productName: 'Deleted Lot' });
    const archived = await s.stock({ productName: 'Archived Lot', quantity: 1, unitsPerBox: 10 });
    const soldOut = await s.stock({ productName: 'Sold Out', quantity: 1, unitsPerBox: 2 });
    // A sale gives the lot history, so deleting it archives it.
    const sold = await sell(s.client, saleBody([{ inventoryId: archived.inventoryId, quantity: 1, unitType: 'unit' }]));
    expect(sold.statusCode).toBe(201);
    const cursor = await preloadCursor(s.client);

    expect((await s.client.delete(`/api/inventory/${deleted.inventoryId}`)).statusCode).toBe(204);
    expect((await s.client.delete(`/api/inventory/${archived.inventoryId}`)).statusCode).toBe(204);
    expect(
      (await sell(s.client, saleBody([{ inventoryId: soldOut.inventoryId, quantity: 1, unitType: 'box' }]))).statusCode,
    ).toBe(201);

    const answer = await changesSince(s.client, cursor);
    expect(answer.changed).toEqual([]);
    expect(answer.removed).toEqual([deleted.productId, archived.productId, soldOut.productId].sort((a, b) => a - b));
  });

  it("never shows another tenant's changes", async () => {
    const other = await shop(t);
    const s = await shop(t);
    const cursor = await preloadCursor(s.client);
    const theirs = await other.stock({ productName: 'Their Product' });
    expect((await other.client.put(`/api/inventory/${theirs.inventoryId}`, { retailPrice: 9 })).statusCode).toBe(200);
    expect(await changesSince(s.client, cursor)).toMatchObject({ reset: false, changed: [], removed: [] });
    // Their own feed has it.
    expect((await changesSince(other.client, cursor)).changed.map((p) => p.id)).toEqual([theirs.productId]);
  });

  it('answers 400 with a clear message for a missing or malformed cursor', async () => {
    const s = await shop(t);
    for (const url of ['/api/pos/changes', '/api/pos/changes?since=', '/api/pos/changes?since=yesterday']) {
      const response = await s.client.get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'The catalogue cursor is not valid: load the catalogue again (GET /api/pos/preload-all).',
      );
    }
  });

  it('asks for a reset when the cursor is ahead of this database or too far behind', async () => {
    const s = await shop(t);
    expect(await changesSince(s.client, '99999999999:99999999999:')).toMatchObject({
      reset: true,
      changed: [],
      removed: [],
    });

    const cursor = await preloadCursor(s.client);
    await t.database.db.insert(products).values(
      Array.from({ length: maxChangedProducts + 1 }, (_, i) => ({
        ownerId: s.user.id,
        name: `Bulk ${i}`,
        barcode: uniqueBarcode(),
      })),
    );
    const answer = await changesSince(s.client, cursor);
    expect(answer).toMatchObject({ reset: true, changed: [], removed: [] });
    // The fresh preload's cursor works again.
    expect((await changesSince(s.client, await preloadCursor(s.client))).reset).toBe(false);
  });

  it('lets a tenant go with all its stock (the delete trigger on lots runs under the cascade)', async () => {
    const s = await shop(t);
    await s.stock({ productName: 'One' });
    await s.stock({ productName: 'Two' });
    await t.database.db.delete(users).where(eq(users.id, s.user.id));
    const left = await t.database.db.select().from(products).where(eq(products.ownerId, s.user.id));
    expect(left).toEqual([]);
  });

  it('needs a signed-in person', async () => {
    const anonymous = await new Client(t.app).get('/api/pos/changes?since=1:1:');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/pos/lookup', () => {
  it("answers a barcode's preload entry, and 404 for an unknown code or another tenant's", async () => {
    const other = await shop(t);
    const theirs = uniqueBarcode();
    await other.stock({ barcode: theirs });
    const s = await shop(t);
    const barcode = uniqueBarcode();
    const lot = await s.stock({ productName: 'Loratadine 10mg', barcode, quantity: 2, unitsPerBox: 10 });

    const found = await s.client.get(`/api/pos/lookup?barcode=${barcode}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      id: lot.productId,
      inventoryId: lot.inventoryId,
      barcode,
      availableUnits: 20,
    });

    for (const code of [theirs, 'NO-SUCH-CODE']) {
      const missing = await s.client.get(`/api/pos/lookup?barcode=${code}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Product not found.');
    }
    expect((await s.client.get('/api/pos/lookup?barcode=%20')).statusCode).toBe(400);
  });
});

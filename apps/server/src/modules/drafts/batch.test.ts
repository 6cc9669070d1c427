import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryLots, products } from '../../db/schema/index.js';
import { signedInOwner } from '../../test/factories.js';
import { createSupplier, daysFromToday } from '../../test/inventory-factories.js';
import { type Client, useTestApp } from '../../test/test-app.js';
import { multipartUpload } from '../../test/uploads.js';

const t = useTestApp();
const expiry = daysFromToday(400);

/** A CSV batch of three rows: two complete, one without prices. */
async function importBatch(client: Client): Promise<number> {
  const csv = [
    'name,barcode,quantity,cost_price,retail_price,units_per_box,expiration_date',
    `Loratadine 10mg,,2,1.20,2.00,10,${expiry}`,
    `Metformin 500mg,6229000000001,3,2.00,3.50,30,${expiry}`,
    'Bandage Roll,,5,,,1,',
  ].join('\n');
  const response = await client.send(
    multipartUpload('/api/inventory/csv-import', 'csv', { filename: 'b.csv', contentType: 'text/csv', data: csv }),
  );
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().draftId;
}

const stockOf = async (ownerId: number) =>
  t.database.db
    .select({ name: products.name, units: inventoryLots.quantityUnits })
    .from(inventoryLots)
    .innerJoin(products, eq(products.id, inventoryLots.productId))
    .where(eq(inventoryLots.ownerId, ownerId))
    .orderBy(products.name);

describe('the CSV batch editor', () => {
  it('updates the batch, saves selected rows out of it, then saves the rest and completes it', async () => {
    const { client, user } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    const draftId = await importBatch(client);
    const batch = (await client.get(`/api/inventory/drafts/${draftId}/batch`)).json();
    const [loratadine, metformin, bandage] = batch.products;

    const updated = await client.put(`/api/inventory/drafts/${draftId}/batch`, {
      products: [loratadine, metformin, { ...bandage, costPrice: '0.80', retailPrice: '1.50', expirationDate: expiry }],
      supplierId,
      orderId: 'CSV-INV-9',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().draft).toMatchObject({ supplierId, orderId: 'CSV-INV-9' });
    expect(updated.json().products[2]).toMatchObject({ id: bandage.id, costPrice: '0.80' });

    const none = await client.post('/api/inventory/drafts/bulk-save', {
      draftType: 'csv-batch',
      draftId,
      products: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Select at least one product to save.');

    const selected = await client.post('/api/inventory/drafts/bulk-save', {
      draftType: 'csv-batch',
      draftId,
      products: [{ ...loratadine, supplierId }],
    });
    expect(selected.statusCode).toBe(200);
    expect(selected.json()).toEqual({
      message: '1 product saved to inventory',
      saved: 1,
      remaining: 2,
      draftCompleted: false,
    });
    expect(
      (await client.get(`/api/inventory/drafts/${draftId}/batch`)).json().products.map((p: { id: string }) => p.id),
    ).toEqual([metformin.id, bandage.id]);

    const rest = (await client.get(`/api/inventory/drafts/${draftId}/batch`)).json().products;
    const all = await client.post('/api/inventory/drafts/bulk-save', {
      draftType: 'csv-batch',
      draftId,
      products: rest,
    });
    expect(all.json()).toMatchObject({ saved: 2, remaining: 0, draftCompleted: true });
    expect(await stockOf(user.id)).toEqual([
      { name: 'Bandage Roll', units: 5 },
      { name: 'Loratadine 10mg', units: 20 },
      { name: 'Metformin 500mg', units: 90 },
    ]);
    const orders = (await client.get(`/api/orders/supplier/${supplierId}`)).json();
    expect(orders).toEqual([expect.objectContaining({ orderId: 'CSV-INV-9', total: '12.40' })]);
    expect((await client.get('/api/inventory/drafts')).json()).toEqual([]);
    expect((await client.get(`/api/inventory/drafts/${draftId}/batch`)).statusCode).toBe(404);
  });

  it('asks for complete rows and for a supplier and order id, and saves nothing then', async () => {
    const { client, user } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    const draftId = await importBatch(client);
    const rows = (await client.get(`/api/inventory/drafts/${draftId}/batch`)).json().products;

    const incomplete = await client.post('/api/inventory/drafts/bulk-save', {
      draftId,
      products: rows,
      supplierId,
      orderId: 'X',
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe(
      'Please fill in all required fields (name, cost price, retail price) for all products.',
    );
    const noSupplier = await client.post('/api/inventory/drafts/bulk-save', { draftId, products: rows.slice(0, 2) });
    expect(noSupplier.statusCode).toBe(400);
    expect(noSupplier.json().message).toBe('Please select supplier and enter order ID');
    const completion = await client.put(`/api/inventory/drafts/${draftId}`, { isCompleted: true });
    expect(completion.statusCode).toBe(400);
    expect(completion.json().message).toBe('A CSV batch is completed by saving its products from the batch editor.');
    expect(await stockOf(user.id)).toEqual([]);
  });
});

describe('saving a large batch', () => {
  it('saves in chunks, never twice, and completes the batch', async () => {
    const { client, user } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    const csv = ['name,cost_price,retail_price,expiration_date'];
    for (let i = 1; i <= 205; i += 1) csv.push(`Item ${String(i).padStart(3, '0')},1,2,${expiry}`);
    const upload = multipartUpload('/api/inventory/csv-import', 'csv', {
      filename: 'big.csv',
      contentType: 'text/csv',
      data: csv.join('\n'),
    });
    const draftId = (await client.send(upload)).json().draftId;
    const rows = (await client.get(`/api/inventory/drafts/${draftId}/batch`)).json().products;

    const first = await client.post('/api/inventory/drafts/bulk-save', {
      draftId,
      products: rows.slice(0, 3),
      supplierId,
      orderId: 'BIG',
    });
    expect(first.json()).toMatchObject({ saved: 3, remaining: 202 });
    const all = await client.post('/api/inventory/drafts/bulk-save', {
      draftId,
      products: rows,
      supplierId,
      orderId: 'BIG',
    });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({
      message: '202 products saved to inventory',
      saved: 202,
      remaining: 0,
      draftCompleted: true,
    });
    const stock = await stockOf(user.id);
    expect(stock).toHaveLength(205);
    expect(stock.every((lot) => lot.units === 1)).toBe(true);
    expect((await client.get(`/api/orders/supplier/${supplierId}`)).json()[0].total).toBe('205.00');
  });
});

describe('save-bulk (the scanner’s Save Products)', () => {
  const row = {
    name: 'Panadol Extra',
    quantity: 2,
    costPrice: '1.75',
    retailPrice: '2.50',
    unitsPerBox: 12,
    expiryDate: expiry,
  };

  it('receives every product for the supplier and order id and completes the OCR draft', async () => {
    const { client, user } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    const draft = (await client.post('/api/inventory/ocr-drafts', { products: [row], supplierId })).json();
    const response = await client.post('/api/inventory/save-bulk', {
      products: [row, { ...row, name: 'Strepsils', barcode: '777', quantity: 24, quantityType: 'unit' }],
      supplierId,
      orderId: 'R-2041',
      draftId: draft.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: '2 products saved to inventory', saved: 2, draftCompleted: true });
    expect(await stockOf(user.id)).toEqual([
      { name: 'Panadol Extra', units: 24 },
      { name: 'Strepsils', units: 24 },
    ]);
    expect((await client.get('/api/inventory/drafts')).json()).toEqual([]);
  });

  it.each([
    [{ supplierId: undefined }, 'Please select supplier and enter order ID'],
    [{ orderId: '' }, 'Please select supplier and enter order ID'],
    [{ products: [] }, 'At least one product is required'],
    [
      { products: [{ ...row, retailPrice: '' }] },
      'Please fill in all required fields (name, cost price, retail price) for all products.',
    ],
    [
      { products: [{ ...row, quantity: 5, quantityType: 'unit' }] },
      'A quantity in units must fill whole boxes (a multiple of units per box).',
    ],
    [
      { products: [{ ...row, expiryDate: '' }] },
      'Every product needs an expiry date (YYYY-MM-DD) before it goes into stock.',
    ],
  ])('answers 400 to %j', async (change, message) => {
    const { client, user } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    const response = await client.post('/api/inventory/save-bulk', {
      products: [row],
      supplierId,
      orderId: 'R-1',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await stockOf(user.id)).toEqual([]);
  });
});

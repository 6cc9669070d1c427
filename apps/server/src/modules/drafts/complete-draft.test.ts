import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryDrafts, stockMovements } from '../../db/schema/index.js';
import { signedInOwner } from '../../test/factories.js';
import {
  addProduct,
  createSupplier,
  daysFromToday,
  lotLedger,
  productRow,
  uniqueBarcode,
} from '../../test/inventory-factories.js';
import { type Client, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

async function draftFor(client: Client, supplierId: number, fields: Record<string, unknown> = {}) {
  const response = await client.post('/api/inventory/drafts', {
    productName: 'Amoxicillin 500mg Capsules',
    barcode: uniqueBarcode(),
    category: 'medicines',
    quantity: 4,
    unitsPerBox: 12,
    costPrice: 3.2,
    retailPrice: 5,
    expiryDate: daysFromToday(300),
    supplierId,
    orderId: 'INV-DRAFT-1',
    ...fields,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as { id: number; barcode: string };
}

describe('completing a single-product draft', () => {
  it('creates the product, the lot, the receive movement and the supplier order, then hides the draft', async () => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    const draft = await draftFor(client, supplierId);

    const response = await client.put(`/api/inventory/drafts/${draft.id}`, { isCompleted: true });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ isCompleted: true, received: { action: 'added', expiryDatesCount: 1 } });
    expect(body.productId).toBe(body.received.productId);
    expect(body.completedAt).toEqual(expect.any(String));

    const lot = await lotLedger(t, body.received.inventoryId);
    expect(lot.units).toBe(48);
    expect(lot.movements).toBe(48);
    const [movement] = await t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.lotId, body.received.inventoryId));
    expect(movement).toMatchObject({ kind: 'receive', reference: 'INV-DRAFT-1', supplierId });

    const products = (await client.get('/api/products')).json();
    expect(products).toEqual([expect.objectContaining({ name: 'Amoxicillin 500mg Capsules', barcode: draft.barcode })]);
    expect((await client.get(`/api/suppliers/${supplierId}`)).statusCode).toBe(200);
    const orders = (await client.get(`/api/orders/supplier/${supplierId}`)).json();
    expect(orders).toEqual([expect.objectContaining({ orderId: 'INV-DRAFT-1', total: '12.80', isPaid: false })]);
    expect((await client.get('/api/inventory/drafts')).json()).toEqual([]);

    // A retried completion changes nothing; other edits of a completed draft are refused.
    const again = await client.put(`/api/inventory/drafts/${draft.id}`, { isCompleted: true });
    expect(again.statusCode).toBe(200);
    expect((await lotLedger(t, body.received.inventoryId)).units).toBe(48);
    const edit = await client.put(`/api/inventory/drafts/${draft.id}`, { quantity: 9 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('This draft is already completed.');
  });

  it('generates a barcode when the draft has none, and takes edits sent with the completion', async () => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    const draft = await draftFor(client, supplierId, { barcode: '', quantity: 1 });
    const response = await client.put(`/api/inventory/drafts/${draft.id}`, { quantity: 2, isCompleted: true });
    expect(response.statusCode).toBe(200);
    const [product] = (await client.get('/api/products')).json();
    expect(product.barcode).toMatch(/^GEN-[0-9A-Z]{10}$/);
    expect((await lotLedger(t, response.json().received.inventoryId)).units).toBe(24);
  });

  it('adds to the stock of a known barcode, and asks about a different name first', async () => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    const row = productRow(supplierId, { expiryDate: daysFromToday(300) });
    const known = await addProduct(client, row);
    const draft = await draftFor(client, supplierId, {
      barcode: row.barcode,
      productName: 'Panadol',
      expiryDate: daysFromToday(400),
    });

    const conflict = await client.put(`/api/inventory/drafts/${draft.id}`, { isCompleted: true });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ error: 'name_conflict', currentName: row.productName, newName: 'Panadol' });
    expect((await client.get('/api/inventory/drafts')).json()).toHaveLength(1);

    const kept = await client.put(`/api/inventory/drafts/${draft.id}`, { isCompleted: true, updateProductName: false });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().received).toMatchObject({
      action: 'updated',
      productId: known.productId,
      isNewExpiryDate: true,
    });
    expect((await client.get('/api/products')).json()).toEqual([expect.objectContaining({ name: row.productName })]);
  });

  it.each([
    [{ costPrice: null }, 'Product name, quantity and cost price are required to complete a draft.'],
    [{ quantity: null }, 'Product name, quantity and cost price are required to complete a draft.'],
    [{ retailPrice: null }, 'Retail price is required'],
    [{ expiryDate: null }, 'Expiry date is required'],
    [{ supplierId: null }, 'Please select supplier and enter order ID'],
    [{ orderId: '' }, 'Please select supplier and enter order ID'],
  ])('answers 400 without %j and changes nothing', async (missing, message) => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    const draft = await draftFor(client, supplierId, missing);
    const response = await client.put(`/api/inventory/drafts/${draft.id}`, { isCompleted: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const [row] = await t.database.db
      .select()
      .from(inventoryDrafts)
      .where(and(eq(inventoryDrafts.id, draft.id), eq(inventoryDrafts.isCompleted, false)));
    expect(row).toBeDefined();
    expect((await client.get('/api/products')).json()).toEqual([]);
  });

  it('only marks a multi-product draft (its products go through save-bulk)', async () => {
    const { client } = await signedInOwner(t);
    const multi = (
      await client.post('/api/inventory/drafts', { sourceData: { products: [{ name: 'Zinc', costPrice: 1 }] } })
    ).json();
    const done = await client.put(`/api/inventory/drafts/${multi.id}`, { isCompleted: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ isCompleted: true });
    expect(done.json().received).toBeUndefined();
    expect((await client.get('/api/products')).json()).toEqual([]);
  });
});

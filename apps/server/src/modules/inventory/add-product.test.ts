import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { addProduct, createSupplier, daysFromToday, lotLedger, productRow } from '../../test/inventory-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

async function ownerWithSupplier() {
  const owner = await signedInOwner(t);
  const supplierId = await createSupplier(owner.client);
  return { ...owner, supplierId };
}

describe('POST /api/inventory/add-product', () => {
  it('creates the product and its lot, and answers added with one expiry date', async () => {
    const { client, supplierId } = await ownerWithSupplier();
    const row = productRow(supplierId, { quantity: 3, unitsPerBox: 12, category: 'personal-care' });
    const response = await client.post('/api/inventory/add-product', row);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      action: 'added',
      expiryDate: row.expiryDate,
      expiryDatesCount: 1,
      isNewExpiryDate: false,
    });

    const list = (await client.get('/api/inventory')).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: body.inventoryId,
      productId: body.productId,
      product: { name: row.productName, barcode: row.barcode, category: 'personal_care' },
      supplier: { name: 'MedSupply Co.' },
      supplierId,
      availableBoxes: 3,
      availableUnits: 36,
      quantity: 3,
      unitsPerBox: 12,
      costPrice: '1.50',
      retailPrice: '2.50',
      unitCostPrice: '0.13',
      unitRetailPrice: '0.21',
      expiryDate: row.expiryDate,
      productBarcode: row.barcode,
      expiryStatus: 'good',
    });
  });

  it('adds the same expiry date to its lot and keeps the lot equal to its movements', async () => {
    const { client, supplierId } = await ownerWithSupplier();
    const row = productRow(supplierId, { quantity: 2, unitsPerBox: 10 });
    const first = await addProduct(client, row);
    const second = await addProduct(client, { ...row, quantity: 3, costPrice: 1.75, retailPrice: '2.90' });
    expect(second).toMatchObject({
      action: 'updated',
      inventoryId: first.inventoryId,
      expiryDatesCount: 1,
      isNewExpiryDate: false,
    });
    const ledger = await lotLedger(t, first.inventoryId);
    expect(ledger.units).toBe(50);
    expect(ledger.movements).toBe(50);
    expect(ledger.lot).toMatchObject({ costPrice: '1.75', retailPrice: '2.90' });
  });

  it('makes a new lot for a new expiry date and counts two expiry dates', async () => {
    const { client, supplierId } = await ownerWithSupplier();
    const row = productRow(supplierId);
    const first = await addProduct(client, row);
    const response = await client.post('/api/inventory/add-product', { ...row, expiryDate: daysFromToday(200) });
    expect(response.json()).toMatchObject({
      action: 'updated',
      expiryDate: daysFromToday(200),
      expiryDatesCount: 2,
      isNewExpiryDate: true,
      productId: first.productId,
    });
    expect(response.json().inventoryId).not.toBe(first.inventoryId);
    expect((await client.get('/api/inventory')).json().total).toBe(2);
  });

  it('asks about a barcode known under another name, then renames or keeps it as chosen', async () => {
    const { client, supplierId } = await ownerWithSupplier();
    const row = productRow(supplierId, { productName: 'Panadol 500mg' });
    const first = await addProduct(client, row);

    const renamed = { ...row, productName: 'Panadol Extra 500mg' };
    const asked = await client.post('/api/inventory/add-product', renamed);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      code: 'name_conflict',
      error: 'name_conflict',
      message: 'Product name conflict',
      currentName: 'Panadol 500mg',
      newName: 'Panadol Extra 500mg',
    });
    expect((await lotLedger(t, first.inventoryId)).units).toBe(20);

    const kept = await client.post('/api/inventory/add-product', { ...renamed, updateProductName: false });
    expect(kept.statusCode).toBe(200);
    let products = (await client.get('/api/products')).json();
    expect(products).toEqual([expect.objectContaining({ name: 'Panadol 500mg', barcode: row.barcode })]);

    const changed = await client.post('/api/inventory/add-product', { ...renamed, updateProductName: true });
    expect(changed.statusCode).toBe(200);
    products = (await client.get('/api/products')).json();
    expect(products).toEqual([expect.objectContaining({ name: 'Panadol Extra 500mg', barcode: row.barcode })]);
    expect((await lotLedger(t, first.inventoryId)).units).toBe(60);
  });

  it('does not ask when the names differ only in case or spacing', async () => {
    const { client, supplierId } = await ownerWithSupplier();
    const row = productRow(supplierId, { productName: 'Vitamin C 1000mg' });
    await addProduct(client, row);
    const again = await client.post('/api/inventory/add-product', { ...row, productName: ' vitamin  c 1000MG ' });
    expect(again.statusCode).toBe(200);
  });

  it('keeps the stock exact when the same new product is received twice at once', async () => {
    const { client, supplierId } = await ownerWithSupplier();
    const row = productRow(supplierId, { quantity: 2, unitsPerBox: 10 });
    const responses = await Promise.all([
      client.post('/api/inventory/add-product', row),
      client.post('/api/inventory/add-product', row),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(responses.map((r) => r.json().action).sort()).toEqual(['added', 'updated']);
    const lotId = responses[0]?.json().inventoryId;
    expect(responses[1]?.json().inventoryId).toBe(lotId);
    expect(await lotLedger(t, lotId)).toMatchObject({ units: 40, movements: 40 });
    const orders = (await client.get(`/api/orders/supplier/${supplierId}`)).json();
    expect(orders).toEqual([expect.objectContaining({ total: '6.00' })]);
  });

  it('creates the supplier order on the first line and extends it with the next, unpaid', async () => {
    const { client, supplierId } = await ownerWithSupplier();
    const orderId = 'INV-2024-001';
    await addProduct(client, productRow(supplierId, { orderId, quantity: 3, costPrice: '0.10' }));
    await addProduct(client, productRow(supplierId, { orderId, quantity: 2, costPrice: '4.25' }));
    const orders = (await client.get(`/api/orders/supplier/${supplierId}`)).json();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ orderId, supplierId, total: '8.80', isPaid: false });
    const details = (await client.get(`/api/orders/${orders[0].id}/details`)).json();
    expect(details.items).toHaveLength(2);
    expect(details.items[0]).toMatchObject({ quantity: 3, unitsPerBox: 10, costPrice: '0.10', returnedQuantity: 0 });
  });

  it('answers 404 for a supplier of another tenant and writes nothing', async () => {
    const { client } = await signedInOwner(t);
    const other = await ownerWithSupplier();
    const response = await client.post('/api/inventory/add-product', productRow(other.supplierId));
    expect(response.statusCode).toBe(404);
    expect((await client.get('/api/products')).json()).toEqual([]);
    expect((await other.client.get(`/api/orders/supplier/${other.supplierId}`)).json()).toEqual([]);
  });

  it.each([
    [{ productName: '' }, 'Product name is required'],
    [{ barcode: ' ' }, 'Barcode is required'],
    [{ supplierId: null }, 'Supplier is required'],
    [{ orderId: '' }, 'Order ID is required'],
    [{ quantity: 0 }, 'Quantity must be at least 1'],
    [{ unitsPerBox: 0 }, 'Units per box must be at least 1'],
    [{ costPrice: -1 }, 'Cost price cannot be negative'],
    [{ retailPrice: -0.5 }, 'Retail price cannot be negative'],
    [{ expiryDate: '' }, 'Expiry date is required'],
  ])('refuses %j with "%s"', async (change, message) => {
    const { client, supplierId } = await ownerWithSupplier();
    const response = await client.post('/api/inventory/add-product', { ...productRow(supplierId), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('POST /api/inventory', () => {
  it('receives stock into a product of the catalogue like add-product', async () => {
    const { client, supplierId } = await ownerWithSupplier();
    const product = (
      await client.post('/api/products', { name: 'Gauze 10cm', barcode: '5000001', category: 'first-aid' })
    ).json();
    const receipt = {
      productId: product.id,
      supplierId,
      orderId: 'PO-7',
      quantity: 4,
      unitsPerBox: 5,
      costPrice: 2,
      retailPrice: 3,
      expiryDate: daysFromToday(90),
    };
    const response = await client.post('/api/inventory', receipt);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      action: 'updated',
      productId: product.id,
      expiryDatesCount: 1,
      isNewExpiryDate: true,
    });
    const ledger = await lotLedger(t, response.json().inventoryId);
    expect(ledger).toMatchObject({ units: 20, movements: 20 });
  });

  it('answers 404 for a product of another tenant', async () => {
    const { client, supplierId } = await ownerWithSupplier();
    const other = await signedInOwner(t);
    const foreign = (await other.client.post('/api/products', { name: 'X', barcode: '999' })).json();
    const response = await client.post('/api/inventory', {
      productId: foreign.id,
      supplierId,
      orderId: 'PO-1',
      quantity: 1,
      unitsPerBox: 1,
      costPrice: 1,
      retailPrice: 1,
      expiryDate: daysFromToday(10),
    });
    expect(response.statusCode).toBe(404);
    expect((await other.client.get('/api/inventory')).json().total).toBe(0);
  });
});

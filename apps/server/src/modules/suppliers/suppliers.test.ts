import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { addProduct, createSupplier, productRow } from '../../test/inventory-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const supplierInput = {
  name: 'MedSupply Co.',
  contact: 'Sami Youssef',
  phone: '+964 780 222 3344',
  email: 'sales@medsupply.iq',
  address: 'Basra, Iraq',
};

describe('suppliers', () => {
  it('creates a supplier and lists the tenant’s suppliers by name with a zero balance', async () => {
    const { client } = await signedInOwner(t);
    const created = await client.post('/api/suppliers', supplierInput);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      ...supplierInput,
      leadDays: 3,
      outstandingBalance: '0.00',
      partnerId: null,
      networkBalances: [],
    });
    await client.post('/api/suppliers', { name: 'Al Noor Drugstore', contact: 'Huda', phone: '0770', email: '' });
    const list = (await client.get('/api/suppliers')).json();
    expect(list.map((s: { name: string }) => s.name)).toEqual(['Al Noor Drugstore', 'MedSupply Co.']);
    expect(list[0]).toMatchObject({ email: null, address: null, outstandingBalance: '0.00' });
    const other = await signedInOwner(t);
    expect((await other.client.get('/api/suppliers')).json()).toEqual([]);
  });

  it.each([['MedSupply Co'], ['  medsupply   CO. '], ['MedSupply, Co']])(
    'answers "%s" with the existing "MedSupply Co." (409 supplier_exists) and adds none',
    async (name) => {
      const { client } = await signedInOwner(t);
      const existing = (await client.post('/api/suppliers', supplierInput)).json();
      const response = await client.post('/api/suppliers', { ...supplierInput, name });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'You already have a supplier with this name',
        code: 'supplier_exists',
        error: 'supplier_exists',
        supplier: { id: existing.id, name: 'MedSupply Co.' },
      });
      expect((await client.get('/api/suppliers')).json()).toHaveLength(1);
    },
  );

  it('tells Arabic names apart only by what matters: letter variants and diacritics are the same name', async () => {
    const { client } = await signedInOwner(t);
    expect((await client.post('/api/suppliers', { ...supplierInput, name: 'شركة الأدوية' })).statusCode).toBe(201);
    expect((await client.post('/api/suppliers', { ...supplierInput, name: 'شركه الادويه' })).statusCode).toBe(409);
    expect((await client.post('/api/suppliers', { ...supplierInput, name: 'شركة الأدوية الحديثة' })).statusCode).toBe(
      201,
    );
  });

  it.each([
    [{ name: '' }, 'Company name is required'],
    [{ contact: ' ' }, 'Contact name is required'],
    [{ phone: '' }, 'Phone number is required'],
    [{ email: 'sales-at-medsupply' }, 'Invalid email address'],
  ])('refuses %j with "%s"', async (change, message) => {
    const { client } = await signedInOwner(t);
    const response = await client.post('/api/suppliers', { ...supplierInput, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('owes the unpaid orders of two receipts, summed exactly', async () => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    await addProduct(client, productRow(supplierId, { orderId: 'A-1', quantity: 3, costPrice: '0.10' }));
    await addProduct(client, productRow(supplierId, { orderId: 'A-2', quantity: 7, costPrice: '12.35' }));
    const detail = (await client.get(`/api/suppliers/${supplierId}`)).json();
    expect(detail).toMatchObject({ outstandingBalance: '86.75', totalOrders: 2 });
    expect(detail.recentOrders.map((o: { orderId: string }) => o.orderId)).toEqual(['A-2', 'A-1']);
    expect((await client.get('/api/suppliers')).json()[0].outstandingBalance).toBe('86.75');

    // Paying both orders settles the balance (supplier-payments.test.ts has the discounts).
    const orderIds = detail.recentOrders.map((o: { id: number }) => o.id);
    const paid = await client.post('/api/supplier-payments', {
      supplierId,
      orderIds,
      originalAmount: '86.75',
      amount: '86.75',
    });
    expect(paid.statusCode).toBe(201);
    expect((await client.get(`/api/suppliers/${supplierId}`)).json().outstandingBalance).toBe('0.00');
  });

  it('shows the 5 latest orders in the detail and counts them all', async () => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    for (let n = 1; n <= 6; n++) await addProduct(client, productRow(supplierId, { orderId: `R-${n}` }));
    const detail = (await client.get(`/api/suppliers/${supplierId}`)).json();
    expect(detail.totalOrders).toBe(6);
    expect(detail.recentOrders.map((o: { orderId: string }) => o.orderId)).toEqual(['R-6', 'R-5', 'R-4', 'R-3', 'R-2']);
  });

  it('answers 404 for a supplier that does not exist', async () => {
    const { client } = await signedInOwner(t);
    expect((await client.get('/api/suppliers/2147483647')).statusCode).toBe(404);
  });
});

describe('orders', () => {
  it('lists all orders newest first, by supplier, and the details of one', async () => {
    const { client } = await signedInOwner(t);
    const medSupply = await createSupplier(client);
    const gulf = await createSupplier(client, { name: 'Pharma Gulf' });
    const row = productRow(medSupply, { orderId: 'INV-1', productName: 'Ibuprofen 400mg', quantity: 4, costPrice: 2 });
    await addProduct(client, row);
    await addProduct(client, productRow(gulf, { orderId: 'INV-1', quantity: 1, costPrice: 5 }));

    const all = (await client.get('/api/orders')).json();
    expect(all.map((o: { supplierName: string }) => o.supplierName)).toEqual(['Pharma Gulf', 'MedSupply Co.']);
    const mine = (await client.get(`/api/orders/supplier/${medSupply}`)).json();
    expect(mine).toEqual([
      {
        id: expect.any(Number),
        orderId: 'INV-1',
        supplierId: medSupply,
        supplierName: 'MedSupply Co.',
        total: '8.00',
        amountDue: '8.00',
        isPaid: false,
        createdAt: expect.any(String),
        description: null,
      },
    ]);
    const details = (await client.get(`/api/orders/${mine[0].id}/details`)).json();
    expect(details.items).toEqual([
      {
        id: expect.any(Number),
        productId: expect.any(Number),
        productName: 'Ibuprofen 400mg',
        barcode: row.barcode,
        quantity: 4,
        unitsPerBox: 10,
        returnedQuantity: 0,
        costPrice: '2.00',
        expiryDate: row.expiryDate,
      },
    ]);
  });

  it('answers 404 for an order or a supplier that does not exist', async () => {
    const { client } = await signedInOwner(t);
    expect((await client.get('/api/orders/2147483647/details')).statusCode).toBe(404);
    expect((await client.get('/api/orders/supplier/2147483647')).statusCode).toBe(404);
  });
});

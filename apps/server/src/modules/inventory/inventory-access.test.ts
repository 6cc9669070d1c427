import { describe, expect, it } from 'vitest';
import { signedInOwner, signedInTeamMember } from '../../test/factories.js';
import { addProduct, createSupplier, daysFromToday, lotLedger, productRow } from '../../test/inventory-factories.js';
import { Client, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/** Every route of receiving, the inventory list, products, suppliers and orders. */
const routes: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  area: 'inventory' | 'receiving' | 'suppliers';
}[] = [
  { method: 'POST', url: '/api/inventory/add-product', area: 'inventory' },
  { method: 'POST', url: '/api/inventory', area: 'inventory' },
  { method: 'GET', url: '/api/inventory', area: 'inventory' },
  { method: 'PUT', url: '/api/inventory/1', area: 'inventory' },
  { method: 'DELETE', url: '/api/inventory/1', area: 'inventory' },
  { method: 'GET', url: '/api/inventory/1/expiry-history', area: 'inventory' },
  { method: 'GET', url: '/api/inventory/1/cost-history', area: 'inventory' },
  { method: 'GET', url: '/api/products', area: 'inventory' },
  { method: 'POST', url: '/api/products', area: 'inventory' },
  { method: 'PUT', url: '/api/products/1', area: 'inventory' },
  { method: 'GET', url: '/api/suppliers', area: 'receiving' },
  { method: 'POST', url: '/api/suppliers', area: 'receiving' },
  { method: 'GET', url: '/api/suppliers/1', area: 'suppliers' },
  { method: 'GET', url: '/api/orders', area: 'suppliers' },
  { method: 'GET', url: '/api/orders/supplier/1', area: 'receiving' },
  { method: 'GET', url: '/api/orders/1/details', area: 'suppliers' },
];

const call = (client: Client, route: (typeof routes)[number]) =>
  client.request(route.method, route.url, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});

describe('who may call the inventory, product and supplier routes', () => {
  it('answers 401 to a signed-out visitor on every route', async () => {
    const client = new Client(t.app);
    for (const route of routes) expect((await call(client, route)).statusCode, route.url).toBe(401);
  });

  it('answers 403 to a retailer on plan basic on every route', async () => {
    const { client } = await signedInOwner(t, { plan: 'basic' });
    for (const route of routes) expect((await call(client, route)).statusCode, route.url).toBe(403);
  });

  it('answers 403 to a team member without inventory or suppliers', async () => {
    const { user } = await signedInOwner(t);
    const { client } = await signedInTeamMember(t, user.id, ['pos', 'sales']);
    for (const route of routes) expect((await call(client, route)).statusCode, route.url).toBe(403);
  });

  it('lets an inventory clerk receive stock and pick suppliers, but not open the suppliers screen', async () => {
    const { user } = await signedInOwner(t);
    const { client } = await signedInTeamMember(t, user.id, ['inventory']);
    for (const route of routes) {
      const status = (await call(client, route)).statusCode;
      if (route.area === 'suppliers') expect(status, route.url).toBe(403);
      else expect(status, route.url).not.toBe(403);
    }
    const supplierId = await createSupplier(client);
    const added = await addProduct(client, productRow(supplierId));
    expect(added.action).toBe('added');
  });

  it('lets an advance-plan retailer (inventory without the suppliers screen) receive stock', async () => {
    const { client } = await signedInOwner(t, { plan: 'advance' });
    const supplierId = await createSupplier(client);
    expect((await client.post('/api/inventory/add-product', productRow(supplierId))).statusCode).toBe(200);
    expect((await client.get(`/api/suppliers/${supplierId}`)).statusCode).toBe(403);
  });
});

describe('another tenant’s ids', () => {
  it('answer 404 and change nothing', async () => {
    const victim = await signedInOwner(t);
    const supplierId = await createSupplier(victim.client);
    const row = productRow(supplierId, { orderId: 'INV-9' });
    const { inventoryId, productId } = await addProduct(victim.client, row);
    const orderId = (await victim.client.get('/api/orders')).json()[0].id;
    const before = await lotLedger(t, inventoryId);

    const { client } = await signedInOwner(t);
    const attempts: [string, string, unknown?][] = [
      ['PUT', `/api/inventory/${inventoryId}`, { quantity: 99 }],
      ['DELETE', `/api/inventory/${inventoryId}`],
      ['GET', `/api/inventory/${inventoryId}/expiry-history`],
      ['GET', `/api/inventory/${inventoryId}/cost-history`],
      ['PUT', `/api/products/${productId}`, { name: 'Stolen', barcode: 'X1' }],
      ['GET', `/api/suppliers/${supplierId}`],
      ['GET', `/api/orders/supplier/${supplierId}`],
      ['GET', `/api/orders/${orderId}/details`],
      ['POST', '/api/inventory', { ...row, productId }],
    ];
    for (const [method, url, body] of attempts) {
      const response = await client.request(method as 'GET', url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toMatch(/not found/i);
      expect(response.body).not.toContain(row.barcode);
    }

    expect(await lotLedger(t, inventoryId)).toEqual(before);
    expect((await victim.client.get('/api/products')).json()).toEqual([
      expect.objectContaining({ id: productId, name: row.productName, barcode: row.barcode }),
    ]);
    expect((await victim.client.get(`/api/suppliers/${supplierId}`)).json()).toMatchObject({
      totalOrders: 1,
      outstandingBalance: '3.00',
    });
    expect((await client.get('/api/orders')).json()).toEqual([]);
    expect((await client.get('/api/suppliers')).json()).toEqual([]);
  });

  it('answers 400, not 500, to an id too large for the database', async () => {
    const { client } = await signedInOwner(t);
    expect((await client.get('/api/inventory/99999999999/cost-history')).statusCode).toBe(400);
    const response = await client.post('/api/inventory/add-product', productRow(99999999999));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Supplier is required');
    expect(daysFromToday(0)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

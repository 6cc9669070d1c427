import { describe, expect, it } from 'vitest';
import { signedInOwner, signedInTeamMember } from '../../test/factories.js';
import { createSupplier, daysFromToday } from '../../test/inventory-factories.js';
import { Client, useTestApp } from '../../test/test-app.js';
import { multipartUpload } from '../../test/uploads.js';

const t = useTestApp();

/** Every route of drafts, the batch editor, bulk saves, CSV import and the receipt scanner. */
const routes: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string }[] = [
  { method: 'GET', url: '/api/inventory/drafts' },
  { method: 'POST', url: '/api/inventory/drafts' },
  { method: 'PUT', url: '/api/inventory/drafts/1' },
  { method: 'DELETE', url: '/api/inventory/drafts/1' },
  { method: 'POST', url: '/api/inventory/ocr-drafts' },
  { method: 'GET', url: '/api/inventory/drafts/1/batch' },
  { method: 'PUT', url: '/api/inventory/drafts/1/batch' },
  { method: 'POST', url: '/api/inventory/drafts/bulk-save' },
  { method: 'POST', url: '/api/inventory/save-bulk' },
  { method: 'POST', url: '/api/inventory/csv-import' },
  { method: 'GET', url: '/api/inventory/csv-template' },
  { method: 'POST', url: '/api/inventory/ocr-receipt' },
];

const call = (client: Client, route: (typeof routes)[number]) =>
  client.request(route.method, route.url, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});

describe('who may call the draft, CSV and OCR routes', () => {
  it('answers 401 signed out, 403 on plan basic and to a team member without inventory', async () => {
    const visitor = new Client(t.app);
    for (const route of routes) expect((await call(visitor, route)).statusCode, route.url).toBe(401);
    const { client: basic } = await signedInOwner(t, { plan: 'basic' });
    for (const route of routes) expect((await call(basic, route)).statusCode, route.url).toBe(403);
    const { user } = await signedInOwner(t);
    const { client: cashier } = await signedInTeamMember(t, user.id, ['pos', 'sales']);
    for (const route of routes) expect((await call(cashier, route)).statusCode, route.url).toBe(403);
  });

  it('lets an inventory clerk work with the owner’s drafts', async () => {
    const { user, client: owner } = await signedInOwner(t);
    const { client: clerk } = await signedInTeamMember(t, user.id, ['inventory']);
    for (const route of routes) expect((await call(clerk, route)).statusCode, route.url).not.toBe(403);
    const draft = (await clerk.post('/api/inventory/drafts', { productName: 'Zinc' })).json();
    expect((await owner.get('/api/inventory/drafts')).json()).toEqual([expect.objectContaining({ id: draft.id })]);
  });
});

describe('another tenant’s ids', () => {
  it('answer 404 and change nothing', async () => {
    const victim = await signedInOwner(t);
    const supplierId = await createSupplier(victim.client);
    const single = (
      await victim.client.post('/api/inventory/drafts', {
        productName: 'Secret Syrup',
        quantity: 1,
        costPrice: 1,
        retailPrice: 2,
        expiryDate: daysFromToday(100),
        supplierId,
        orderId: 'V-1',
      })
    ).json();
    const csv = 'name,cost_price,retail_price,expiration_date\nSecret Tablets,1,2,2030-01-01\n';
    const batchId = (
      await victim.client.send(
        multipartUpload('/api/inventory/csv-import', 'csv', { filename: 'v.csv', contentType: 'text/csv', data: csv }),
      )
    ).json().draftId;
    const row = { name: 'Stolen', costPrice: 1, retailPrice: 2, expirationDate: daysFromToday(100) };

    const { client } = await signedInOwner(t);
    const ownSupplier = await createSupplier(client);
    const attempts: [string, string, unknown?][] = [
      ['PUT', `/api/inventory/drafts/${single.id}`, { isCompleted: true }],
      ['PUT', `/api/inventory/drafts/${single.id}`, { productName: 'Mine now' }],
      ['DELETE', `/api/inventory/drafts/${single.id}`],
      ['GET', `/api/inventory/drafts/${batchId}/batch`],
      ['PUT', `/api/inventory/drafts/${batchId}/batch`, { products: [] }],
      [
        'POST',
        '/api/inventory/drafts/bulk-save',
        { draftId: batchId, products: [row], supplierId: ownSupplier, orderId: 'O' },
      ],
      ['POST', '/api/inventory/save-bulk', { products: [row], supplierId, orderId: 'O' }],
      [
        'POST',
        '/api/inventory/save-bulk',
        { products: [row], supplierId: ownSupplier, orderId: 'O', draftId: single.id },
      ],
      ['POST', '/api/inventory/drafts', { productName: 'X', supplierId }],
      ['POST', '/api/inventory/ocr-drafts', { products: [row], supplierId }],
    ];
    for (const [method, url, body] of attempts) {
      const response = await client.request(method as 'GET', url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toMatch(/not found/i);
      expect(response.body).not.toContain('Secret');
    }
    expect((await client.get('/api/inventory/drafts')).json()).toEqual([]);
    expect((await client.get('/api/products')).json()).toEqual([]);
    expect((await victim.client.get('/api/inventory/drafts')).json()).toEqual([
      expect.objectContaining({ id: batchId, productCount: 1 }),
      expect.objectContaining({ id: single.id, productName: 'Secret Syrup', isCompleted: false }),
    ]);
    expect((await victim.client.get('/api/products')).json()).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { signedInOwner, signedInTeamMember } from '../../test/factories.js';
import { grantAccess, marketRetailer, marketSupplier } from '../../test/marketplace-factories.js';
import { useTestApp } from '../../test/test-app.js';
import { refusal } from '../../test/transfer-factories.js';

const t = useTestApp();

const browse = async (client: { get: (url: string) => Promise<{ json: () => unknown }> }) =>
  (await client.get('/api/marketplace/marketplaces')).json() as { marketplaceId: number; [key: string]: unknown }[];

describe('browsing marketplaces', () => {
  it('shows a pharmacy the active pharmaceutical ones and a general store the general ones', async () => {
    const pharma = await marketSupplier(t, { supplierType: 'pharmaceutical' });
    await pharma.stock({ category: 'medicines' });
    await pharma.stock({ category: 'vitamins', quantity: 1 });
    const general = await marketSupplier(t, { supplierType: 'general' });
    const closed = await marketSupplier(t);
    await closed.client.patch(`/api/marketplace/settings/${closed.marketplaceId}`, { isActive: false });

    const pharmacy = await marketRetailer(t, { retailerType: 'pharmacy' });
    const seen = await browse(pharmacy.client);
    const ids = seen.map((m) => m.marketplaceId);
    expect(ids).toContain(pharma.marketplaceId);
    expect(ids).not.toContain(general.marketplaceId);
    expect(ids).not.toContain(closed.marketplaceId);
    expect(seen.find((m) => m.marketplaceId === pharma.marketplaceId)).toEqual({
      marketplaceId: pharma.marketplaceId,
      marketplaceName: pharma.user.businessName,
      description: null,
      supplierId: pharma.user.id,
      supplier: { businessName: pharma.user.businessName, businessCategory: 'pharmaceutical' },
      requiresApproval: true,
      totalProducts: 2,
      categories: ['medications', 'vitamins'],
      hasAccess: false,
      accessStatus: 'none',
    });

    const store = await marketRetailer(t, { retailerType: 'general_store' });
    const storeIds = (await browse(store.client)).map((m) => m.marketplaceId);
    expect(storeIds).toContain(general.marketplaceId);
    expect(storeIds).not.toContain(pharma.marketplaceId);
    // Another category's marketplace cannot be joined either.
    expect(
      refusal(
        await store.client.post('/api/marketplace/request-access', {
          marketplaceId: pharma.marketplaceId,
          supplierId: pharma.user.id,
        }),
      ),
    ).toEqual({ status: 404, code: 'marketplace_not_found' });
  });

  it('is open to a basic retailer; team members, suppliers and the superadmin get 403', async () => {
    const retailer = await marketRetailer(t, { plan: 'basic' });
    expect((await retailer.client.get('/api/marketplace/marketplaces')).statusCode).toBe(200);
    expect((await retailer.client.get('/api/marketplace/purchase-requests')).statusCode).toBe(200);
    expect((await retailer.client.get('/api/notifications')).statusCode).toBe(200);
    const supplier = await marketSupplier(t);
    expect(refusal(await supplier.client.get('/api/marketplace/inventory'))).toEqual({
      status: 403,
      code: 'forbidden',
    });
    const member = await signedInTeamMember(t, retailer.user.id, ['pos', 'sales', 'inventory']);
    expect(refusal(await member.client.get('/api/marketplace/marketplaces'))).toEqual({
      status: 403,
      code: 'forbidden',
    });
    const admin = await signedInOwner(t, { role: 'superadmin' });
    expect(refusal(await admin.client.get('/api/marketplace/marketplaces'))).toEqual({
      status: 403,
      code: 'forbidden',
    });
  });
});

describe('access to a marketplace', () => {
  it('waits for the supplier’s approval, then shows the stock; until then the list is empty', async () => {
    const supplier = await marketSupplier(t);
    const lot = await supplier.stock({ productName: 'Ibuprofen 400mg', quantity: 4, unitsPerBox: 20, retailPrice: 7 });
    await supplier.stock({
      productName: 'Ibuprofen 400mg',
      barcode: lot.barcode,
      quantity: 1,
      unitsPerBox: 20,
      expiryDate: '2099-01-01',
    });
    const retailer = await marketRetailer(t);
    const inventory = () => retailer.client.get(`/api/marketplace/inventory?supplierId=${supplier.user.id}`);
    expect((await inventory()).json()).toEqual([]);

    const body = { marketplaceId: supplier.marketplaceId, supplierId: supplier.user.id, requestMessage: ' Hello ' };
    const asked = await retailer.client.post('/api/marketplace/request-access', body);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ status: 'pending', requestMessage: 'Hello', retailerId: retailer.user.id });
    expect(refusal(await retailer.client.post('/api/marketplace/request-access', body))).toEqual({
      status: 409,
      code: 'access_already_requested',
    });
    expect((await browse(retailer.client)).find((m) => m.marketplaceId === supplier.marketplaceId)).toMatchObject({
      hasAccess: false,
      accessStatus: 'pending',
    });
    expect((await inventory()).json()).toEqual([]);

    const list = (await supplier.client.get('/api/marketplace/join-requests?status=pending')).json();
    expect(list).toMatchObject([
      { id: asked.json().id, retailer: { id: retailer.user.id, businessName: retailer.user.businessName } },
    ]);
    const other = await marketSupplier(t);
    const approveUrl = `/api/marketplace/join-request/${asked.json().id}/approve`;
    expect(refusal(await other.client.post(approveUrl, {}))).toEqual({ status: 404, code: 'join_request_not_found' });
    const approved = await supplier.client.post(approveUrl, { responseMessage: 'Welcome' });
    expect(approved.json()).toMatchObject({ status: 'approved', responseMessage: 'Welcome' });
    expect(refusal(await supplier.client.post(approveUrl, {}))).toEqual({
      status: 409,
      code: 'request_already_approved',
    });
    expect(refusal(await retailer.client.post('/api/marketplace/request-access', body))).toEqual({
      status: 409,
      code: 'access_already_granted',
    });

    expect((await inventory()).json()).toEqual([
      {
        supplierId: supplier.user.id,
        supplierName: supplier.user.businessName,
        marketplaceId: supplier.marketplaceId,
        productName: 'Ibuprofen 400mg',
        barcode: lot.barcode,
        category: 'medications',
        availableQuantity: 100,
        availableBoxes: 5,
        unitsPerBox: 20,
        retailPrice: '7.00',
        unitPrice: '0.35',
        currency: 'USD',
        expiryDate: expect.any(String),
        lots: 2,
      },
    ]);
  });

  it('is granted at once when the marketplace needs no approval; a rejected retailer may ask again', async () => {
    const open = await marketSupplier(t, { marketplace: { requiresApproval: false } });
    const retailer = await marketRetailer(t);
    const asked = await retailer.client.post('/api/marketplace/request-access', {
      marketplaceId: open.marketplaceId,
      supplierId: open.user.id,
    });
    expect(asked.json()).toMatchObject({ status: 'approved' });

    const strict = await marketSupplier(t);
    const body = { marketplaceId: strict.marketplaceId, supplierId: strict.user.id };
    const first = (await retailer.client.post('/api/marketplace/request-access', body)).json();
    const rejected = await strict.client.post(`/api/marketplace/join-request/${first.id}/reject`, {
      responseMessage: 'No',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', responseMessage: 'No' });
    expect(refusal(await strict.client.post(`/api/marketplace/join-request/${first.id}/approve`, {}))).toEqual({
      status: 409,
      code: 'request_already_rejected',
    });
    const again = await retailer.client.post('/api/marketplace/request-access', body);
    expect(again.json()).toMatchObject({ id: first.id, status: 'pending', responseMessage: null });
    // A supplier id that is not the marketplace's is refused.
    expect(
      refusal(await retailer.client.post('/api/marketplace/request-access', { ...body, supplierId: open.user.id })),
    ).toEqual({ status: 404, code: 'marketplace_not_found' });
  });

  it('hides prices when the marketplace says so, and searches across every marketplace with access', async () => {
    const a = await marketSupplier(t);
    const b = await marketSupplier(t);
    const word = `Zinc${a.user.id}`;
    await a.stock({ productName: `${word} drops`, retailPrice: 3 });
    await b.stock({ productName: `${word} tablets`, retailPrice: 4 });
    await b.stock({ productName: 'Something else' });
    const retailer = await marketRetailer(t);
    await grantAccess(a, retailer.client);
    await grantAccess(b, retailer.client);
    await b.client.patch(`/api/marketplace/settings/${b.marketplaceId}`, { hidePrices: true });

    const found = (await retailer.client.get(`/api/marketplace/inventory?search=${word.toLowerCase()}`)).json();
    expect(
      found.map((item: { productName: string; retailPrice: string | null; unitPrice: string | null }) => [
        item.productName,
        item.retailPrice,
        item.unitPrice,
      ]),
    ).toEqual([
      [`${word} drops`, '3.00', '0.30'],
      [`${word} tablets`, null, null],
    ]);
    const stranger = await marketRetailer(t);
    expect((await stranger.client.get(`/api/marketplace/inventory?search=${word}`)).json()).toEqual([]);
  });
});

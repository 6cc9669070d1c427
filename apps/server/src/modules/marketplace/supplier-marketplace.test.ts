import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { askToBuy, grantAccess, marketRetailer, marketSupplier } from '../../test/marketplace-factories.js';
import { useTestApp } from '../../test/test-app.js';
import { refusal } from '../../test/transfer-factories.js';

const t = useTestApp();

describe('a supplier’s marketplace', () => {
  it('is created from an empty body once, named after the business, of the supplier type’s category', async () => {
    const supplier = await marketSupplier(t, { marketplace: false, supplierType: 'general' });
    const created = await supplier.client.post('/api/marketplace/create', {});
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: supplier.user.businessName,
      businessCategory: 'general',
      requiresApproval: true,
      hidePrices: false,
      isActive: true,
      activeRetailers: 0,
      totalOrders: 0,
      totalBroadcasts: 0,
    });
    const again = await supplier.client.post('/api/marketplace/create', {});
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.json().id);
    expect(refusal(await supplier.client.post('/api/marketplace/create', { name: 'Second' }))).toEqual({
      status: 409,
      code: 'marketplace_exists',
    });
    expect((await supplier.client.get('/api/marketplace/my-marketplaces')).json()).toHaveLength(1);
    // A supplier on plan basic has its marketplace too (no stock of its own to show).
    const basic = await marketSupplier(t, { plan: 'basic' });
    expect((await basic.client.get('/api/marketplace/my-inventory')).json()).toEqual([]);
    expect((await basic.client.get('/api/marketplace/activity')).json()).toMatchObject({
      hasMarketplace: true,
      requestsWaiting: 0,
      owedByRetailers: '0.00',
    });
  });

  it('needs a name of at least 2 characters, and two creates at once make one marketplace', async () => {
    const supplier = await marketSupplier(t, { marketplace: false });
    const short = await supplier.client.post('/api/marketplace/create', { name: ' A ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toMatchObject([
      { code: 'marketplace_name_too_short', message: 'Marketplace name must be at least 2 characters long' },
    ]);
    const both = await Promise.all([
      supplier.client.post('/api/marketplace/create', {}),
      supplier.client.post('/api/marketplace/create', {}),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect((await supplier.client.get('/api/marketplace/my-marketplaces')).json()).toHaveLength(1);
  });

  it('is for suppliers only: a retailer of any plan gets 403 on every supplier route', async () => {
    const retailer = await signedInOwner(t, { userType: 'retailer', plan: 'super' });
    for (const [method, url] of [
      ['POST', '/api/marketplace/create'],
      ['GET', '/api/marketplace/my-marketplaces'],
      ['GET', '/api/marketplace/my-inventory'],
      ['GET', '/api/marketplace/join-requests'],
      ['GET', '/api/marketplace/purchase-requests/supplier'],
      ['POST', '/api/marketplace/purchase-request/1/approve'],
      ['POST', '/api/marketplace/join-request/1/approve'],
      ['PATCH', '/api/marketplace/settings/1'],
      ['POST', '/api/marketplace/broadcast'],
      ['GET', '/api/marketplace/activity'],
    ] as const) {
      const response = await retailer.client.request(method, url, method === 'GET' ? undefined : {});
      expect(refusal(response), url).toEqual({ status: 403, code: 'forbidden' });
    }
    const supplier = await marketSupplier(t);
    expect(refusal(await supplier.client.get('/api/marketplace/marketplaces'))).toEqual({
      status: 403,
      code: 'forbidden',
    });
  });

  it('changes its settings, and another business’s id is 404', async () => {
    const supplier = await marketSupplier(t);
    const url = `/api/marketplace/settings/${supplier.marketplaceId}`;
    const changed = await supplier.client.patch(url, { hidePrices: true, requiresApproval: false, isActive: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ hidePrices: true, requiresApproval: false, isActive: false });
    const other = await marketSupplier(t);
    expect(refusal(await other.client.patch(url, { hidePrices: false }))).toEqual({
      status: 404,
      code: 'marketplace_not_found',
    });
  });

  it('shows its own stock as retailers see it, prices included', async () => {
    const supplier = await marketSupplier(t);
    const lot = await supplier.stock({
      productName: 'Amoxicillin 250mg',
      quantity: 3,
      unitsPerBox: 12,
      retailPrice: 6,
    });
    await supplier.stock({
      productName: 'Amoxicillin 250mg',
      barcode: lot.barcode,
      quantity: 1,
      unitsPerBox: 12,
      expiryDate: '2020-01-01',
    });
    const inventory = (await supplier.client.get('/api/marketplace/my-inventory')).json();
    expect(inventory).toEqual([
      expect.objectContaining({
        productName: 'Amoxicillin 250mg',
        barcode: lot.barcode,
        availableQuantity: 36,
        availableBoxes: 3,
        unitsPerBox: 12,
        retailPrice: '6.00',
        unitPrice: '0.50',
        lots: 1,
      }),
    ]);
  });

  it('counts active retailers, orders and broadcasts for real, and broadcasts reach retailers with access', async () => {
    const supplier = await marketSupplier(t);
    const lot = await supplier.stock({ quantity: 5 });
    const [a, b, pending] = [await marketRetailer(t), await marketRetailer(t), await marketRetailer(t)];
    await grantAccess(supplier, a.client);
    await grantAccess(supplier, b.client);
    await pending.client.post('/api/marketplace/request-access', {
      marketplaceId: supplier.marketplaceId,
      supplierId: supplier.user.id,
    });
    await askToBuy(a.client, supplier.user.id, [{ barcode: lot.barcode, requestedQuantity: 2 }]);

    const empty = await supplier.client.post('/api/marketplace/broadcast', { title: '  ', message: 'Hello' });
    expect(empty.json().issues).toMatchObject([
      { code: 'broadcast_required', message: 'Please enter both title and message' },
    ]);
    const sent = await supplier.client.post('/api/marketplace/broadcast', {
      title: ' New stock ',
      message: 'Fresh amoxicillin in',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ title: 'New stock', recipients: 2 });
    expect((await supplier.client.get('/api/marketplace/broadcasts')).json()).toHaveLength(1);

    const [mine] = (await supplier.client.get('/api/marketplace/my-marketplaces')).json();
    expect(mine).toMatchObject({
      activeRetailers: 2,
      totalOrders: 1,
      approvedOrders: 0,
      totalBroadcasts: 1,
      pendingJoinRequests: 1,
      pendingPurchaseRequests: 1,
    });

    const feed = (await b.client.get('/api/notifications')).json();
    expect(feed.unreadCount).toBe(2);
    expect(feed.notifications[0]).toMatchObject({
      kind: 'broadcast',
      title: 'New stock',
      message: 'Fresh amoxicillin in',
      fromBusinessName: supplier.user.businessName,
      readAt: null,
    });
    expect((await pending.client.get('/api/notifications')).json().notifications).toEqual([]);
  });
});

describe('notifications', () => {
  it('tell the supplier of requests and the retailer of answers; read marks some or all, one’s own only', async () => {
    const supplier = await marketSupplier(t);
    const retailer = await marketRetailer(t);
    await grantAccess(supplier, retailer.client);
    const supplierFeed = (await supplier.client.get('/api/notifications')).json();
    expect(supplierFeed.notifications).toMatchObject([{ kind: 'join_request', fromBusinessId: retailer.user.id }]);
    const feed = (await retailer.client.get('/api/notifications')).json();
    expect(feed).toMatchObject({
      unreadCount: 1,
      notifications: [{ kind: 'join_response', title: 'Join request approved' }],
    });

    const [theirs] = supplierFeed.notifications;
    const theirsRead = await retailer.client.post('/api/notifications/read', {
      ids: [theirs.id, feed.notifications[0].id],
    });
    expect(refusal(theirsRead)).toEqual({ status: 404, code: 'notification_not_found' });
    expect((await supplier.client.get('/api/notifications')).json().unreadCount).toBe(1);
    expect((await retailer.client.get('/api/notifications')).json().unreadCount).toBe(1);
    const some = await retailer.client.post('/api/notifications/read', { ids: [feed.notifications[0].id] });
    expect(some.json()).toEqual({ unreadCount: 0 });
    await supplier.client.post('/api/marketplace/broadcast', { title: 'Hours', message: 'Closed Friday' });
    expect((await retailer.client.post('/api/notifications/read', {})).json()).toEqual({ unreadCount: 0 });
    expect((await retailer.client.get('/api/notifications')).json().notifications[0].readAt).not.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { marketRetailer, marketSupplier } from '../../test/marketplace-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

describe('GET /api/marketplace/my-join-requests', () => {
  it('lists the retailer’s own access requests with the supplier’s answer, newest first', async () => {
    const welcoming = await marketSupplier(t);
    const strict = await marketSupplier(t);
    const retailer = await marketRetailer(t, { plan: 'basic' });
    const other = await marketRetailer(t, { plan: 'super' });
    const ask = (supplier: typeof welcoming, message: string) =>
      retailer.client.post('/api/marketplace/request-access', {
        marketplaceId: supplier.marketplaceId,
        supplierId: supplier.user.id,
        requestMessage: message,
      });
    const first = (await ask(welcoming, 'We order weekly')).json();
    const second = (await ask(strict, 'Hello')).json();
    expect((await retailer.client.get('/api/marketplace/my-join-requests')).json()).toMatchObject([
      { id: second.id, status: 'pending', responseMessage: null, reviewedAt: null },
      { id: first.id, status: 'pending' },
    ]);

    await welcoming.client.post(`/api/marketplace/join-request/${first.id}/approve`, { responseMessage: 'Welcome!' });
    await strict.client.post(`/api/marketplace/join-request/${second.id}/reject`, {
      responseMessage: 'Pharmacies in Basra only',
    });
    const mine = (await retailer.client.get('/api/marketplace/my-join-requests')).json();
    expect(mine).toEqual([
      {
        id: second.id,
        marketplaceId: strict.marketplaceId,
        marketplaceName: expect.any(String),
        supplierId: strict.user.id,
        supplierBusinessName: strict.user.businessName,
        status: 'rejected',
        requestMessage: 'Hello',
        responseMessage: 'Pharmacies in Basra only',
        createdAt: expect.any(String),
        reviewedAt: expect.any(String),
      },
      expect.objectContaining({
        id: first.id,
        supplierBusinessName: welcoming.user.businessName,
        status: 'approved',
        requestMessage: 'We order weekly',
        responseMessage: 'Welcome!',
      }),
    ]);
    // The notifications carry the status and the marketplace, so the web words them in any language.
    const feed = (await retailer.client.get('/api/notifications')).json().notifications;
    expect(feed.slice(0, 2)).toMatchObject([
      { kind: 'join_response', status: 'rejected', marketplaceName: mine[0].marketplaceName },
      { kind: 'join_response', status: 'approved', marketplaceName: mine[1].marketplaceName },
    ]);
    expect((await strict.client.get('/api/notifications')).json().notifications[0]).toMatchObject({
      kind: 'join_request',
      status: 'pending',
      marketplaceName: mine[0].marketplaceName,
      fromBusinessName: retailer.user.businessName,
    });

    // Another retailer sees none of them; a supplier is refused (the retailer's side).
    expect((await other.client.get('/api/marketplace/my-join-requests')).json()).toEqual([]);
    expect((await welcoming.client.get('/api/marketplace/my-join-requests')).statusCode).toBe(403);
  });
});

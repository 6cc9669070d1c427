import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { marketRetailer, marketSupplier } from '../../test/marketplace-factories.js';
import { useTestApp } from '../../test/test-app.js';

// Changes the installation's system settings: a database of its own.
const t = useTestApp({ ownDatabase: true });

describe('the superadmin’s auto-approve setting', () => {
  it('is created not requiring approval while the superadmin auto-approves marketplaces', async () => {
    const admin = await signedInOwner(t, { role: 'superadmin' });
    const settings = (await admin.client.get('/api/superadmin/settings')).json();
    const on = await admin.client.put('/api/superadmin/settings', { ...settings, autoApproveMarketplace: true });
    expect(on.statusCode, on.body).toBe(200);
    try {
      const supplier = await marketSupplier(t, { marketplace: false });
      const created = await supplier.client.post('/api/marketplace/create', {});
      expect(created.json().requiresApproval).toBe(false);
      const retailer = await marketRetailer(t);
      const asked = await retailer.client.post('/api/marketplace/request-access', {
        marketplaceId: created.json().id,
        supplierId: supplier.user.id,
      });
      expect(asked.json()).toMatchObject({ status: 'approved' });
    } finally {
      await admin.client.put('/api/superadmin/settings', { ...settings, autoApproveMarketplace: false });
    }
  });
});

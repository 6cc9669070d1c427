import { describe, expect, it } from 'vitest';
import { grantAccess, marketRetailer, marketSupplier } from '../../test/marketplace-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

// Issue 28: the shortage notebook's "find in marketplace" searched names literally, so "Insulin
// glargine pens" found nothing though a supplier sells "Insulin Glargine Pen 100IU/ml".
describe('the marketplace search reads names as the assistant does', () => {
  it('finds a product by case, spacing, plural, Arabic form and brand, and not others', async () => {
    const supplier = await marketSupplier(t);
    await supplier.stock({ productName: 'Insulin Glargine Pen 100IU/ml' });
    await supplier.stock({ productName: 'Cetirizine 10mg Tablets' });
    await supplier.stock({ productName: 'Paracetamol 500mg Tablets' });
    const retailer = await marketRetailer(t);
    await grantAccess(supplier, retailer.client);
    const names = async (search: string) =>
      (
        (await retailer.client.get(`/api/marketplace/inventory?search=${encodeURIComponent(search)}`)).json() as {
          productName: string;
        }[]
      ).map((item) => item.productName);

    for (const search of ['Insulin glargine pens', '  INSULIN   glargine ', 'glargine 100', 'انسولين']) {
      expect(await names(search), search).toEqual(['Insulin Glargine Pen 100IU/ml']);
    }
    expect(await names('cetirizine tablet')).toEqual(['Cetirizine 10mg Tablets']);
    // A brand the supplier keeps under the medicine's name (the assistant's formulary).
    expect(await names('panadol')).toEqual(['Paracetamol 500mg Tablets']);
    expect(await names('aspirin')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { askToBuy, grantAccess, marketRetailer, marketSupplier } from '../../test/marketplace-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/** A supplier selling a box of 10 at 20.00 (2.00 a unit), and a basic pharmacy with access. */
async function trade(options: { hidePrices?: boolean } = {}) {
  const supplier = await marketSupplier(t);
  if (options.hidePrices) {
    const hidden = await supplier.client.patch(`/api/marketplace/settings/${supplier.marketplaceId}`, {
      hidePrices: true,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
  }
  const lot = await supplier.stock({ productName: 'Vitamin C 500mg', quantity: 5, unitsPerBox: 10, retailPrice: 20 });
  const pharmacy = await marketRetailer(t);
  await grantAccess(supplier, pharmacy.client);
  return { supplier, pharmacy, lot };
}

describe('issue 26, defect 4: charged at the price shown', () => {
  it('4 units asked at 2.00 are charged 8.00 after the supplier sets 25,000,000 a box', async () => {
    const { supplier, pharmacy, lot } = await trade();
    const sent = await askToBuy(pharmacy.client, supplier.user.id, [{ barcode: lot.barcode, requestedQuantity: 4 }]);
    expect(sent).toMatchObject({
      totalAmount: '8.00',
      items: [{ unitPrice: '2.00', supplierRetailPrice: '20.00', lineTotal: '8.00' }],
    });
    const repriced = await supplier.client.put(`/api/inventory/${lot.inventoryId}`, { retailPrice: 25_000_000 });
    expect(repriced.statusCode, repriced.body).toBe(200);
    // The supplier sees the change beside the line it is about to approve.
    expect((await supplier.client.get('/api/marketplace/purchase-requests/supplier')).json()).toMatchObject([
      { id: sent.id, items: [{ supplierRetailPrice: '20.00', currentBoxPrice: '25000000.00' }] },
    ]);

    const approved = await supplier.client.post(`/api/marketplace/purchase-request/${sent.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      totalAmount: '8.00',
      items: [{ lineTotal: '8.00', currentBoxPrice: null }],
    });
    const received = await pharmacy.client.post(`/api/marketplace/purchase-requests/${sent.id}/receive`, {});
    expect(received.statusCode, received.body).toBe(200);
    // What the pharmacy owes is what its request showed, never 10,000,000.
    expect((await pharmacy.client.get('/api/transfer-balances')).json()).toMatchObject([
      { type: 'owes', currency: 'USD', totalOutstanding: '8.00' },
    ]);
  });

  it('with hidden prices the pharmacy sees no price while pending, and the prices it owes once approved', async () => {
    const { supplier, pharmacy, lot } = await trade({ hidePrices: true });
    const sent = await askToBuy(pharmacy.client, supplier.user.id, [{ barcode: lot.barcode, requestedQuantity: 15 }]);
    expect(sent).toMatchObject({
      totalAmount: null,
      items: [{ unitPrice: null, supplierRetailPrice: null, lineTotal: null }],
    });
    // The supplier's price at that moment is kept: a box and 5 units of 20.00 = 30.00.
    expect((await supplier.client.get('/api/marketplace/purchase-requests/supplier')).json()).toMatchObject([
      { id: sent.id, totalAmount: '30.00', items: [{ supplierRetailPrice: '20.00', lineTotal: '30.00' }] },
    ]);
    await supplier.client.put(`/api/inventory/${lot.inventoryId}`, { retailPrice: 40 });
    await supplier.client.post(`/api/marketplace/purchase-request/${sent.id}/approve`, {});
    expect((await pharmacy.client.get('/api/marketplace/purchase-requests')).json()).toMatchObject([
      { id: sent.id, totalAmount: '30.00', items: [{ supplierRetailPrice: '20.00', lineTotal: '30.00' }] },
    ]);
  });
});

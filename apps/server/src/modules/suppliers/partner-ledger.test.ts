import { describe, expect, it } from 'vitest';
import { createSupplier, daysFromToday } from '../../test/inventory-factories.js';
import { askToBuy, grantAccess, marketRetailer, marketSupplier } from '../../test/marketplace-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/** Issue 26 defect 7: Suppliers and Transfers kept two ledgers for one supplier. */
describe('one ledger per partner', () => {
  it("the pharmacy's own record of the supplier is the one its purchases go to, with the Transfers balance", async () => {
    const supplier = await marketSupplier(t, { plan: 'super' });
    const lot = await supplier.stock({
      productName: 'Cefixime 200mg',
      quantity: 4,
      unitsPerBox: 10,
      costPrice: 6,
      retailPrice: 9,
      expiryDate: daysFromToday(400),
    });
    const pharmacy = await marketRetailer(t, { plan: 'super' });
    // Typed in by hand before the network: the same name, spelled a little differently.
    const ownRecord = await createSupplier(pharmacy.client, { name: `${supplier.user.businessName}.` });
    await grantAccess(supplier, pharmacy.client);
    const sent = await askToBuy(pharmacy.client, supplier.user.id, [{ barcode: lot.barcode, requestedQuantity: 20 }]);
    expect((await supplier.client.post(`/api/marketplace/purchase-request/${sent.id}/approve`, {})).statusCode).toBe(
      200,
    );
    const received = await pharmacy.client.post(`/api/marketplace/purchase-requests/${sent.id}/receive`, {});
    expect(received.statusCode, received.body).toBe(200);

    const balances = (await pharmacy.client.get('/api/transfer-balances')).json();
    expect(balances).toMatchObject([{ type: 'owes', currency: 'USD', totalOutstanding: '18.00' }]);
    const suppliers = (await pharmacy.client.get('/api/suppliers')).json();
    const records = suppliers.filter((s: { partnerId: number | null }) => s.partnerId === supplier.user.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      id: ownRecord,
      networkBalances: [{ currency: 'USD', type: 'owes', totalOutstanding: '18.00', pendingClaims: '0.00' }],
    });
    const detail = (await pharmacy.client.get(`/api/suppliers/${ownRecord}`)).json();
    expect(detail.networkBalances).toEqual(records[0].networkBalances);
    // The lots it received name that record as their supplier.
    const stock = (await pharmacy.client.get(`/api/inventory?search=${encodeURIComponent('Cefixime')}`)).json();
    expect(stock.items[0]).toMatchObject({ supplierId: ownRecord });

    // Paid in full (recorded by the supplier, the creditor): both screens read 0 together.
    const paid = await supplier.client.post('/api/transfer-payments', {
      fromUserId: pharmacy.user.id,
      toUserId: supplier.user.id,
      amount: '18.00',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await pharmacy.client.get('/api/transfer-balances')).json()).toEqual([]);
    const after = (await pharmacy.client.get(`/api/suppliers/${ownRecord}`)).json();
    expect(after.networkBalances).toEqual([]);
    // Its trades and payments are this supplier's, as Transfers lists them.
    expect(after.networkTrades).toMatchObject([
      { direction: 'in', status: 'accepted', currency: 'USD', totalCost: '18.00', itemCount: 1 },
    ]);
    expect(after.networkPayments).toMatchObject([{ amount: '18.00', currency: 'USD', status: 'confirmed' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { daysFromToday } from '../../test/inventory-factories.js';
import { askToBuy, grantAccess, marketRetailer, marketSupplier } from '../../test/marketplace-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/**
 * A supplier with 2 boxes of 10 units at cost 5.00 and price 12.00 a box; a pharmacy with access.
 * Each order asks 15 units and is approved at 10 (one box): revenue 12.00, its cost 5.00.
 */
async function supplierWithCustomer() {
  const supplier = await marketSupplier(t, { plan: 'super' });
  const lot = await supplier.stock({
    productName: 'Amoxicillin 500mg',
    quantity: 3,
    unitsPerBox: 10,
    costPrice: 5,
    retailPrice: 12,
    expiryDate: daysFromToday(300),
  });
  const retailer = await marketRetailer(t, { plan: 'super' });
  await grantAccess(supplier, retailer.client);
  const approveOneBox = async () => {
    const sent = await askToBuy(retailer.client, supplier.user.id, [{ barcode: lot.barcode, requestedQuantity: 15 }]);
    const itemId = sent.items[0]!.id;
    const approved = await supplier.client.post(`/api/marketplace/purchase-request/${sent.id}/approve`, {
      items: [{ itemId, approvedQuantity: 10 }],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return sent.id;
  };
  return { supplier, retailer, approveOneBox };
}

describe("the seller's dashboard counts its approved marketplace orders as sales", () => {
  it('an approved order is a sale of the day: revenue what the buyer owes, profit over the cost of the units', async () => {
    const { supplier, retailer, approveOneBox } = await supplierWithCustomer();
    await approveOneBox();

    const dashboard = (await supplier.client.get('/api/dashboard')).json();
    expect(dashboard).toMatchObject({ totalSales: 1, totalRevenue: '12.00', totalProfit: '7.00' });
    expect(dashboard.dailyStats).toHaveLength(1);
    expect(dashboard.dailyStats[0]).toMatchObject({ salesCount: 1, revenue: '12.00', profit: '7.00' });
    // The buyer's own dashboard sells nothing by buying.
    expect((await retailer.client.get('/api/dashboard')).json()).toMatchObject({ totalSales: 0, totalRevenue: '0.00' });
  });

  it('an order whose goods the buyer declined counts for nothing; one received still counts', async () => {
    const { supplier, retailer, approveOneBox } = await supplierWithCustomer();
    const declined = await approveOneBox();
    const received = await approveOneBox();
    expect((await retailer.client.post(`/api/marketplace/purchase-requests/${declined}/decline`)).statusCode).toBe(200);
    const receivedAnswer = await retailer.client.post(`/api/marketplace/purchase-requests/${received}/receive`);
    expect(receivedAnswer.statusCode, receivedAnswer.body).toBe(200);

    const dashboard = (await supplier.client.get('/api/dashboard')).json();
    expect(dashboard).toMatchObject({ totalSales: 1, totalRevenue: '12.00', totalProfit: '7.00' });
  });

  it('a period before the approval shows none of it', async () => {
    const { supplier, approveOneBox } = await supplierWithCustomer();
    await approveOneBox();
    const from = daysFromToday(-20);
    const to = daysFromToday(-10);
    const dashboard = (await supplier.client.get(`/api/dashboard?fromDate=${from}&toDate=${to}`)).json();
    expect(dashboard).toMatchObject({ totalSales: 0, totalRevenue: '0.00', dailyStats: [] });
  });
});

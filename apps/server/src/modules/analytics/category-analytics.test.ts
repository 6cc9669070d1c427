import { dashboardMessages } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { saleBody, sell, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const DAY_MS = 86_400_000;
const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * medications: 1 box Alpha (10 units at 2.00, cost 1.00)     -> sales 20.00, profit 10.00, 10 items
 * vitamins: 3 Beta at 5.00 (cost 3.00), 1 returned           -> sales 10.00, profit  4.00,  2 items
 */
async function soldShop() {
  const s = await shop(t);
  const alpha = await s.stock({ productName: 'Alpha', quantity: 2, unitsPerBox: 10, costPrice: 10, retailPrice: 20 });
  const beta = await s.stock({
    productName: 'Beta',
    category: 'vitamins',
    quantity: 5,
    unitsPerBox: 1,
    costPrice: 3,
    retailPrice: 5,
  });
  const sale = (
    await sell(
      s.client,
      saleBody(
        [
          { inventoryId: alpha.inventoryId, quantity: 1, unitType: 'box' },
          { inventoryId: beta.inventoryId, quantity: 3, unitType: 'unit' },
        ],
        { taxRate: 10 },
      ),
    )
  ).json();
  await s.client.post('/api/returns', {
    saleId: sale.id,
    items: [{ saleItemId: sale.items[1].id, quantity: 1, reason: 'Damaged' }],
  });
  return s;
}

describe('GET /api/analytics/categories', () => {
  it('answers each category net of returns, best seller first', async () => {
    const s = await soldShop();
    const response = await s.client.get('/api/analytics/categories');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        category: 'medications',
        totalSales: '20.00',
        totalProfit: '10.00',
        itemsSold: 10,
        averageProfit: '1.00',
        margin: 50,
      },
      {
        category: 'vitamins',
        totalSales: '10.00',
        totalProfit: '4.00',
        itemsSold: 2,
        averageProfit: '2.00',
        margin: 40,
      },
    ]);
  });

  it("takes an optional period, and only the tenant's own sales", async () => {
    const s = await soldShop();
    await soldShop(); // another tenant's, the same again
    const today = utcDay(new Date());
    const yesterday = utcDay(new Date(Date.now() - DAY_MS));
    const inPeriod = (await s.client.get(`/api/analytics/categories?fromDate=${yesterday}&toDate=${today}`)).json();
    expect(inPeriod.map((row: { category: string; totalSales: string }) => [row.category, row.totalSales])).toEqual([
      ['medications', '20.00'],
      ['vitamins', '10.00'],
    ]);
    const before = await s.client.get(`/api/analytics/categories?fromDate=2025-01-01&toDate=2025-01-31`);
    expect(before.json()).toEqual([]);
  });

  it('answers an empty list to a shop that sold nothing', async () => {
    const { client } = await signedInOwner(t);
    expect((await client.get('/api/analytics/categories')).json()).toEqual([]);
  });

  it('refuses a reversed period with a clear message', async () => {
    const { client } = await signedInOwner(t);
    const response = await client.get('/api/analytics/categories?fromDate=2026-02-01&toDate=2026-01-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(dashboardMessages.fromAfterTo);
  });
});

import { dashboardMessages } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { createAccount, signedInOwner, signedInTeamMember } from '../../test/factories.js';
import { saleBody, sell, shop } from '../../test/sales-factories.js';
import { Client, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const DAY_MS = 86_400_000;
const utcDay = (moment: Date | string) => new Date(moment).toISOString().slice(0, 10);
const today = () => utcDay(new Date());
const daysAgo = (n: number) => utcDay(new Date(Date.now() - n * DAY_MS));

/**
 * The hand-computed shop. Alpha: 10 units a box, cost 10.00 and price 20.00 a box (1.00 and 2.00
 * a unit), 2 boxes. Beta: single units, cost 3.00, price 5.00, 5 units. Gamma: 50 units, unsold.
 *
 *   sale 1 (tax 10%): 1 box Alpha 20.00 + 2 Beta 10.00 -> subtotal 30.00, tax 3.00, cost 10 + 6 = 16.00
 *   sale 2 (no tax):  1 Beta 5.00                       -> subtotal  5.00, tax 0.00, cost 3.00
 *   return of 1 Beta from sale 1                         -> amount 5.00, tax 0.50, cost 3.00
 *   revenue 30 + 5 - 5 = 30.00; profit 30 - (16 + 3 - 3) = 14.00; tax 3.00 - 0.50 = 2.50
 *   Gamma's order (50 x 2.00 = 100.00) paid at 10% -> discount profit 10.00; expense 4.00 -> net profit 10.00
 *   stock left: Alpha 10 units (1 box), Beta 5 - 3 + 1 = 3 units: both low; Gamma 50 is not.
 */
async function handComputedShop() {
  const s = await shop(t);
  const alpha = await s.stock({
    productName: 'Alpha Tablets',
    quantity: 2,
    unitsPerBox: 10,
    costPrice: 10,
    retailPrice: 20,
  });
  const beta = await s.stock({
    productName: 'Beta Syrup',
    category: 'vitamins',
    quantity: 5,
    unitsPerBox: 1,
    costPrice: 3,
    retailPrice: 5,
  });
  await s.stock({
    productName: 'Gamma Cream',
    category: 'personal_care',
    orderId: 'GAMMA-1',
    quantity: 50,
    unitsPerBox: 1,
    costPrice: 2,
  });
  const first = await sell(
    s.client,
    saleBody(
      [
        { inventoryId: alpha.inventoryId, quantity: 1, unitType: 'box' },
        { inventoryId: beta.inventoryId, quantity: 2, unitType: 'unit' },
      ],
      { taxRate: 10 },
    ),
  );
  expect(first.statusCode).toBe(201);
  const second = await sell(s.client, saleBody([{ inventoryId: beta.inventoryId, quantity: 1, unitType: 'unit' }]));
  expect(second.statusCode).toBe(201);
  const sale = first.json();
  const returned = await s.client.post('/api/returns', {
    saleId: sale.id,
    items: [{ saleItemId: sale.items[1].id, quantity: 1, reason: 'Wrong flavour' }],
  });
  expect(returned.statusCode).toBe(201);
  const orders = (await s.client.get(`/api/orders/supplier/${s.supplierId}`)).json() as {
    id: number;
    orderId: string;
  }[];
  const gammaOrder = orders.find((order) => order.orderId === 'GAMMA-1')!;
  const paid = await s.client.post('/api/supplier-payments', {
    supplierId: s.supplierId,
    orderIds: [gammaOrder.id],
    originalAmount: '100.00',
    discountPercentage: 10,
    discountAmount: '10.00',
    amount: '90.00',
  });
  expect(paid.statusCode).toBe(201);
  const expense = await s.client.post('/api/expenses', {
    title: 'Electricity',
    amount: 4,
    category: 'utilities',
    expenseDate: today(),
  });
  expect(expense.statusCode).toBe(201);
  return { ...s, alpha, beta, sale, second: second.json() };
}

describe('GET /api/dashboard', () => {
  it('answers every figure of a hand-computed period', async () => {
    const s = await handComputedShop();
    const response = await s.client.get(`/api/dashboard?fromDate=${daysAgo(6)}&toDate=${today()}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      totalRevenue: '30.00',
      totalProfit: '14.00',
      totalDiscountProfit: '10.00',
      totalExpenses: '4.00',
      netProfit: '10.00',
      totalTax: '2.50',
      totalReturns: '5.00',
      totalSales: 2,
      lowStockCount: 2,
      lowStockItems: [
        { productId: s.beta.productId, product: { name: 'Beta Syrup' }, availableBoxes: 3, availableUnits: 3 },
        { productId: s.alpha.productId, product: { name: 'Alpha Tablets' }, availableBoxes: 1, availableUnits: 10 },
      ],
      topProducts: [
        { productId: s.alpha.productId, name: 'Alpha Tablets', sales: 10, revenue: '20.00' },
        { productId: s.beta.productId, name: 'Beta Syrup', sales: 2, revenue: '10.00' },
      ],
      dailyStats: [
        {
          date: utcDay(s.sale.soldAt),
          salesCount: 2,
          revenue: '30.00',
          profit: '14.00',
          returns: '5.00',
          tax: '2.50',
          topProducts: [
            { name: 'Alpha Tablets', sales: 10, revenue: '20.00' },
            { name: 'Beta Syrup', sales: 2, revenue: '10.00' },
          ],
        },
      ],
      analytics: {
        averageDailyRevenue: '30.00',
        averageDailyProfit: '14.00',
        profitMargin: 46.7,
        salesVelocity: 2,
        productsNeedingAttention: 2,
        bestSellingProduct: 'Alpha Tablets',
      },
      dateRange: { from: daysAgo(6), to: today() },
    });
    // Newest first: the return (money given back, tax included), then the two sales as paid.
    expect(body.recentActivity).toEqual([
      expect.objectContaining({ type: 'return', reference: s.sale.saleId, amount: '-5.50', itemCount: 1 }),
      expect.objectContaining({ type: 'sale', reference: s.second.saleId, amount: '5.00', itemCount: 1 }),
      expect.objectContaining({
        type: 'sale',
        reference: s.sale.saleId,
        amount: '33.00',
        itemCount: 2,
        description: `Sale ${s.sale.saleId} (2 items)`,
      }),
    ]);
  });

  it('opens on the last 30 days, today included', async () => {
    const s = await handComputedShop();
    const body = (await s.client.get('/api/dashboard')).json();
    expect(body.dateRange).toEqual({ from: daysAgo(29), to: today() });
    expect(body.totalRevenue).toBe('30.00');
  });

  it('counts sales by when they happened and returns by when they were made', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 10, unitsPerBox: 1, costPrice: 1, retailPrice: 4 });
    const soldAt = new Date(Date.now() - 40 * DAY_MS).toISOString();
    const old = await sell(
      s.client,
      saleBody([{ inventoryId: lot.inventoryId, quantity: 3, unitType: 'unit' }], {
        offline: true,
        saleId: `OFFLINE-${Date.now()}`,
        soldAt,
      }),
    );
    expect(old.statusCode).toBe(201);
    const sale = old.json();
    await s.client.post('/api/returns', {
      saleId: sale.id,
      items: [{ saleItemId: sale.items[0].id, quantity: 1, reason: 'Expired' }],
    });

    const recent = (await s.client.get(`/api/dashboard?fromDate=${daysAgo(6)}&toDate=${today()}`)).json();
    expect(recent).toMatchObject({ totalSales: 0, totalRevenue: '-4.00', totalProfit: '-3.00', totalReturns: '4.00' });
    expect(recent.dailyStats).toMatchObject([{ salesCount: 0, revenue: '-4.00', profit: '-3.00', topProducts: [] }]);

    const then = (await s.client.get(`/api/dashboard?fromDate=${utcDay(soldAt)}&toDate=${utcDay(soldAt)}`)).json();
    expect(then).toMatchObject({
      totalSales: 1,
      totalRevenue: '12.00',
      totalProfit: '9.00',
      totalReturns: '0.00',
      dailyStats: [{ date: utcDay(soldAt), salesCount: 1, revenue: '12.00', profit: '9.00' }],
    });

    const both = (await s.client.get(`/api/dashboard?fromDate=${daysAgo(45)}&toDate=${today()}`)).json();
    expect(both).toMatchObject({ totalSales: 1, totalRevenue: '8.00', totalProfit: '6.00' });
    expect(both.dailyStats).toHaveLength(2);
    expect(both.analytics).toMatchObject({ averageDailyRevenue: '4.00', salesVelocity: 0.5, profitMargin: 75 });
  });

  it('answers zeros and empty lists for a quiet period', async () => {
    const { client } = await signedInOwner(t);
    const body = (await client.get('/api/dashboard?fromDate=2026-01-01&toDate=2026-01-31')).json();
    expect(body).toEqual({
      totalRevenue: '0.00',
      totalProfit: '0.00',
      totalDiscountProfit: '0.00',
      totalExpenses: '0.00',
      netProfit: '0.00',
      totalTax: '0.00',
      totalReturns: '0.00',
      totalSales: 0,
      lowStockCount: 0,
      lowStockItems: [],
      topProducts: [],
      recentActivity: [],
      dailyStats: [],
      analytics: {
        averageDailyRevenue: '0.00',
        averageDailyProfit: '0.00',
        profitMargin: 0,
        salesVelocity: 0,
        productsNeedingAttention: 0,
        bestSellingProduct: null,
      },
      dateRange: { from: '2026-01-01', to: '2026-01-31' },
    });
  });

  it("never counts another tenant's sales, payments, expenses or stock", async () => {
    const mine = await handComputedShop();
    const other = await handComputedShop();
    const extra = await other.stock({ quantity: 5, unitsPerBox: 1, retailPrice: 9 });
    await sell(other.client, saleBody([{ inventoryId: extra.inventoryId, quantity: 5, unitType: 'unit' }]));

    const body = (await mine.client.get(`/api/dashboard?fromDate=${daysAgo(6)}&toDate=${today()}`)).json();
    expect(body).toMatchObject({
      totalRevenue: '30.00',
      totalProfit: '14.00',
      totalDiscountProfit: '10.00',
      totalExpenses: '4.00',
      totalSales: 2,
      lowStockCount: 2,
    });
    expect(body.recentActivity).toHaveLength(3);
    const theirs = (await other.client.get(`/api/dashboard?fromDate=${daysAgo(6)}&toDate=${today()}`)).json();
    expect(theirs).toMatchObject({ totalRevenue: '75.00', totalSales: 3, lowStockCount: 3 });
  });

  it.each([
    ['fromDate=2026-02-30&toDate=2026-03-01', dashboardMessages.invalidDate],
    ['fromDate=yesterday&toDate=2026-03-01', dashboardMessages.invalidDate],
    ['fromDate=2026-03-01', dashboardMessages.bothDates],
    ['fromDate=2026-03-02&toDate=2026-03-01', dashboardMessages.fromAfterTo],
    ['fromDate=2024-01-01&toDate=2026-01-01', dashboardMessages.rangeTooLong],
  ])('refuses %s with a clear message', async (query, message) => {
    const { client } = await signedInOwner(t);
    const response = await client.get(`/api/dashboard?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('dashboard and category analytics access', () => {
  const paths = ['/api/dashboard', '/api/analytics/categories'];

  it('asks a visitor to sign in', async () => {
    for (const path of paths) expect((await new Client(t.app).get(path)).statusCode).toBe(401);
  });

  it.each([
    ['retailer on advance', { userType: 'retailer' as const, plan: 'advance' as const }, [200, 200]],
    ['retailer on basic', { userType: 'retailer' as const, plan: 'basic' as const }, [403, 403]],
    ['supplier on basic', { userType: 'supplier' as const, plan: 'basic' as const }, [200, 403]],
    ['supplier on super', { userType: 'supplier' as const, plan: 'super' as const }, [200, 200]],
    [
      'retailer whose subscription expired',
      { userType: 'retailer' as const, plan: 'super' as const, subscriptionStatus: 'expired' as const },
      [403, 403],
    ],
  ])('a %s', async (_name, options, statuses) => {
    const { client } = await signedInOwner(t, options);
    for (const [i, path] of paths.entries()) expect((await client.get(path)).statusCode).toBe(statuses[i]);
  });

  it("is the owner's: a team member, even one who sells, does not see it", async () => {
    const owner = await createAccount(t);
    const { client } = await signedInTeamMember(t, owner.id, ['pos', 'sales', 'inventory', 'settings']);
    for (const path of paths) expect((await client.get(path)).statusCode).toBe(403);
  });
});

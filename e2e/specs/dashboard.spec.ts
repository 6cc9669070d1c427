import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import { demoDay as day } from '../support/business-day';
import { demo, signInAsManager } from '../support/session';

/** "Nov 22, 2026" for a calendar day, as the page writes it in English. */
function shortDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(y, m - 1, d),
  );
}

/** Waits for the dashboard call of a range while `act` changes the selector. */
async function dashboardCall(page: Page, from: string, to: string, act: () => Promise<unknown>) {
  const answer = page.waitForResponse(
    (response) => response.url().includes(`/api/dashboard?fromDate=${from}&toDate=${to}`) && response.status() === 200,
  );
  await act();
  return (await answer).json();
}

const showing = (page: Page) => page.getByTestId('dashboard-showing');

test.beforeEach(async ({ page }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page).toHaveURL('/');
});

test("the demo pharmacy's dashboard: figures, ranges, tabs and the CSV report", async ({ page }) => {
  const thirty = await dashboardCall(page, day(-29), day(0), () => page.goto('/dashboard'));
  await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
  await expect(showing(page)).toHaveText(`Showing data from ${shortDate(day(-29))} to ${shortDate(day(0))}`);

  // Four weeks of demo trade: the five cards carry figures, net profit sits beside profit.
  expect(thirty.totalSales).toBeGreaterThan(0);
  await expect(page.getByTestId('card-sales-value')).toHaveText(thirty.totalSales.toLocaleString('en-US'));
  await expect(page.getByTestId('card-sales')).toContainText('completed transactions');
  await expect(page.getByTestId('card-low-stock')).toContainText('needs attention');
  // Whole dinars: the exact amount rounded for the reader.
  await expect(page.getByTestId('card-revenue-value')).toHaveText(
    `${Number(thirty.totalRevenue).toLocaleString('en-US', { maximumFractionDigits: 0 })} IQD`,
  );
  await expect(page.getByTestId('card-net-profit')).toContainText('Net profit after expenses');
  await expect(page.getByTestId('discounts-panel')).toBeVisible();
  await expect(page.getByTestId('trend-chart').locator('.recharts-line')).toHaveCount(2);
  await expect(page.getByTestId('top-product').first()).toContainText(thirty.topProducts[0].name);
  await expect(page.getByTestId('activity-entry').first()).toBeVisible();
  if (thirty.lowStockCount > 0) await expect(page.getByTestId('low-stock-item').first()).toContainText('Low Stock');

  // Ranges: 7 and 90 days back from today.
  await dashboardCall(page, day(-6), day(0), () => page.getByTestId('dashboard-range').selectOption('7'));
  await expect(showing(page)).toHaveText(`Showing data from ${shortDate(day(-6))} to ${shortDate(day(0))}`);
  await dashboardCall(page, day(-89), day(0), () => page.getByTestId('dashboard-range').selectOption('90'));
  await expect(showing(page)).toHaveText(`Showing data from ${shortDate(day(-89))} to ${shortDate(day(0))}`);

  // Custom applies only once both dates are filled; until then the default 30 days show.
  await dashboardCall(page, day(-29), day(0), () => page.getByTestId('dashboard-range').selectOption('custom'));
  await expect(showing(page)).toHaveText(`Showing data from ${shortDate(day(-29))} to ${shortDate(day(0))}`);
  await page.getByTestId('dashboard-from').fill(day(-10));
  await expect(showing(page)).toHaveText(`Showing data from ${shortDate(day(-29))} to ${shortDate(day(0))}`);
  const custom = await dashboardCall(page, day(-10), day(-3), () => page.getByTestId('dashboard-to').fill(day(-3)));
  await expect(showing(page)).toHaveText(`Showing data from ${shortDate(day(-10))} to ${shortDate(day(-3))}`);

  // Detailed: a card per day with sales, newest first, at most 3 top products each.
  await page.getByTestId('tab-daily').click();
  await expect(page.getByRole('heading', { name: 'Daily Breakdown' })).toBeVisible();
  const days = custom.dailyStats.length;
  await expect(page.getByTestId('daily-count')).toHaveText(`${days} ${days === 1 ? 'day' : 'days'}`);
  await expect(page.getByTestId('daily-card')).toHaveCount(days);
  for (const card of await page.getByTestId('daily-card').all())
    expect(await card.locator('ul li').count()).toBeLessThanOrEqual(3);

  // Analytics: averages over the days with data, margin and velocity with one decimal.
  await page.getByTestId('tab-trends').click();
  await expect(page.getByTestId('analytics-margin')).toHaveText(`${custom.analytics.profitMargin.toFixed(1)}%`);
  await expect(page.getByTestId('analytics-velocity')).toHaveText(
    `${custom.analytics.salesVelocity.toFixed(1)} sales/day`,
  );
  await expect(page.getByTestId('analytics-best-selling')).toHaveText(custom.analytics.bestSellingProduct);

  // Export report: the period's days as CSV rows, then the totals.
  const download = page.waitForEvent('download');
  await page.getByTestId('dashboard-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`dashboard-${day(-10)}-to-${day(-3)}.csv`);
  const lines = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Date,Sales,Revenue,Returns,Tax,Profit');
  const rows = lines.slice(1, 1 + days);
  expect(rows.map((row) => row.split(',')[0])).toEqual(custom.dailyStats.map((stat: { date: string }) => stat.date));
  expect(lines[1 + days]).toBe(
    `Total,${custom.totalSales},${custom.totalRevenue},${custom.totalReturns},${custom.totalTax},${custom.totalProfit}`,
  );
  expect(lines).toContain(`Net Profit,${custom.netProfit}`);
});

test('a period without sales says so on every tab', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByTestId('dashboard-range').selectOption('custom');
  await page.getByTestId('dashboard-from').fill('2020-01-01');
  await dashboardCall(page, '2020-01-01', '2020-01-31', () => page.getByTestId('dashboard-to').fill('2020-01-31'));
  await expect(page.getByTestId('card-sales-value')).toHaveText('0');
  await expect(page.getByTestId('top-products')).toContainText('No sales data available');
  await expect(page.getByTestId('recent-activity')).toContainText('No recent activity');
  await page.getByTestId('tab-daily').click();
  await expect(page.getByTestId('daily-empty')).toContainText('No Daily Data Available');
  await expect(page.getByTestId('daily-count')).toHaveText('0 days');
  await page.getByTestId('tab-trends').click();
  await expect(page.getByTestId('analytics-best-selling')).toHaveText('No data');
});

test('category analytics shows the Top Seller first, with margin badges, in English and Arabic', async ({ page }) => {
  const answer = page.waitForResponse((r) => r.url().includes('/api/analytics/categories?') && r.status() === 200);
  await page.goto('/category-analytics');
  const rows = await (await answer).json();
  expect(rows.length).toBeGreaterThan(0);
  const first = page.getByTestId('ca-row').first();
  await expect(first.getByTestId('top-seller')).toHaveText('Top Seller');
  await expect(page.getByTestId('top-seller')).toHaveCount(1);
  await expect(page.getByTestId('ca-row')).toHaveCount(rows.length);
  await expect(first.getByTestId('margin-badge')).toHaveText(`${rows[0].margin.toFixed(1)}%`);
  await expect(page.getByTestId('ca-total-profit')).toContainText('margin');
  await expect(page.getByTestId('ca-top-category')).not.toHaveText('None');

  await page.goto('/category-analytics?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('page-title')).toHaveText('تحليلات الفئات');
  await expect(page.getByTestId('ca-row').first().getByTestId('top-seller')).toHaveText('الأكثر مبيعاً');
  await page.goto('/dashboard?lng=ar');
  await expect(page.getByTestId('page-title')).toHaveText('لوحة التحكم');
  await expect(page.getByTestId('card-sales')).toContainText('عمليات مكتملة');
});

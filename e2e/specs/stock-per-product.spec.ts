import { type Page, expect, test } from '@playwright/test';
import { demo, signInAsManager } from '../support/session';
import { day, receiveLots } from '../support/stock';

/**
 * Issue 13 item 4: stock is counted per product, the sum of its live (not expired) lots. A product
 * with 10 + 40 units is not "Low stock" because one lot holds 10; one with 5 sellable units and an
 * expired lot is. The inventory list, the dashboard's low stock count and alert, and the offline
 * page's list agree; the lots stay listed one by one in the inventory.
 */

async function twoProducts(page: Page) {
  const stamp = Date.now();
  const plenty = { name: 'E2E Plenty Amoxicillin 250mg', barcode: `E2ESTOCK${stamp}P` };
  const [small, big] = await receiveLots(page.request, plenty, [
    { boxes: 1, expiryDate: day(20) },
    { boxes: 4, expiryDate: day(300) },
  ]);
  const scarce = { name: 'E2E Scarce Loratadine 10mg', barcode: `E2ESTOCK${stamp}S`, unitsPerBox: 5 };
  const [live, expired] = await receiveLots(page.request, scarce, [
    { boxes: 1, expiryDate: day(60) },
    { boxes: 6, expiryDate: day(-3) },
  ]);
  return { stamp, plenty: { ...plenty, small, big }, scarce: { ...scarce, live, expired } };
}

test.beforeEach(async ({ page }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('Low stock is flagged by the product, not by one of its lots', async ({ page }) => {
  const lowBefore = (await (await page.request.get('/api/dashboard')).json()).lowStockCount as number;
  const { stamp, plenty, scarce } = await twoProducts(page);

  await page.goto('/inventory');
  await expect(page.getByTestId('inventory-table')).toBeVisible();
  await page.getByTestId('inventory-search').fill(`E2ESTOCK${stamp}`);
  // The lots are still listed one by one.
  const plentyRows = page.getByTestId(`inventory-row-${plenty.barcode}`);
  await expect(plentyRows).toHaveCount(2);
  const tenUnits = page.locator(`[data-testid="inventory-row-${plenty.barcode}"][data-units="10"]`);
  await expect(tenUnits).toHaveCount(1);
  await expect(tenUnits).toContainText('Sellable in all lots: 50 units');
  await expect(plentyRows.getByTestId('stock-flag')).toHaveCount(0);

  const scarceRows = page.getByTestId(`inventory-row-${scarce.barcode}`);
  await expect(scarceRows).toHaveCount(2);
  await expect(scarceRows.getByTestId('stock-flag')).toHaveText(['Low stock', 'Low stock']);
  await expect(page.locator(`[data-testid="inventory-row-${scarce.barcode}"][data-units="30"]`)).toContainText(
    'Sellable in all lots: 5 units',
  );

  // The dashboard counts the scarce product once, and not the plentiful one.
  await page.goto('/dashboard');
  await expect(page.getByTestId('card-low-stock-value')).toHaveText(String(lowBefore + 1));
  const alert = page.getByTestId('low-stock-alert');
  await expect(alert).toBeVisible();
  const toggle = page.getByTestId('low-stock-toggle');
  if (await toggle.isVisible()) await toggle.click();
  const scarceItem = alert.getByTestId('low-stock-item').filter({ hasText: scarce.name });
  await expect(scarceItem).toHaveCount(1);
  await expect(scarceItem).toContainText('5');
  await expect(alert.getByTestId('low-stock-item').filter({ hasText: plenty.name })).toHaveCount(0);
});

test('the offline list shows each product with the units of all its lots', async ({ page }) => {
  const { stamp, plenty, scarce } = await twoProducts(page);
  await page.goto('/pos');
  await expect(page.getByTestId('pos-products-count')).toBeVisible();
  await expect(page.getByTestId('offline-copy')).toHaveAttribute('data-offline-copy', 'saved', { timeout: 20_000 });
  await page.goto('/offline');
  await page.getByTestId('offline-tab-pos').click();
  await page.getByTestId('offline-filter').fill(`E2ESTOCK${stamp}`);
  await expect(page.getByTestId(`offline-product-${plenty.barcode}`).getByTestId('offline-product-stock')).toHaveText(
    '50 units',
  );
  await expect(page.getByTestId(`offline-product-${scarce.barcode}`).getByTestId('offline-product-stock')).toHaveText(
    '5 units',
  );

  // The offline cart takes its units across the lots too: 12 units from 10 + 40.
  await page.getByTestId(`offline-add-${plenty.barcode}`).click();
  await expect(page.getByTestId('offline-qty-0')).toHaveText('1');
  for (let i = 1; i < 12; i++) await page.getByTestId('offline-plus-0').click();
  await expect(page.getByTestId('offline-qty-0')).toHaveText('12');
  await expect(page.getByTestId('toast-title').filter({ hasText: 'Insufficient Stock' })).toHaveCount(0);
});

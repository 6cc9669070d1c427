import { expect, test } from '@playwright/test';
import { demo } from '../support/session';
import { day, receiveLots } from '../support/stock';

// Issue 28 (lane grid): the till draws its scan field before its products arrive and indexes them
// after; a barcode scanned in between is asked of the server, so it still goes into the sale.
test('a scan before the products have loaded still adds the product', async ({ page }) => {
  const login = await page.request.post('/api/auth/login', { data: demo.pharmacy });
  expect(login.ok()).toBe(true);
  const barcode = `E2EEARLY${Date.now()}`;
  await receiveLots(page.request, { name: 'E2E Early Scan Ibuprofen', barcode, unitsPerBox: 1 }, [
    { boxes: 5, expiryDate: day(365) },
  ]);
  // The till's product list is held back until the scan has been answered.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/pos/preload-all*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/pos');
  const field = page.locator('#pos-search');
  await expect(field).toBeVisible();
  await expect(page.getByTestId('pos-products-count')).toHaveCount(0);
  await field.fill(barcode);
  await field.press('Enter');
  await expect(page.getByTestId('cart-line-0')).toContainText('E2E Early Scan Ibuprofen');
  release();
  await expect(page.getByTestId('pos-products-count')).toBeVisible();
  await expect(page.getByTestId('cart-line-0')).toContainText('E2E Early Scan Ibuprofen');
});

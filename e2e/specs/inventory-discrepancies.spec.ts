import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { demo, signInAsManager } from '../support/session';

test('an offline sale that sold more than the stock shows in Stock discrepancies, in English and Arabic', async ({
  page,
}) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const stamp = Date.now();
  const suppliers = await (await page.request.get('/api/suppliers')).json();
  const received = await page.request.post('/api/inventory/add-product', {
    data: {
      productName: 'E2E Discrepancy Amoxicillin 500mg',
      barcode: `E2EDISC${stamp}`,
      category: 'medications',
      supplierId: suppliers[0].id,
      orderId: `E2E-DISC-${stamp}`,
      quantity: 1,
      unitsPerBox: 2,
      costPrice: 1000,
      retailPrice: 2000,
      expiryDate: '2030-03-31',
    },
  });
  expect(received.ok()).toBe(true);
  const { inventoryId } = await received.json();
  // A till sold 5 units offline while the books held 2; the sale syncs now.
  const synced = await page.request.post('/api/sales', {
    data: {
      clientSaleId: randomUUID(),
      saleId: `OFFLINE-${stamp}`,
      offline: true,
      soldAt: new Date(stamp - 30 * 60_000).toISOString(),
      paymentMethod: 'cash',
      items: [{ inventoryId, quantity: 5, unitType: 'unit' }],
    },
  });
  expect(synced.status()).toBe(201);

  await page.goto('/inventory');
  const open = page.getByTestId('discrepancies-open');
  await expect(open).toHaveText(/^Stock discrepancies \([1-9]\d*\)$/);
  await open.click();
  const dialog = page.getByTestId('discrepancies-dialog');
  await expect(dialog).toContainText('Stock Discrepancies');
  const row = dialog.getByTestId('discrepancy-row').filter({ hasText: 'E2E Discrepancy Amoxicillin 500mg' });
  await expect(row).toContainText(`OFFLINE-${stamp}`);
  await expect(row).toContainText('Mar 31, 2030');
  await expect(row.locator('td').nth(2)).toHaveText('3');
  // The newest synced comes first.
  await expect(dialog.getByTestId('discrepancy-row').first()).toContainText('E2E Discrepancy Amoxicillin 500mg');
  await page.screenshot({ path: '/tmp/discrepancies-desktop-en.png' });
  await page.keyboard.press('Escape');

  await page.goto('/inventory?lng=ar');
  await expect(page.getByTestId('discrepancies-open')).toHaveText(/^فروقات المخزون \(\d+\)$/);
  await page.getByTestId('discrepancies-open').click();
  await expect(page.getByTestId('discrepancies-dialog')).toContainText('الوحدات الناقصة');
  await page.screenshot({ path: '/tmp/discrepancies-desktop-ar.png' });
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/inventory?lng=en');
  await page.getByTestId('discrepancies-open').click();
  await expect(
    page.getByTestId('discrepancy-row').filter({ hasText: 'E2E Discrepancy Amoxicillin 500mg' }),
  ).toContainText('3 units short');
  await page.screenshot({ path: '/tmp/discrepancies-phone-en.png' });
});

test('a tenant without discrepancies sees the empty list', async ({ page }) => {
  await signInAsManager(page, demo.supplier.email, demo.supplier.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.goto('/inventory');
  await expect(page.getByTestId('discrepancies-open')).toHaveText('Stock discrepancies (0)');
  await page.getByTestId('discrepancies-open').click();
  await expect(page.getByTestId('discrepancies-empty')).toHaveText(
    'No discrepancies. Every offline sale found its stock when it synced.',
  );
  await page.screenshot({ path: '/tmp/discrepancies-empty.png' });
});

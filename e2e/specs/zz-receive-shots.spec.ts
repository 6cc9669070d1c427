import { expect, test } from '@playwright/test';
import { signInAsManager } from '../support/session';

// Temporary: screenshots of the Receive dialog for the demo's IQD pharmacy and USD supplier.
test('receive dialog shots', async ({ browser, page }) => {
  const supplierContext = await browser.newContext();
  const api = supplierContext.request;
  expect((await api.post('/api/auth/login', { data: { email: 'supplier@demo.assist', password: 'demo1234' } })).ok()).toBe(true);
  const list = await (await api.get('/api/marketplace/purchase-requests/supplier')).json();
  const pending = list.find((r: { status: string }) => r.status === 'pending');
  const ok = await api.post(`/api/marketplace/purchase-request/${pending.id}/approve`, { data: {} });
  expect(ok.ok(), await ok.text()).toBe(true);
  await signInAsManager(page, 'pharmacy@demo.assist', 'demo1234');
  await expect(page.getByTestId('home-page')).toBeVisible();
  for (const [lng, size] of [
    ['ar', { width: 390, height: 844 }],
    ['en', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`/marketplace?lng=${lng}`);
    await page.getByTestId('marketplace-tab-purchases').click();
    await page.getByTestId('purchase-receive').first().click();
    const dialog = page.getByTestId('receive-dialog');
    await expect(dialog.getByTestId('receive-rate')).toBeVisible();
    await page.screenshot({ path: `/tmp/receive-shots/${lng}-empty.png`, fullPage: true });
    await dialog.getByTestId('receive-rate').fill('1310');
    await page.screenshot({ path: `/tmp/receive-shots/${lng}-rate.png`, fullPage: true });
    await page.keyboard.press('Escape');
  }
  await supplierContext.close();
});

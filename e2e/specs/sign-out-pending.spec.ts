import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { demo, signInAsManager } from '../support/session';

/**
 * Signing out with sales still waiting to sync asks first (how many, that they stay on this device),
 * and signs out at once when the queue is empty.
 */

function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function receive(request: APIRequestContext, barcode: string) {
  const suppliers = await (await request.get('/api/suppliers')).json();
  const answer = await request.post('/api/inventory/add-product', {
    data: {
      productName: 'E2E Sign-out Paracetamol',
      barcode,
      category: 'medications',
      supplierId: suppliers[0].id,
      orderId: `E2E-SIGNOUT-${barcode}`,
      quantity: 1,
      unitsPerBox: 10,
      costPrice: 3000,
      retailPrice: 5000,
      expiryDate: day(400),
    },
  });
  expect(answer.ok()).toBe(true);
}

/** Products of the local catalogue with `barcode` (IndexedDB, the signed-in person's database: its catalogue parts). */
async function localProductCount(page: Page, barcode: string): Promise<number> {
  return page.evaluate(async (code) => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('assist-pos-'));
    if (names.length === 0) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(names[0]!);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const parts = await new Promise<{ products: { barcode: string }[] }[]>((resolve, reject) => {
      const request = db.transaction('catalogParts').objectStore('catalogParts').getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const count = parts.flatMap((part) => part.products).filter((product) => product.barcode === code).length;
    db.close();
    return count;
  }, barcode);
}

test('sign-out asks while a sale waits to sync, and not once the queue is empty', async ({ page }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const barcode = `E2ESO${Date.now()}`;
  await receive(page.request, barcode);
  await page.goto('/pos');
  await expect(page.getByTestId('pos-products-count')).toBeVisible();
  // The till's copy of the catalogue is on this device before leaving it ("Ready for offline").
  await expect(page.getByTestId('offline-copy')).toHaveAttribute('data-offline-copy', 'saved', { timeout: 20_000 });

  // One sale made offline (simulated) on the /offline page.
  await page.goto('/offline');
  await page.getByTestId('offline-tab-performance').click();
  await page.getByTestId('offline-simulate').click();
  await expect(page.getByTestId('offline-page-status')).toHaveText('Offline (simulated)');
  await page.getByTestId('offline-tab-pos').click();
  await page.getByTestId('offline-barcode').fill(barcode);
  await page.getByTestId('offline-barcode').press('Enter');
  await page.getByTestId('offline-process').click();
  await page.getByTestId('receipt-close').click();
  await expect(page.getByTestId('offline-page-pending')).toHaveText('Pending sync: 1');

  // Home's Logout asks; offline there is no "Sync now"; Cancel keeps the person signed in.
  await page.goto('/');
  await page.getByTestId('home-logout').click();
  const dialog = page.getByTestId('sign-out-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('sign-out-waiting')).toContainText(': 1.');
  await expect(dialog).toContainText('they stay on this device and sync the next time you sign in here');
  await expect(page.getByTestId('sign-out-sync')).toHaveCount(0);
  await expect(page.getByTestId('sign-out-anyway')).toBeVisible();
  await page.screenshot({ path: '/tmp/e2e-5671/sign-out-dialog-en.png' });
  await page.getByTestId('sign-out-cancel').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('home-page')).toBeVisible();

  // In Arabic, right to left (a phone's width).
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.setViewportSize({ width: 390, height: 800 });
  await page.reload();
  await page.getByTestId('home-logout').click();
  await expect(page.getByTestId('sign-out-dialog')).toContainText('مبيعات بانتظار المزامنة');
  await page.screenshot({ path: '/tmp/e2e-5671/sign-out-dialog-ar.png' });
  await page.getByTestId('sign-out-cancel').click();
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back online with the server refusing the batch for now: the sale still waits, and "Sync now"
  // (shown online) sends it once the server takes it, then signs out.
  await page.route('**/api/sales/batch', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Try later"}' }),
  );
  await page.goto('/offline');
  await page.getByTestId('offline-tab-performance').click();
  await page.getByTestId('offline-restore').click();
  await expect(page.getByTestId('offline-page-status')).toHaveText('Online');
  await page.goto('/');
  await page.getByTestId('logout-button').first().click();
  await expect(page.getByTestId('sign-out-waiting')).toContainText(': 1.');
  await page.unroute('**/api/sales/batch');
  await page.getByTestId('sign-out-sync').click();
  await expect(page.getByTestId('landing-sign-in')).toBeVisible();

  // Signed in again, the queue is empty: sign-out goes straight through.
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.getByTestId('home-logout').click();
  await expect(page.getByTestId('landing-sign-in')).toBeVisible();
  await expect(page.getByTestId('sign-out-dialog')).toHaveCount(0);
});

test('offline, the till shows the last favorites and held carts, and holding or loading says it needs the network', async ({
  page,
}) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const barcode = `E2EFAV${Date.now()}`;
  await receive(page.request, barcode);
  const product = (await (await page.request.get('/api/pos/preload-all')).json()).inventory.find(
    (p: { barcode: string }) => p.barcode === barcode,
  );
  expect((await page.request.post('/api/pos/favorites', { data: { productId: product.id } })).ok()).toBe(true);
  const draft = await page.request.post('/api/pos/cart-drafts', { data: { draftName: 'E2E offline shelf' } });
  expect(draft.ok()).toBe(true);
  const draftId = (await draft.json()).id as number;

  // Online once: the lists are fetched and kept on this device.
  await page.goto('/pos');
  await expect(page.getByTestId(`favorite-${product.id}`)).toBeVisible();
  await expect(page.getByTestId(`draft-${draftId}`)).toBeVisible();
  await expect(page.getByTestId('offline-copy')).toHaveAttribute('data-offline-copy', 'saved', { timeout: 20_000 });

  await page.goto('/offline');
  await page.getByTestId('offline-tab-performance').click();
  // The catalogue downloaded at sign-in may predate the product: download it again.
  await page.getByTestId('offline-download').click();
  await expect.poll(() => localProductCount(page, barcode)).toBe(1);
  await page.getByTestId('offline-simulate').click();
  await expect(page.getByTestId('offline-page-status')).toHaveText('Offline (simulated)');

  await page.goto('/pos');
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-online', 'false');
  await expect(page.getByTestId(`favorite-${product.id}`)).toBeVisible();
  await expect(page.getByTestId(`draft-${draftId}`)).toContainText('E2E offline shelf');
  await expect(page.getByTestId('pos-drafts').getByTestId('needs-network')).toHaveText(
    'You are offline. This needs an internet connection.',
  );
  await expect(page.getByTestId(`draft-load-${draftId}`)).toHaveAttribute('data-offline', 'true');
  await expect(page.getByTestId(`draft-delete-${draftId}`)).toHaveAttribute('data-offline', 'true');
  await expect(page.getByTestId('favorites-edit')).toHaveAttribute('data-offline', 'true');
  await expect(page.getByText(/failed to fetch/i)).toHaveCount(0);

  // A favorite still sells offline; Hold Sale says it needs the network.
  await page.getByTestId(`favorite-${product.id}`).click();
  await expect(page.getByTestId('cart-line-0')).toBeVisible();
  await expect(page.getByTestId('pos-hold')).toHaveAttribute('data-offline', 'true');
  await page.getByTestId(`draft-delete-${draftId}`).click({ force: true });
  await expect(page.getByTestId(`draft-${draftId}`)).toBeVisible();
  await page.screenshot({ path: '/tmp/e2e-5671/pos-offline-lists-en.png' });

  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.setViewportSize({ width: 390, height: 800 });
  await page.reload();
  await expect(page.getByTestId(`favorite-${product.id}`)).toBeVisible();
  await page.screenshot({ path: '/tmp/e2e-5671/pos-offline-lists-ar.png', fullPage: true });
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
});

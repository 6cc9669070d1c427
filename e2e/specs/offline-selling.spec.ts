import { type APIRequestContext, type BrowserContext, type Page, type Route, expect, test } from '@playwright/test';
import { demo, signInAsManager } from '../support/session';
import { day, receiveLots } from '../support/stock';
import { sellOnceOffline } from '../support/offline-sale';
import { allSales } from '../support/sales';
import { waitForServiceWorker } from '../support/service-worker';

/**
 * Offline selling (issue 5): the till keeps selling with the network cut, the queue survives a
 * reload, and when the network returns each sale reaches the server exactly once.
 */

/** Receives one lot of 5,000 IQD boxes expiring in 400 days; answers its inventory id. */
async function receive(request: APIRequestContext, name: string, barcode: string, boxes: number, unitsPerBox: number) {
  const [id] = await receiveLots(request, { name, barcode, unitsPerBox }, [{ boxes, expiryDate: day(400) }]);
  return id as number;
}

/** Units the server holds for the product with `barcode` (0 when no lot has any). */
async function serverUnits(request: APIRequestContext, barcode: string): Promise<number> {
  const preload = await (await request.get('/api/pos/preload-all')).json();
  const product = preload.inventory.find((p: { barcode: string }) => p.barcode === barcode);
  return product ? product.totalAvailableUnits : 0;
}

interface ServerSale {
  saleId: string;
  clientSaleId: string;
  offline: boolean;
  items: { quantity: number; unitType: string }[];
  discrepancies: { units: number; productName: string }[];
}

/** Today's sales on the server whose reference starts with one of `references` (a suffix -2 included). */
async function serverSales(request: APIRequestContext, references: string[]): Promise<ServerSale[]> {
  const sales = await allSales<ServerSale>(request, `from=${day(-1)}&to=${day(1)}`);
  return sales.filter((sale) => references.some((ref) => sale.saleId === ref || sale.saleId.startsWith(`${ref}-`)));
}

/**
 * Waits, as a careful pharmacist would, for the till's badge to say this device's copy of the
 * catalogue is saved ("Ready for offline") before the network goes or the page reloads: the till
 * sells as soon as the answer arrives, the copy is written just after.
 */
async function offlineCopySaved(page: Page) {
  await expect(page.getByTestId('offline-copy')).toHaveAttribute('data-offline-copy', 'saved', { timeout: 20_000 });
}

async function openTill(page: Page) {
  await page.goto('/pos');
  await expect(page.getByTestId('pos-products-count')).toBeVisible();
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-online', 'true');
  await offlineCopySaved(page);
  // A reload with no network needs the installed app: the service worker controls the page by now.
  await waitForServiceWorker(page);
}

/** Adds the product by typing its barcode in the search field (scan mode), sets the quantity, checks out. */
async function sell(page: Page, barcode: string, quantity: number): Promise<string> {
  await page.getByTestId('pos-mode-scan').click();
  await page.getByTestId('pos-search').fill(barcode);
  await page.getByTestId('pos-search').press('Enter');
  await expect(page.getByTestId('cart-line-0')).toBeVisible();
  if ((await page.getByTestId('cart-line-0').getAttribute('data-unit-type')) === 'box')
    await page.getByTestId('cart-unit-toggle-0').click();
  await page.getByTestId('cart-qty-0').fill(String(quantity));
  await page.getByTestId('pos-checkout').click();
  await expect(page.getByTestId('receipt-dialog')).toBeVisible();
  await expect(page.getByTestId('receipt-pending-sync')).toBeVisible();
  const reference = (await page.getByTestId('receipt-reference').textContent()) ?? '';
  // The reference the till showed while ringing the sale up (issue 13: one reference everywhere).
  expect(reference).toMatch(/^SALE-[0-9A-Z]+-[0-9A-Z]{4}$/);
  await page.getByTestId('receipt-close').click();
  await expect(page.getByTestId('pos-cart-empty')).toBeVisible();
  return reference;
}

/** The person's local queue, read straight from IndexedDB (what a second device would have had). */
async function readQueue(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('assist-pos-'));
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(names[0]!);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = (store: string) =>
      new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const copy = { syncQueue: await all('syncQueue'), sales: await all('sales'), saleItems: await all('saleItems') };
    db.close();
    return copy;
  });
}

/** Writes a queue copied from another device into this page's local database. */
async function writeQueue(page: Page, copy: Record<string, unknown[]>) {
  await page.evaluate(async (stores) => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('assist-pos-'));
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(names[0]!);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction(Object.keys(stores), 'readwrite');
    for (const [store, rows] of Object.entries(stores)) for (const row of rows) tx.objectStore(store).put(row);
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, copy);
}

test.beforeEach(async ({ page }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('three sales with the network cut survive a reload and reach the server once each; a sold-out lot lands with a discrepancy', async ({
  page,
  context,
}) => {
  const stamp = Date.now();
  const plenty = `E2EOFF${stamp}A`;
  const scarce = `E2EOFF${stamp}B`;
  await receive(page.request, 'E2E Offline Amoxicillin', plenty, 2, 10);
  const scarceLot = await receive(page.request, 'E2E Offline Zinc', scarce, 1, 5);
  await openTill(page);

  // The network goes: the till says so and keeps selling from this device's copy.
  await context.setOffline(true);
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-online', 'false');
  const first = await sell(page, plenty, 3);
  const second = await sell(page, plenty, 4);
  const third = await sell(page, scarce, 5);
  await expect(page.getByTestId('pending-sales')).toHaveAttribute('data-count', '3');
  // Stock shown is this device's copy less the unsynced sales.
  await page.getByTestId('pos-search').fill(plenty);
  await expect(page.getByTestId(`pos-product-${plenty}`)).toContainText('Units in stock: 13');
  await page.getByTestId('pos-search').fill('');

  // Meanwhile another till, still online, sells the scarce lot's 5 units.
  const elsewhere = await page.request.post('/api/sales', {
    data: { clientSaleId: crypto.randomUUID(), items: [{ inventoryId: scarceLot, quantity: 5, unitType: 'unit' }] },
  });
  expect(elsewhere.status()).toBe(201);

  // A reload still offline (the service worker serves the app): the queue and the till are still there.
  await page.reload();
  await expect(page.getByTestId('pos-products-count')).toBeVisible();
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-online', 'false');
  await expect(page.getByTestId('pending-sales')).toHaveAttribute('data-count', '3');
  // The network back but the server not answering: still offline, nothing sent.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId('pos-products-count')).toBeVisible();
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-online', 'false');
  await expect(page.getByTestId('pending-sales')).toHaveAttribute('data-count', '3');
  expect(await serverSales(page.request, [first, second, third])).toHaveLength(0);

  // The server answers again: the queue syncs on its own.
  await page.unroute('**/api/**');
  await expect(page.getByTestId('toast-title')).toHaveText('Sync Successful', { timeout: 20_000 });
  await expect(page.getByTestId('toast-description')).toHaveText('Synced 3 items successfully');
  await expect(page.getByTestId('pending-sales')).toBeHidden();

  const stored = await serverSales(page.request, [first, second, third]);
  expect(stored.map((sale) => sale.saleId).sort()).toEqual([first, second, third].sort());
  expect(stored.every((sale) => sale.offline)).toBe(true);
  expect(await serverUnits(page.request, plenty)).toBe(13);
  const short = stored.find((sale) => sale.saleId === third);
  expect(short?.discrepancies).toEqual([expect.objectContaining({ productName: 'E2E Offline Zinc', units: 5 })]);
  expect(await serverUnits(page.request, scarce)).toBe(0);

  // A second sync sends nothing twice.
  await page.goto('/offline');
  await page.getByTestId('offline-sync').click();
  await expect(page.getByTestId('toast-description')).toHaveText('Synced 0 items successfully');
  expect(await serverSales(page.request, [first, second, third])).toHaveLength(3);
});

test('two browsers pushing the same queue at once store each sale once', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  const barcode = `E2EOFF${Date.now()}T`;
  await receive(page.request, 'E2E Offline Cetirizine', barcode, 3, 10);
  await openTill(page);
  await context.setOffline(true);
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-online', 'false');
  const references = [await sell(page, barcode, 2), await sell(page, barcode, 5)];

  // A second browser of the same person, its server out of reach, gets the very same queue
  // (as if the device's storage had been copied).
  const other: BrowserContext = await browser.newContext();
  const second = await other.newPage();
  await signInAsManager(second, demo.pharmacy.email, demo.pharmacy.password);
  await expect(second.getByTestId('home-page')).toBeVisible();
  await openTill(second);
  await second.route('**/api/**', (route) => route.abort('connectionrefused'));
  await writeQueue(second, await readQueue(page));
  await second.reload();
  await expect(second.getByTestId('pending-sales')).toHaveAttribute('data-count', '2');

  // The server holds each sync request until both browsers have sent it, then takes both at once.
  const waiting = new Map<string, (() => void)[]>();
  let pairs = 0;
  const together = async (route: Route) => {
    const ids = route
      .request()
      .postDataJSON()
      .sales.map((sale: { clientSaleId: string }) => sale.clientSaleId);
    const id = ids.join(',');
    const held = waiting.get(id) ?? [];
    waiting.set(id, held);
    const released = new Promise<void>((resolve) => {
      held.push(resolve);
      setTimeout(resolve, 15_000);
    });
    if (held.length === 2) {
      pairs++;
      for (const release of held) release();
    }
    await released;
    await route.continue();
  };
  await page.route('**/api/sales/batch', together);
  await second.route('**/api/sales/batch', together);
  await other.setOffline(true);
  await expect(second.getByTestId('connection-status')).toHaveAttribute('data-online', 'false');
  await second.unroute('**/api/**');
  await Promise.all([context.setOffline(false), other.setOffline(false)]);
  for (const p of [page, second]) await expect(p.getByTestId('pending-sales')).toBeHidden({ timeout: 30_000 });
  expect(pairs).toBe(1);

  const stored = await serverSales(page.request, references);
  expect(stored.map((sale) => sale.saleId).sort()).toEqual([...references].sort());
  expect(await serverUnits(page.request, barcode)).toBe(30 - 7);
  await other.close();
});

test('the offline page sells with cash and no tax, shows the queue, and simulates offline', async ({ page }) => {
  const barcode = `E2EOFF${Date.now()}P`;
  await receive(page.request, 'E2E Offline Ibuprofen', barcode, 1, 10);
  await page.goto('/pos');
  await expect(page.getByTestId('pos-products-count')).toBeVisible();
  await offlineCopySaved(page);
  await page.goto('/offline');
  await expect(page.getByTestId('offline-page-status')).toHaveText('Online');
  await page.getByTestId('offline-tab-performance').click();
  await page.getByTestId('offline-simulate').click();
  await expect(page.getByTestId('offline-page-status')).toHaveText('Offline (simulated)');

  await page.getByTestId('offline-tab-pos').click();
  await page.getByTestId('offline-process').click();
  await expect(page.getByTestId('toast-title')).toHaveText('Empty Cart');
  await page.getByTestId('offline-barcode').fill('NO-SUCH-CODE');
  await page.getByTestId('offline-barcode').press('Enter');
  await expect(page.getByTestId('toast-title')).toHaveText('Product Not Found');
  await page.getByTestId('offline-barcode').fill(barcode);
  await page.getByTestId('offline-barcode').press('Enter');
  await expect(page.getByTestId('offline-qty-0')).toHaveText('1');
  await page.getByTestId('offline-plus-0').click();
  await expect(page.getByTestId('offline-line-total-0')).toHaveText('1,000 IQD');
  await page.getByTestId('offline-unit-0').click();
  await page.getByTestId('offline-plus-0').click();
  await expect(page.getByTestId('toast-title')).toHaveText('Insufficient Stock');
  await expect(page.getByTestId('toast-description')).toHaveText('Only 10 units available');
  await expect(page.getByTestId('offline-tax')).toHaveText('0 IQD');
  await expect(page.getByTestId('offline-total')).toHaveText('5,000 IQD');
  await page.getByTestId('offline-process').click();
  await expect(page.getByTestId('receipt-dialog')).toBeVisible();
  await expect(page.getByTestId('receipt-payment')).toHaveText('Cash');
  const reference = (await page.getByTestId('receipt-reference').textContent()) ?? '';
  await page.getByTestId('receipt-close').click();
  await page.getByTestId('offline-filter').fill(barcode);
  await expect(page.getByTestId(`offline-product-${barcode}`)).toContainText('0 units');
  await expect(page.getByTestId(`offline-add-${barcode}`)).toBeDisabled();
  await expect(page.getByTestId('offline-page-pending')).toHaveText('Pending sync: 1');

  await page.getByTestId('offline-tab-performance').click();
  await expect(page.getByTestId(`queued-${reference}`)).toBeVisible();
  await expect(page.getByTestId('offline-stat-queue')).toHaveText('1');
  await page.getByTestId('offline-sync-now').click();
  await expect(page.getByTestId('toast-title')).toHaveText('No internet connection');

  await page.getByTestId('offline-restore').click();
  await expect(page.getByTestId('offline-page-pending')).toHaveText('Pending sync: 0', { timeout: 20_000 });
  await expect(page.getByTestId('offline-stat-last-sync')).not.toHaveText('Never');
  expect((await serverSales(page.request, [reference])).map((sale) => sale.saleId)).toEqual([reference]);

  // Arabic, right to left.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('page-title')).toHaveText('وضع عدم الاتصال');

  // Signing out leaves nothing of this shop on the device (everything had synced).
  await page.goto('/');
  await page.getByTestId('home-logout').click();
  await expect(page.getByTestId('landing-sign-in')).toBeVisible();
  const left = await page.evaluate(async () =>
    (await indexedDB.databases()).map((db) => db.name).filter((name) => name?.startsWith('assist-pos-')),
  );
  expect(left).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('assist.offline.user'))).toBeNull();
});

test('a sale the server refuses three times is kept as failed with the reason, and retried on demand', async ({
  page,
}) => {
  const barcode = `E2EOFF${Date.now()}F`;
  await receive(page.request, 'E2E Offline Loratadine', barcode, 1, 10);
  await page.goto('/pos');
  await expect(page.getByTestId('pos-products-count')).toBeVisible();
  await offlineCopySaved(page);
  await sellOnceOffline(page, barcode);
  const reference = (await page.getByTestId('receipt-reference').textContent()) ?? '';
  await page.getByTestId('receipt-close').click();

  // The server answers, but refuses this sale every time.
  await page.route('**/api/sales/batch', (route) =>
    route.fulfill({ json: [{ ok: false, status: 404, message: 'Inventory item not found.' }] }),
  );
  await page.getByTestId('offline-tab-performance').click();
  await page.getByTestId('offline-restore').click();
  await expect(page.getByTestId('toast-title')).toHaveText('Sync Issues');
  await expect(page.getByTestId('toast-description')).toHaveText('Synced 0 items, 1 errors');
  const row = page.getByTestId(`queued-${reference}`);
  await expect(row.getByTestId('queued-reason')).toHaveText('Reason: Inventory item not found.');
  for (let i = 0; i < 3 && !(await page.getByTestId('offline-failed-list').isVisible()); i++) {
    await page.getByTestId('offline-sync-now').click();
    await expect(page.getByTestId('offline-sync-now')).toBeEnabled();
  }
  await expect(page.getByTestId('offline-failed-list')).toContainText(reference);
  await expect(page.getByTestId('offline-failed-list')).toContainText('Tries: 3');
  await expect(page.getByTestId('offline-page-failed')).toHaveText('Failed: 1');
  await expect(page.getByTestId('offline-page-pending')).toHaveText('Pending sync: 0');

  // Nothing is dropped: once the cause is gone, Retry sends it.
  await page.unroute('**/api/sales/batch');
  await page.getByTestId('offline-retry-failed').click();
  await expect(page.getByTestId('offline-failed-list')).toBeHidden();
  await expect(page.getByTestId('offline-page-failed')).toBeHidden();
  expect((await serverSales(page.request, [reference])).map((sale) => sale.saleId)).toEqual([reference]);
});

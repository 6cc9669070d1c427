import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { demo, signInAsManager } from '../support/session';
import { day, receiveLots } from '../support/stock';

/**
 * Offline stock counts (issue 17): a count made with the network cut is applied to the till's copy
 * at once, queued, sent on reconnect, and lands on the server exactly once as the difference from
 * the copy (a sale another till made meanwhile stays), shown in the lot's stock movements.
 */

/** Receives one lot of `boxes` x `unitsPerBox` units; answers its inventory id. */
async function receive(request: APIRequestContext, name: string, barcode: string, boxes: number, unitsPerBox: number) {
  const lots = await receiveLots(request, { name, barcode, unitsPerBox }, [{ boxes, expiryDate: day(400) }]);
  return lots[0] as number;
}

/** The lot's units on the server and its ledger lines (newest first). */
async function serverLot(request: APIRequestContext, barcode: string, lot: number) {
  const list = await (await request.get(`/api/inventory?search=${barcode}`)).json();
  const item = list.items.find((i: { id: number }) => i.id === lot);
  const movements = await (await request.get(`/api/inventory/${lot}/movements`)).json();
  return {
    units: item?.availableUnits as number,
    movements: movements as { kind: string; units: number; reference: string }[],
  };
}

/** Opens /offline's Stock Count tab online, with this device's copy of the catalogue saved. */
async function openCounts(page: Page, barcode: string) {
  await page.goto('/pos');
  await expect(page.getByTestId('pos-products-count')).toBeVisible();
  await expect(page.getByTestId('offline-copy')).toHaveAttribute('data-offline-copy', 'saved', { timeout: 20_000 });
  await page.goto('/offline');
  await page.getByTestId('offline-tab-count').click();
  await page.getByTestId('offline-count-filter').fill(barcode);
}

/** Counts `units` of the lot in the Stock Count dialog. */
async function count(page: Page, lot: number, units: number) {
  await page.getByTestId(`offline-count-open-${lot}`).click();
  await page.getByTestId('offline-count-input').fill(String(units));
  await page.getByTestId('offline-count-save').click();
  await expect(page.getByTestId('offline-count-dialog')).toBeHidden();
}

const lastToast = (page: Page) => ({
  title: page.getByTestId('toast-title').last(),
  text: page.getByTestId('toast-description').last(),
});

test.beforeEach(async ({ page }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('a count made offline lands once as its difference, after a sale on another till, and shows in the ledger', async ({
  page,
  context,
}) => {
  const barcode = `E2ECOUNT${Date.now()}`;
  const lot = await receive(page.request, 'E2E Count Paracetamol', barcode, 2, 10);
  await openCounts(page, barcode);
  const row = page.getByTestId(`offline-count-lot-${lot}`);
  await expect(row.getByTestId('offline-count-units')).toHaveText('20 units on this device');

  // The network goes; meanwhile another till, online, sells 3 units.
  await context.setOffline(true);
  await expect(page.getByTestId('offline-page-status')).toHaveAttribute('data-online', 'false');
  const elsewhere = await page.request.post('/api/sales', {
    data: { clientSaleId: crypto.randomUUID(), items: [{ inventoryId: lot, quantity: 3, unitType: 'unit' }] },
  });
  expect(elsewhere.status()).toBe(201);

  // 18 on the shelf where this device had 20: the copy follows at once and the count waits.
  await page.getByTestId(`offline-count-open-${lot}`).click();
  await expect(page.getByTestId('offline-count-expected')).toHaveText('This device has 20 units of this lot.');
  await page.getByTestId('offline-count-input').fill('-1');
  await page.getByTestId('offline-count-save').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a whole number of units, 0 or more.' })).toBeVisible();
  await page.getByTestId('offline-count-input').fill('18');
  await page.getByTestId('offline-count-save').click();
  await expect(lastToast(page).title).toHaveText('Count Saved');
  await expect(row.getByTestId('offline-count-units')).toHaveText('18 units on this device');
  await expect(page.getByTestId('offline-page-pending')).toHaveAttribute('data-count', '1');
  await page.getByTestId('offline-tab-performance').click();
  await expect(page.getByTestId(`queued-count-${lot}`)).toContainText('Stock count: E2E Count Paracetamol');
  await expect(page.getByTestId(`queued-count-${lot}`)).toContainText('Counted 18, device had 20 (-2)');
  expect((await serverLot(page.request, barcode, lot)).units).toBe(17);

  // Back online: the queue syncs on its own and says so.
  await context.setOffline(false);
  await expect(lastToast(page).title).toHaveText('Sync Successful', { timeout: 30_000 });
  await expect(lastToast(page).text).toHaveText('Synced 1 item successfully');
  await expect(page.getByTestId('offline-page-pending')).toHaveAttribute('data-count', '0');
  const landed = await serverLot(page.request, barcode, lot);
  expect(landed.units).toBe(15);
  const adjustments = landed.movements.filter((m) => m.kind === 'adjustment');
  expect(adjustments).toEqual([
    expect.objectContaining({ units: -2, reference: 'offline count: counted 18, till had 20' }),
  ]);

  // The device's copy follows the server: the count and the other till's sale.
  await page.getByTestId('offline-tab-count').click();
  await page.getByTestId('offline-count-filter').fill(barcode);
  await expect(row.getByTestId('offline-count-units')).toHaveText('15 units on this device', { timeout: 20_000 });

  // Syncing again sends nothing twice.
  await page.getByTestId('offline-sync').click();
  await expect(lastToast(page).text).toHaveText('Synced 0 items successfully');
  expect((await serverLot(page.request, barcode, lot)).units).toBe(15);

  // The lot's history shows the count.
  await page.goto(`/inventory?lng=en`);
  await page.getByTestId('inventory-search').fill(barcode);
  const inventoryRow = page.getByTestId(`inventory-row-${barcode}`);
  await inventoryRow.getByTestId('row-history').click();
  await page.getByTestId('history-tab-movements').click();
  const first = page.getByTestId('stock-movement').first();
  await expect(first.getByTestId('stock-movement-reference')).toHaveText(
    'Stock count on a till: counted 18, the till had 20',
  );
  await expect(first.getByTestId('stock-movement-units')).toHaveText('-2');
  await page.screenshot({ path: '/tmp/oc/movements-desktop-en.png' });

  // The same in Arabic on a phone.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/inventory?lng=ar');
  await page.getByTestId('inventory-search').fill(barcode);
  await page.getByTestId(`inventory-row-${barcode}`).getByTestId('row-history').click();
  await page.getByTestId('history-tab-movements').click();
  await expect(page.getByTestId('history-tab-movements')).toHaveText('حركات المخزون');
  await expect(page.getByTestId('stock-movement').first().getByTestId('stock-movement-reference')).toHaveText(
    'جرد مخزون على صندوق: جُرد 18، وكان على الصندوق 20',
  );
  await page.screenshot({ path: '/tmp/oc/movements-phone-ar.png' });

  // The Stock Count tab and its dialog in Arabic on the phone.
  await page.keyboard.press('Escape');
  await page.goto('/offline?lng=ar');
  await page.getByTestId('offline-tab-count').click();
  await expect(page.getByTestId('offline-tab-count')).toHaveText('جرد المخزون');
  await page.getByTestId('offline-count-filter').fill(barcode);
  await page.getByTestId(`offline-count-open-${lot}`).click();
  await expect(page.getByTestId('offline-count-save')).toHaveText('حفظ الجرد');
  await page.screenshot({ path: '/tmp/oc/count-dialog-phone-ar.png' });
});

test('a count the server refuses is tried 3 times and then shown as failed with its reason', async ({
  page,
  context,
}) => {
  const barcode = `E2ECOUNTNEG${Date.now()}`;
  const lot = await receive(page.request, 'E2E Count Zinc', barcode, 1, 5);
  await openCounts(page, barcode);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-page-status')).toHaveAttribute('data-online', 'false');
  // This device counts none left of its 5, while another till sells 3: 2 - 5 would go below 0.
  const elsewhere = await page.request.post('/api/sales', {
    data: { clientSaleId: crypto.randomUUID(), items: [{ inventoryId: lot, quantity: 3, unitType: 'unit' }] },
  });
  expect(elsewhere.status()).toBe(201);
  await count(page, lot, 0);
  await page.getByTestId('offline-tab-performance').click();
  await context.setOffline(false);
  await expect(lastToast(page).title).toHaveText('Sync Issues', { timeout: 30_000 });
  await expect(lastToast(page).text).toHaveText('Synced 0 items, 1 errors');
  for (let attempt = 2; attempt <= 3; attempt++) {
    await page.getByTestId('offline-sync').click();
    await expect(page.getByTestId(`queued-count-${lot}`)).toContainText(`Tries: ${attempt}`);
  }
  const failed = page.getByTestId('offline-failed-list');
  await expect(failed.getByTestId(`queued-count-${lot}`)).toContainText(
    'Reason: Stock cannot go below 0: only 2 units left',
  );
  await expect(page.getByTestId('offline-page-failed')).toHaveAttribute('data-count', '1');
  expect((await serverLot(page.request, barcode, lot)).units).toBe(2);
  await page.screenshot({ path: '/tmp/oc/failed-count-desktop-en.png', fullPage: true });
});

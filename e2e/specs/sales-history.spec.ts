import { type APIRequestContext, type Page, expect as baseExpect, test } from '@playwright/test';
import { printCalls, recordPrints } from '../support/print';
import { demo, signInAsManager } from '../support/session';
import { demoTimeZone } from '../support/business-day';
import { allSales } from '../support/sales';
import { day, receiveLots } from '../support/stock';

// The browser is at the shop: receipts print its clock, the history shows the business's.
test.use({ timezoneId: demoTimeZone });

/** The demo's month of sales makes these screens heavier than most: a loaded machine gets 20 s. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Sales history (issue 13, items 5, 6 and 8): one reference from the till's header to the receipt
 * and the history; what a partial return gave back and the net; a past sale's lines and its
 * receipt reprinted on 80 mm and A4 in English and Arabic; an offline sale listed by when it was
 * sold; the phone's sales cards at 390 px.
 */

/** Receives one lot of `boxes` boxes of 10 units at 5,000 IQD a box. */
async function receive(request: APIRequestContext, name: string, barcode: string, boxes = 3) {
  const [inventoryId] = await receiveLots(request, { name, barcode }, [{ boxes, expiryDate: day(400) }]);
  return inventoryId!;
}

async function signIn(page: Page) {
  await recordPrints(page);
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
}

/**
 * The history narrowed to today's or the week's sales (the demo's month of sales takes a loaded
 * machine a while to draw), once its list has arrived.
 */
async function historyShown(page: Page, range: 'today' | 'week' = 'today') {
  await page.getByTestId(`sales-range-${range}`).click();
  await expect(page.getByTestId('sales-count')).toBeVisible({ timeout: 30_000 });
}

/** The till with its catalogue loaded (a loaded machine may take a while on the demo's stock). */
async function openTill(page: Page) {
  await page.goto('/pos');
  await expect(page.getByTestId('pos-products-count')).toBeVisible({ timeout: 30_000 });
}

/** Rings up `boxes` boxes of the product and answers the reference the till's header showed. */
async function ringUp(page: Page, barcode: string, boxes: number): Promise<string> {
  await page.getByTestId('pos-search').fill(barcode);
  await page.getByTestId('pos-search').press('Enter');
  const line = page.getByTestId('cart-line-0');
  await expect(line).toBeVisible();
  if ((await line.getAttribute('data-unit-type')) === 'unit') await page.getByTestId('cart-unit-toggle-0').click();
  await page.getByTestId('cart-qty-0').fill(String(boxes));
  await page.getByTestId('cart-qty-0').blur();
  const reference = (await page.getByTestId('pos-sale-number').textContent()) ?? '';
  expect(reference).toMatch(/^SALE-[0-9A-Z]+-[0-9A-Z]{4}$/);
  return reference;
}

/**
 * Prints the open sale's receipt on `paper` and checks what the printer gets: the page rule, and
 * in print media only the receipt, as wide as the paper, with the sale's reference.
 */
async function reprint(page: Page, paper: '80mm' | 'a4', reference: string, receiptTitle: string) {
  const before = (await printCalls(page)).length;
  await page.getByTestId('sale-detail').getByTestId('receipt-paper').selectOption(paper);
  await page.getByTestId('sale-detail').getByTestId('receipt-print').click();
  const calls = await printCalls(page);
  expect(calls).toHaveLength(before + 1);
  expect(calls.at(-1)).toMatch(paper === 'a4' ? /size: A4/ : /size: 80mm \d+mm/);

  const copy = page.getByTestId('receipt-print-copy');
  await expect(copy).toHaveAttribute('data-paper', paper);
  await expect(copy.locator('article.receipt')).toHaveClass(paper === 'a4' ? /receipt-a4/ : /receipt-roll/);
  await page.emulateMedia({ media: 'print' });
  await expect(copy).toBeVisible();
  await expect(page.getByTestId('sale-detail')).toBeHidden();
  await expect(copy).toContainText(reference);
  await expect(copy).toContainText(receiptTitle);
  const width = (await copy.boundingBox())?.width ?? 0;
  // 80 mm is 302 px at 96 dpi; A4 prints 178 mm (673 px) wide inside its margins.
  if (paper === '80mm') expect(Math.round(width)).toBe(302);
  else expect(width).toBeGreaterThan(600);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('sale-detail')).toBeVisible();
}

test('one reference from till to history; a partial return shows returned and net; lines and reprints in English and Arabic', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const barcode = `E2EHIS${Date.now()}A`;
  await receive(page.request, 'E2E History Amoxicillin 500mg', barcode);
  await openTill(page);

  // The header's reference is the receipt's, the last receipt's and the history's.
  const reference = await ringUp(page, barcode, 2);
  await page.getByTestId('pos-checkout').click();
  await expect(page.getByTestId('receipt-dialog')).toBeVisible();
  await expect(page.getByTestId('receipt-reference')).toHaveText(reference);
  await page.getByTestId('receipt-close').click();
  await expect(page.getByTestId('pos-sale-number')).not.toHaveText(reference);
  await page.getByTestId('pos-last-receipt').click();
  await expect(page.getByTestId('receipt-reference')).toHaveText(reference);
  await page.getByTestId('receipt-close').click();

  await page.goto('/sales');
  await historyShown(page);
  const row = page.getByTestId(`sales-row-${reference}`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('sale-total')).toContainText('10,000');
  await expect(row.getByTestId('sale-returned')).toHaveCount(0);

  // A return of one of the two boxes: the row shows what went back and the net.
  await page.getByTestId(`return-open-${reference}`).click();
  await expect(page.getByTestId('return-dialog')).toContainText(reference);
  await page.getByTestId('return-qty-0').fill('1');
  await page.getByTestId('return-reason-0').fill('Damaged box');
  await page.getByTestId('return-submit').click();
  await expect(page.getByTestId('return-dialog')).toBeHidden();
  await expect(row.getByTestId('sale-status')).toHaveText('Partially returned');
  await expect(row.getByTestId('sale-total')).toContainText('10,000');
  await expect(row.getByTestId('sale-returned')).toContainText('Returned: 5,000');
  await expect(row.getByTestId('sale-net')).toContainText('Net: 5,000');

  // The sale's lines, its return and its receipt.
  await page.getByTestId(`sale-open-${reference}`).click();
  const detail = page.getByTestId('sale-detail');
  await expect(detail.getByRole('heading', { name: reference })).toBeVisible();
  const first = detail.getByTestId('sale-detail-line-0');
  await expect(first).toContainText('E2E History Amoxicillin 500mg');
  await expect(first.getByTestId('sale-detail-line-quantity')).toContainText('2 × Box at 5,000');
  await expect(first.getByTestId('sale-detail-line-returned')).toHaveText('Returned: 1');
  await expect(detail.getByTestId('sale-detail-payment')).toHaveText('Cash');
  await expect(detail.getByTestId('sale-detail-total')).toContainText('10,000');
  await expect(detail.getByTestId('sale-detail-returned')).toContainText('5,000');
  await expect(detail.getByTestId('sale-detail-net')).toContainText('5,000');
  await expect(detail.getByTestId('sale-detail-return')).toContainText('1 × Box');
  await expect(detail.getByTestId('sale-detail-return')).toContainText('E2E History Amoxicillin 500mg');
  await expect(detail.getByTestId('sale-detail-return')).toContainText('Damaged box');
  await expect(detail.getByTestId('receipt-reference')).toHaveText(reference);
  await expect(detail.getByTestId('receipt-net')).toContainText('5,000');
  await reprint(page, '80mm', reference, 'Sales receipt');
  await reprint(page, 'a4', reference, 'Sales receipt');

  // The same in Arabic, right to left.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await historyShown(page);
  await expect(row.getByTestId('sale-status')).toHaveText('مُرجَع جزئياً');
  await expect(row.getByTestId('sale-net')).toContainText('الصافي');
  await page.getByTestId(`sale-open-${reference}`).click();
  await expect(detail.getByRole('heading', { name: reference })).toContainText('البيع');
  await expect(detail.getByTestId('sale-detail-net')).toBeVisible();
  await expect(detail).toContainText('الصافي بعد المرتجعات');
  await expect(page.getByTestId('receipt-print-copy')).toHaveAttribute('dir', 'rtl');
  await reprint(page, '80mm', reference, 'إيصال بيع');
  await reprint(page, 'a4', reference, 'إيصال بيع');
});

test('a sale made offline keeps the till’s reference and is listed by when it was sold, not when it synced', async ({
  page,
}) => {
  // The till's clock reads two hours ago: the sale is sold then and reaches the server now.
  test.setTimeout(180_000);
  const twoHoursAgo = Date.now() - 2 * 60 * 60 * 1000;
  await page.clock.install({ time: twoHoursAgo });
  await signIn(page);
  const barcode = `E2EHIS${Date.now()}O`;
  await receive(page.request, 'E2E History Offline Zinc', barcode);
  await openTill(page);
  await expect(page.getByTestId('offline-copy')).toHaveAttribute('data-offline-copy', 'saved', { timeout: 20_000 });

  // Offline, simulated from the Offline page, then back to the till through the menu.
  await page.getByTestId('nav-offline').click();
  await page.getByTestId('offline-tab-performance').click();
  await page.getByTestId('offline-simulate').click();
  await expect(page.getByTestId('offline-page-status')).toHaveText('Offline (simulated)');
  await page.getByTestId('nav-pos').click();
  const reference = await ringUp(page, barcode, 1);
  await page.getByTestId('pos-checkout').click();
  await expect(page.getByTestId('receipt-pending-sync')).toBeVisible();
  await expect(page.getByTestId('receipt-reference')).toHaveText(reference);
  await page.getByTestId('receipt-close').click();

  await page.getByTestId('nav-offline').click();
  await page.getByTestId('offline-tab-performance').click();
  await page.getByTestId('offline-restore').click();
  await expect(page.getByTestId('offline-page-pending')).toHaveText('Pending sync: 0', { timeout: 20_000 });

  // The server keeps the till's reference and the moment of the sale.
  const sales = await allSales<{ saleId: string; createdAt: string; soldAt: string }>(
    page.request,
    `from=${day(-1)}&to=${day(1)}`,
  );
  const stored = sales.find((sale) => sale.saleId === reference);
  if (!stored) throw new Error(`sale ${reference} not listed`);
  expect(stored).toMatchObject({ offline: true });
  expect(Date.parse(stored.createdAt) - Date.parse(stored.soldAt)).toBeGreaterThan(100 * 60 * 1000);
  const timeOf = (iso: string) =>
    page.evaluate(
      // Times are shown on the shop's clock (the demo pharmacy is in Baghdad).
      ([value, timeZone]) =>
        new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(value)),
      [iso, demoTimeZone] as const,
    );
  const soldTime = await timeOf(stored.soldAt);
  const syncedTime = await timeOf(stored.createdAt);

  await page.getByTestId('nav-sales').click();
  await historyShown(page, 'week');
  const row = page.getByTestId(`sales-row-${reference}`);
  await expect(row.getByTestId('sale-sold-at')).toContainText(soldTime);
  await expect(row.getByTestId('sale-sold-at')).not.toContainText(syncedTime);
  await page.getByTestId(`sale-open-${reference}`).click();
  const detail = page.getByTestId('sale-detail');
  await expect(detail.getByTestId('sale-detail-sold-at')).toContainText(soldTime);
  await expect(detail.getByTestId('sale-detail-offline')).toContainText(syncedTime);
  await expect(detail.getByTestId('receipt-date')).toContainText(soldTime);
  await expect(detail.getByTestId('receipt-reference')).toHaveText(reference);
});

test('sales cards on a 390 px phone keep the total apart from the item count, in English and Arabic', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const barcode = `E2EHIS${Date.now()}P`;
  const inventoryId = await receive(page.request, 'E2E History Phone Paracetamol', barcode);
  const sold = await page.request.post('/api/sales', {
    data: {
      clientSaleId: crypto.randomUUID(),
      items: [{ inventoryId, quantity: 2, unitType: 'box' }],
    },
  });
  expect(sold.status()).toBe(201);
  const reference = (await sold.json()).saleId as string;

  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of ['en', 'ar']) {
    await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
    await page.goto('/sales');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await historyShown(page);
    const card = page.getByTestId(`sales-row-${reference}`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('sale-total')).toContainText(language === 'en' ? '10,000' : /\S/);
    const [box, total, count] = await Promise.all([
      card.boundingBox(),
      card.getByTestId('sale-total').boundingBox(),
      card.getByTestId('sale-item-count').boundingBox(),
    ]);
    if (!box || !total || !count) throw new Error('card not laid out');
    // The total sits on a row of its own, below the item count, inside the card.
    expect(total.y).toBeGreaterThanOrEqual(count.y + count.height);
    for (const part of [total, count]) {
      expect(part.x).toBeGreaterThanOrEqual(box.x);
      expect(part.x + part.width).toBeLessThanOrEqual(box.x + box.width);
    }
    expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

test('a month of sales comes 50 at a time, newest first, and Load more asks the server for the next 50', async ({
  page,
}) => {
  // Two languages, two widths and two pages of the demo's month: a loaded machine needs a while.
  test.setTimeout(180_000);
  await signIn(page);
  const pages: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/sales') pages.push(request.url());
  });
  await page.goto('/sales');
  // The default range is the last 30 days: the demo pharmacy sold far more than 100 sales in them.
  await expect(page.getByTestId('sales-count')).toHaveText('Sales shown: 50, newest first', { timeout: 30_000 });
  const rows = page.locator('[data-testid^="sales-row-"]');
  await expect(rows).toHaveCount(50);
  expect(pages).toHaveLength(1);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(100);
  await expect(page.getByTestId('sales-count')).toHaveText('Sales shown: 100, newest first');
  // The second page was asked for with the first one's cursor, and no sale came twice.
  expect(pages).toHaveLength(2);
  expect(new URL(pages[1]!).searchParams.get('cursor')).toBeTruthy();
  const ids = await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-testid')));
  expect(new Set(ids).size).toBe(100);
  // Newest first across the pages: the server's order, which the rows keep.
  const listed = await allSales<{ saleId: string }>(page.request, new URL(pages[0]!).searchParams.toString());
  expect(ids).toEqual(listed.slice(0, 100).map((sale) => `sales-row-${sale.saleId}`));
  // A new range starts again at the first 50.
  await page.getByTestId('sales-range-week').click();
  await expect(rows).toHaveCount(50);

  // In Arabic on a phone: the cards, the count and the button in Arabic.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.goto('/sales');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('sales-cards')).toBeVisible({ timeout: 30_000 });
  await expect(rows).toHaveCount(50);
  await expect(page.getByTestId('sales-count')).toHaveText(/^المبيعات المعروضة: .+، الأحدث أولًا$/);
  await page.getByRole('button', { name: 'تحميل المزيد' }).click();
  await expect(rows).toHaveCount(100);
});

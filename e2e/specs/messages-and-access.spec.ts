import { type Locator, type Page, expect, test } from '@playwright/test';
import { demo, signInAsManager, signInAsTeamMember } from '../support/session';
import { waitForServiceWorker } from '../support/service-worker';

/** A mark no other run or demo product uses. */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const phone = { width: 390, height: 844 };
const languages = ['en', 'ar'] as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The open toast covers none of the buttons (each is visible and clear of it). */
async function expectToastClearOf(page: Page, buttons: Locator[]) {
  const toast = page.getByTestId('toast');
  await expect(toast).toBeVisible();
  const toastBox = await toast.boundingBox();
  if (!toastBox) throw new Error('the toast has no box');
  for (const button of buttons) {
    await expect(button).toBeInViewport();
    const box = await button.boundingBox();
    if (!box) throw new Error('a footer button has no box');
    expect(overlaps(toastBox, box), `toast ${JSON.stringify(toastBox)} covers ${JSON.stringify(box)}`).toBe(false);
  }
}

async function signInPharmacy(page: Page) {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
}

test('a toast never covers the Add Products buttons, and refusals are said beside the fields', async ({ page }) => {
  test.setTimeout(180_000); // three widths and languages, each waiting out a toast
  await signInPharmacy(page);
  for (const [viewport, lng] of [
    [{ width: 1280, height: 800 }, 'en'],
    [phone, 'en'],
    [phone, 'ar'],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/inventory?lng=${lng}`);
    await expect(page.getByTestId('inventory-page')).toBeVisible();
    await page.getByTestId('add-product-open').click();
    const dialog = page.getByTestId('add-products-dialog');
    const footer = ['add-product-cancel', 'add-product-save-draft', 'add-product-submit'].map((id) =>
      dialog.getByTestId(id),
    );

    // An empty form: each field and one line beside the buttons say what is missing, no toast.
    await dialog.getByTestId('add-product-submit').click();
    await expect(dialog.getByTestId('add-product-problem')).toBeVisible();
    await expect(dialog.getByTestId('add-product-supplier-error')).toBeVisible();
    await expect(dialog.getByTestId('product-row-0-productName-error')).toBeVisible();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    if (lng === 'en') {
      await expect(dialog.getByTestId('add-product-problem')).toHaveText('Supplier is required');
    } else {
      await expect(dialog.getByTestId('add-product-problem')).toHaveText('المورد مطلوب');
    }

    // A supplier added inline says so in a toast, while the dialog stays open: its buttons stay clear.
    await dialog.getByTestId('add-supplier-open').click();
    await dialog.getByTestId('add-supplier-name').fill(`E2E Toast Supplier ${unique()}`);
    await dialog.getByTestId('add-supplier-contact').fill('Huda Salim');
    await dialog.getByTestId('add-supplier-phone').fill('+964 770 000 1122');
    await dialog.getByTestId('add-supplier-save').click();
    await expect(page.getByTestId('toast')).toBeVisible();
    await expectToastClearOf(page, footer);
    await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 20_000 });
    await dialog.getByTestId('add-product-cancel').click();
    await expect(dialog).toBeHidden();
  }
});

test('a toast never covers the batch editor buttons; refused rows are marked and explained in place', async ({
  page,
}) => {
  test.setTimeout(180_000); // three widths and languages, each waiting out a toast
  await signInPharmacy(page);
  const id = unique();
  const csv = [
    'Name,Barcode,Category,Quantity,Cost_Price,Retail_Price,Units_Per_Box,Expiration_Date',
    `E2E Toast Cetirizine ${id},TST${id}1,medicines,4,2.50,4.00,10,2031-05-31`,
    `E2E Toast Zinc ${id},TST${id}2,vitamins,6,3.00,,30,2031-08-15`,
  ].join('\r\n');
  await page.goto('/inventory');
  await page.getByTestId('inventory-tab-csv').click();
  await page
    .getByTestId('csv-file-input')
    .setInputFiles({ name: `toast-${id}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByTestId('csv-upload').click();
  await expect(page.getByTestId('csv-open-batch')).toBeVisible();
  const editor = page.getByTestId('batch-editor');
  const footer = ['batch-update', 'batch-save-selected', 'batch-save-all'].map((testId) => editor.getByTestId(testId));

  for (const [viewport, lng] of [
    [{ width: 1280, height: 800 }, 'en'],
    [phone, 'en'],
    [phone, 'ar'],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/inventory?lng=${lng}`);
    await page.getByTestId('inventory-tab-drafts').click();
    await page
      .locator('[data-testid^="draft-row-"]', { hasText: `toast-${id}.csv` })
      .getByTestId('draft-open')
      .click();
    await expect(editor).toBeVisible();

    // Saving without supplier and order: the fields and a line beside the buttons say so.
    await editor.getByTestId('batch-save-all').click();
    await expect(editor.getByTestId('batch-problem')).toBeVisible();
    await expect(editor.getByTestId('batch-supplier-error')).toBeVisible();
    await expect(editor.getByTestId('batch-order-id-error')).toBeVisible();
    await expect(page.getByTestId('toast')).toHaveCount(0);

    // Update Draft succeeds with a toast, which leaves every button of the footer clear.
    await editor.getByTestId('batch-update').click();
    await expect(page.getByTestId('toast')).toBeVisible();
    await expectToastClearOf(page, footer);
    await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 20_000 });
    await editor.getByTestId('batch-close').click();
    await expect(editor).toBeHidden();
  }

  // A row the save refuses is marked, and the reason stands under it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/inventory?lng=en');
  await page.getByTestId('inventory-tab-drafts').click();
  await page
    .locator('[data-testid^="draft-row-"]', { hasText: `toast-${id}.csv` })
    .getByTestId('draft-open')
    .click();
  const suppliers = (await (await page.request.get('/api/suppliers')).json()) as { id: number }[];
  await editor.getByTestId('batch-supplier').selectOption(String(suppliers[0]!.id));
  await editor.getByTestId('batch-order-id').fill(`TST-${id}`);
  await editor.getByTestId('batch-save-all').click();
  await expect(editor.getByTestId('batch-row-1')).toHaveAttribute('data-invalid', 'true');
  await expect(editor.getByTestId('batch-row-1-problem')).toContainText('Product 2');
  await expect(editor.getByTestId('batch-problem')).toContainText('Product 2');
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('the storage note shows only at the till and on /offline, small on a phone, once', async ({ page }) => {
  test.setTimeout(120_000); // a dozen page loads
  await page.addInitScript(() => {
    // The browser refuses persistent storage (as Chrome does for a site not yet installed).
    Object.assign(navigator.storage, { persisted: async () => false, persist: async () => false });
  });
  await page.setViewportSize(phone);
  await signInPharmacy(page);
  const note = page.getByTestId('storage-warning');
  for (const lng of languages) {
    for (const path of ['/', '/inventory', '/sales']) {
      await page.goto(`${path}?lng=${lng}`);
      await expect(page.getByTestId('main')).toBeVisible();
      await expect(note).toHaveCount(0);
    }
    for (const path of ['/pos', '/offline']) {
      await page.goto(`${path}?lng=${lng}`);
      await expect(note).toBeVisible();
      await expect(note).toContainText(lng === 'en' ? 'Offline sales could be lost' : 'قد تضيع المبيعات دون اتصال');
      const box = await note.boundingBox();
      // One line: well under a tenth of the phone's height (it was a quarter).
      expect(box?.height ?? 0).toBeLessThanOrEqual(48);
      expect(box?.width ?? 0).toBeLessThanOrEqual(phone.width);
    }
  }
  // "Why?" explains; dismissed, it stays away on both pages.
  await page.goto('/pos?lng=en');
  await page.getByTestId('storage-warning-why').click();
  await expect(page.getByTestId('storage-warning-text')).toContainText('If this browser clears site data');
  await page.getByTestId('storage-warning-dismiss').click();
  await expect(note).toHaveCount(0);
  for (const path of ['/offline', '/pos']) {
    await page.goto(path);
    await expect(page.getByTestId(path === '/pos' ? 'pos-page' : 'offline-page')).toBeVisible();
    await expect(note).toHaveCount(0);
  }
});

test('no storage note at all when the browser granted persistent storage', async ({ page }) => {
  await page.addInitScript(() => {
    Object.assign(navigator.storage, { persisted: async () => true, persist: async () => true });
  });
  await page.setViewportSize(phone);
  await signInPharmacy(page);
  await page.goto('/pos');
  await expect(page.getByTestId('pos-page')).toBeVisible();
  await page.goto('/offline');
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.getByTestId('storage-warning')).toHaveCount(0);
  expect(await page.evaluate(() => navigator.storage.persisted())).toBe(true);
});

test('offline, the dashboard says it needs the network instead of failing', async ({ page, context }) => {
  await signInPharmacy(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  for (const [viewport, lng, text] of [
    [{ width: 1280, height: 800 }, 'en', 'You are offline. This needs an internet connection.'],
    [phone, 'ar', 'أنت غير متصل بالإنترنت. هذا الإجراء يحتاج إلى اتصال بالإنترنت.'],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/dashboard?lng=${lng}`);
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    await expect(page.getByTestId('needs-network')).toHaveText(text);
    await expect(page.getByTestId('dashboard-error')).toHaveCount(0);
  }
  await context.setOffline(false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard?lng=en');
  await expect(page.getByTestId('card-sales')).toBeVisible();
  await expect(page.getByTestId('needs-network')).toHaveCount(0);
});

test('a team member opening a page it may not see is told so, with a way home', async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAsTeamMember(page, demo.cashier.username, demo.cashier.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  for (const [lng, title] of [
    ['en', "You don't have access to this page"],
    ['ar', 'ليس لديك صلاحية الوصول إلى هذه الصفحة'],
  ] as const) {
    await page.goto(`/inventory?lng=${lng}`);
    const card = page.getByTestId('no-access');
    await expect(card.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(card).not.toContainText('404');
  }
  await page.getByTestId('no-access-home').click();
  await expect(page.getByTestId('home-page')).toBeVisible();
  // A path that is no page at all is still not found.
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test("the shop's own pending return offers no Approve/Reject, only a way to record the supplier's answer", async ({
  page,
}) => {
  await signInPharmacy(page);
  await page.goto('/returns');
  // The demo's return of a few Tigris units, waiting on the supplier.
  const pending = page.locator('[data-testid^="return-card-"]', {
    has: page.getByTestId('return-pending-note'),
    hasText: 'Tigris Medical Supplies',
  });
  await expect(pending.first()).toBeVisible();
  await expect(pending.first().getByTestId('return-pending-note')).toContainText('Awaiting supplier approval');
  await expect(pending.first().getByTestId('return-approve')).toHaveCount(0);
  await expect(pending.first().getByTestId('return-reject')).toHaveCount(0);
  await expect(pending.first().getByRole('button', { name: /^(Approve|Reject)$/ })).toHaveCount(0);
  await pending.first().getByTestId('return-record-answer').click();
  const answer = page.getByTestId('supplier-answer-dialog');
  await expect(answer).toContainText('Tigris Medical Supplies');
  await expect(answer.getByTestId('return-approve')).toHaveText('Supplier accepted');
  await expect(answer.getByTestId('return-reject')).toHaveText('Supplier refused');
  await answer.getByTestId('supplier-answer-cancel').click();
  await expect(answer).toBeHidden();
  await expect(pending.first().getByTestId('return-status')).toHaveText('Pending');
});

test('category analytics has the dashboard range, and the range changes the figures', async ({ page }) => {
  await signInPharmacy(page);
  const call = async (action: () => Promise<unknown>, period = '') => {
    const answer = page.waitForResponse((r) => r.url().includes(`/api/analytics/categories?${period}`) && r.ok());
    await action();
    const response = await answer;
    return { url: new URL(response.url()), rows: (await response.json()) as { totalSales: string }[] };
  };
  const total = (rows: { totalSales: string }[]) => rows.reduce((sum, row) => sum + Number(row.totalSales), 0);

  const month = await call(() => page.goto('/category-analytics'));
  await expect(page.getByTestId('ca-range')).toHaveValue('30');
  expect(month.url.searchParams.get('fromDate')).not.toBeNull();
  await expect(page.getByTestId('ca-total-sales')).toBeVisible();
  const monthText = await page.getByTestId('ca-total-sales').textContent();

  const week = await call(() => page.getByTestId('ca-range').selectOption('7'));
  expect(total(week.rows)).toBeLessThan(total(month.rows));
  await expect(page.getByTestId('ca-total-sales')).not.toHaveText(monthText ?? '');

  // A period with no sales says so.
  await page.getByTestId('ca-range').selectOption('custom');
  await call(async () => {
    await page.getByTestId('ca-from').fill('2020-01-01');
    await page.getByTestId('ca-to').fill('2020-01-31');
  }, 'fromDate=2020-01-01&toDate=2020-01-31');
  await expect(page.getByTestId('ca-empty')).toBeVisible();

  // The same in Arabic on a phone.
  await page.setViewportSize(phone);
  await call(() => page.goto('/category-analytics?lng=ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('ca-range').locator('option:checked')).toHaveText('آخر 30 يوماً');
  await call(() => page.getByTestId('ca-range').selectOption('90'));
  await expect(page.getByTestId('ca-total-sales')).toBeVisible();
});

test('the demo supplier orders span months, the older ones paid after they came', async ({ page }) => {
  await signInPharmacy(page);
  const all = (await (await page.request.get('/api/orders')).json()) as {
    orderId: string;
    supplierId: number;
    createdAt: string;
    isPaid: boolean;
  }[];
  // The demo's own invoices (PREFIX-YEAR-NNNN): other journeys receive orders today.
  const orders = all.filter((order) => /^[A-Z]+-\d{4}-\d{4}$/.test(order.orderId));
  expect(orders.length).toBeGreaterThan(10);
  const months = new Set(orders.map((order) => order.createdAt.slice(0, 7)));
  expect(months.size).toBeGreaterThanOrEqual(5);
  const today = new Date().toISOString().slice(0, 10);
  expect(orders.filter((order) => order.createdAt.slice(0, 10) === today)).toHaveLength(0);

  // The Suppliers screen shows them with their dates: months apart.
  await page.goto('/suppliers');
  await page.getByTestId(`supplier-row-${orders[0]!.supplierId}`).click();
  await page.getByTestId('supplier-all-orders').click();
  const dialog = page.getByTestId('all-orders-dialog');
  await expect(dialog.locator('[data-testid^="order-row-"]').first()).toBeVisible();
  const text = (await dialog.textContent()) ?? '';
  const dates = text.match(/(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}/g) ?? [];
  const shown = new Set(dates.map((date) => date.slice(0, 3)));
  expect(shown.size).toBeGreaterThanOrEqual(4);
});

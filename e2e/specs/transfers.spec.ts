import { type Page, expect, test } from '@playwright/test';
import { availableUnits, openBusiness, receiveLot } from '../support/businesses';

/** 13 digits no other run uses. */
const barcode = () => `27${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** The screen as it is now, at desktop width and at phone width, into e2e/.artifacts/screens. */
async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    // Pictures for people, not checks: one that stalls (a loaded machine once held a full-page
    // capture past the test's 3 minutes) is left out rather than failing the journey.
    await page
      .screenshot({ path: `e2e/.artifacts/screens/transfers-${name}-${size}.png`, fullPage: true, timeout: 20_000 })
      .catch((error: Error) => console.warn(`screenshot ${name}-${size} left out: ${error.message}`));
  }
  await page.setViewportSize(desktop);
}

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId('toast-title').filter({ hasText: title })).toBeVisible();
}

/** Closes the open dialog with Escape (a toast may take the first press). */
async function closeDialog(page: Page, dialog: ReturnType<Page['getByTestId']>) {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 1000 });
  }).toPass();
}

async function openTransfers(page: Page, tab: 'incoming' | 'outgoing' | 'balances' = 'incoming') {
  await page.goto('/transfers');
  await expect(page.getByTestId('transfers-page')).toBeVisible();
  await page.getByTestId(`transfers-tab-${tab}`).click();
}

/** Send Transfer through the dialog: the recipient's e-mail typed or picked, one lot, units, notes. */
async function sendFromDialog(page: Page, to: string, product: string, units: string, notes = '') {
  await page.getByTestId('transfers-send').click();
  const dialog = page.getByTestId('send-transfer-dialog');
  await expect(dialog.getByTestId('transfer-submit')).toBeDisabled();
  await dialog.getByTestId('transfer-recipient').fill(to);
  await dialog.getByTestId('transfer-item-search').fill(product);
  await dialog.getByTestId('transfer-lots').getByText(product).click();
  await dialog.locator('[data-testid^="transfer-quantity-"]').fill(units);
  await dialog.locator('[data-testid^="transfer-quantity-"]').blur();
  if (notes) await dialog.getByTestId('transfer-notes').fill(notes);
  return dialog;
}

test('A sends a lot to B, B accepts it into stock, owes A the cost and pays part; a declined transfer gives A its units back', async ({
  browser,
}) => {
  // Two sign-ups, two browsers and a dozen screenshots: a long journey on a shared machine.
  test.setTimeout(240_000);
  const a = await openBusiness(browser, { businessName: 'E2E Sender Pharmacy', signIn: 'screen' });
  const b = await openBusiness(browser, { businessName: 'E2E Receiver Pharmacy', signIn: 'screen' });
  const product = `E2E Amoxicillin ${Date.now()}`;
  // 3 boxes of 10 units at 12.00 a box: 30 units.
  await receiveLot(a.page.request, {
    name: product,
    barcode: barcode(),
    boxes: 3,
    unitsPerBox: 10,
    costPrice: 12,
    expiryDate: '2031-03-15',
  });

  // A opens Send Transfer: nothing chosen, Send is disabled; more than the lot holds becomes 30.
  await openTransfers(a.page);
  await expect(a.page.getByTestId('page-title')).toHaveText('Inventory Transfers');
  await expect(a.page.getByTestId('transfers-empty-incoming')).toBeVisible();
  const dialog = await sendFromDialog(a.page, b.email, product, '99', 'Short on our side, take these');
  await expect(dialog.locator('[data-testid^="transfer-quantity-"]')).toHaveValue('30');
  await expect(dialog.getByTestId('transfer-lines')).toContainText('of 30 units');
  // The same lot cannot be added twice.
  await expect(dialog.getByTestId('transfer-lots').getByRole('button', { name: product })).toBeDisabled();
  await dialog.locator('[data-testid^="transfer-quantity-"]').fill('12');
  await dialog.locator('[data-testid^="transfer-quantity-"]').blur();
  await shoot(a.page, 'send-dialog-en');
  await dialog.getByTestId('transfer-submit').click();
  await expectToast(a.page, 'Transfer sent');

  // A's available stock drops at once (the units are reserved by the transfer).
  expect(await availableUnits(a.page.request, product)).toEqual([18]);
  await a.page.getByTestId('transfers-tab-outgoing').click();
  const outgoing = a.page.getByTestId('transfers-outgoing');
  await expect(outgoing).toContainText('To E2E Receiver Pharmacy');
  await expect(outgoing.getByTestId('transfer-status')).toHaveText('Pending');
  await expect(outgoing.getByTestId('transfer-total')).toContainText('14.40');
  await shoot(a.page, 'outgoing-en');

  // B sees it incoming, opens the detail and accepts it.
  await openTransfers(b.page);
  await expect(b.page.getByTestId('transfers-pending-count')).toHaveText('1');
  const incoming = b.page.getByTestId('transfers-incoming');
  await expect(incoming).toContainText('From E2E Sender Pharmacy');
  await shoot(b.page, 'incoming-en');
  await incoming.getByTestId('transfer-view').click();
  const detail = b.page.getByTestId('transfer-detail-dialog');
  await expect(detail.getByTestId('transfer-status')).toHaveText('Pending');
  await expect(detail.getByTestId('transfer-detail-total')).toContainText('14.40');
  await expect(detail.getByTestId('transfer-detail-notes')).toHaveText('Short on our side, take these');
  await expect(detail.getByTestId('transfer-detail-reviewed')).toHaveText('Not reviewed yet');
  await expect(detail.getByTestId('transfer-items')).toContainText(product);
  await expect(detail.getByTestId('transfer-item-quantity')).toHaveText('12 units');
  await expect(detail.getByTestId('transfer-items')).toContainText('Expires Mar 15, 2031');
  await shoot(b.page, 'detail-en');
  // Accept opens the Receive dialog: the line's price and total, and the retail price asked for a
  // product new to B (12.00 a box + the default 20 %), before the click that makes the debt.
  await detail.getByTestId('transfer-accept').click();
  const receive = b.page.getByTestId('receive-dialog');
  await expect(receive).toContainText(product);
  await expect(receive.getByTestId('receive-line-total')).toContainText('14.40');
  await expect(receive.getByTestId('receive-price')).toHaveValue('14.40');
  await receive.getByTestId('receive-price').fill('18.50');
  await shoot(b.page, 'receive-en');
  await receive.getByTestId('receive-confirm').click();
  await expectToast(b.page, 'Transfer accepted');
  await expect(receive).toHaveCount(0);
  await expect(detail.getByTestId('transfer-status')).toHaveText('Accepted');
  await expect(detail.getByTestId('transfer-detail-reviewed')).not.toHaveText('Not reviewed yet');
  await expect(detail.getByTestId('transfer-accept')).toHaveCount(0);
  await closeDialog(b.page, detail);

  // B's inventory holds the product with A's expiry date.
  await b.page.goto('/inventory');
  await b.page.getByTestId('inventory-search').fill(product);
  await expect(b.page.getByTestId('inventory-table')).toContainText(product);
  expect(await availableUnits(b.page.request, product)).toEqual([12]);
  const lots = await (await b.page.request.get(`/api/inventory?search=${encodeURIComponent(product)}`)).json();
  expect(lots.items[0].expiryDate).toBe('2031-03-15');
  // At the retail price B gave, from the supplier record named after A.
  expect(lots.items[0]).toMatchObject({ retailPrice: '18.50', supplier: { name: 'E2E Sender Pharmacy' } });

  // Balances: B owes A 14.40; A is owed it.
  await openTransfers(b.page, 'balances');
  const owes = b.page.getByTestId('transfer-balances');
  await expect(owes.getByTestId('balance-who')).toHaveText('You owe E2E Sender Pharmacy');
  await expect(owes.getByTestId('balance-outstanding')).toContainText('14.40');
  await shoot(b.page, 'balances-en');
  await openTransfers(a.page, 'balances');
  await expect(a.page.getByTestId('balance-who')).toHaveText('E2E Receiver Pharmacy owes you');

  // B records a cash payment of 4.40 (the dialog offers the exact 14.40 owed): a claim, counted
  // once A confirms it; then 10.00 remain on both sides.
  await owes.getByTestId('balance-record').click();
  const payment = b.page.getByTestId('record-payment-dialog');
  await expect(payment.getByTestId('payment-outstanding')).toContainText('14.40');
  await expect(payment.getByTestId('payment-amount')).toHaveValue('14.40');
  await payment.getByTestId('payment-amount').fill('4.40');
  await shoot(b.page, 'payment-en');
  await payment.getByTestId('payment-submit').click();
  await expectToast(b.page, 'Payment sent for confirmation');
  await expect(owes.getByTestId('balance-outstanding')).toContainText('14.40');
  await expect(b.page.getByTestId('payment-claims').getByTestId('claim-waiting')).toHaveText(
    'Waiting for confirmation',
  );
  await a.page.getByTestId('transfers-refresh').click();
  const claim = a.page.getByTestId('payment-claims');
  await expect(claim.getByTestId('claim-amount')).toContainText('4.40');
  await claim.getByTestId('claim-confirm').click();
  await expectToast(a.page, 'Payment confirmed');
  await expect(a.page.getByTestId('balance-outstanding')).toContainText('10.00');
  await b.page.getByTestId('transfers-refresh').click();
  await expect(owes.getByTestId('balance-outstanding')).toContainText('10.00');
  await expect(b.page.getByTestId('payment-claims')).toHaveCount(0);

  // B claims 1.00 more; A has not seen it and rejects it with a reason, which B then reads.
  await owes.getByTestId('balance-record').click();
  await payment.getByTestId('payment-amount').fill('1.00');
  await payment.getByTestId('payment-submit').click();
  await expectToast(b.page, 'Payment sent for confirmation');
  await a.page.getByTestId('transfers-refresh').click();
  await a.page.getByTestId('payment-claims').getByTestId('claim-reject').click();
  const reject = a.page.getByTestId('reject-payment-dialog');
  await reject.getByTestId('reject-reason').fill('No cash came with the driver');
  await reject.getByTestId('reject-submit').click();
  await expectToast(a.page, 'Payment rejected');
  await expect(a.page.getByTestId('balance-outstanding')).toContainText('10.00');
  await b.page.getByTestId('transfers-refresh').click();
  await expect(b.page.getByTestId('rejected-payments').getByTestId('rejected-reason')).toHaveText(
    'Reason: No cash came with the driver',
  );
  await expect(owes.getByTestId('balance-outstanding')).toContainText('10.00');

  // A sends 5 more units, B declines them: A has its units back and nothing more is owed.
  await a.page.getByTestId('transfers-tab-outgoing').click();
  const second = await sendFromDialog(a.page, b.email, product, '5');
  await second.getByTestId('transfer-submit').click();
  await expectToast(a.page, 'Transfer sent');
  expect(await availableUnits(a.page.request, product)).toEqual([13]);
  await b.page.getByTestId('transfers-tab-incoming').click();
  await b.page.getByTestId('transfers-refresh').click();
  const pendingCard = b.page.getByTestId('transfers-incoming').locator('article').filter({ hasText: 'Pending' });
  await pendingCard.getByTestId('transfer-decline').click();
  await expectToast(b.page, 'Transfer declined');
  await expect(b.page.getByTestId('transfers-incoming').getByTestId('transfer-accept')).toHaveCount(0);
  expect(await availableUnits(a.page.request, product)).toEqual([18]);
  await a.page.getByTestId('transfers-refresh').click();
  await expect(a.page.getByTestId('transfers-outgoing').getByTestId('transfer-status').first()).toHaveText('Declined');
  await openTransfers(b.page, 'balances');
  await expect(b.page.getByTestId('balance-outstanding')).toContainText('10.00');

  // B returns 2 of the received units on the Returns page, naming the transfer. A (the goods go
  // back to it) decides: B cannot; once A approves they are back in A's lot and B owes 2.40 less.
  await b.page.goto('/returns');
  await b.page.getByTestId('returns-create-first').click();
  await b.page.getByTestId('return-item-search').fill(product);
  await b.page.getByTestId('return-items').getByText(product).click();
  await b.page.getByTestId('return-type').selectOption('transfer');
  await expect(b.page.getByTestId('return-transfer').locator('option').nth(1)).toHaveText(
    /^Transfer #\d+ from E2E Sender Pharmacy, /,
  );
  await b.page.getByTestId('return-transfer').selectOption({ index: 1 });
  await b.page.getByTestId('return-quantity').fill('2');
  await b.page.getByTestId('return-reason').fill('Boxes arrived crushed');
  await expect(b.page.getByTestId('return-form-total')).toContainText('2.40');
  await shoot(b.page, 'return-dialog-en');
  await b.page.getByTestId('return-submit').click();
  await expectToast(b.page, 'Return Created');
  await expect(b.page.getByTestId('return-transfer-ref')).toHaveText(/^#\d+$/);
  await expect(b.page.getByTestId('return-pending-note')).toHaveText(
    'Waiting for E2E Sender Pharmacy to approve. Stock leaves and your balance changes only when it approves.',
  );
  await expect(b.page.getByTestId('return-record-answer')).toHaveCount(0);
  expect(await availableUnits(a.page.request, product)).toEqual([18]);
  await a.page.goto('/returns');
  const back = a.page.getByTestId('returns-list').locator('article').first();
  await expect(back.getByTestId('return-incoming')).toHaveText('Returned by E2E Receiver Pharmacy');
  await shoot(a.page, 'return-incoming-en');
  await back.getByTestId('return-approve').click();
  await expectToast(a.page, 'Return Approved');
  await expect(back.getByTestId('return-status')).toHaveText('Approved');
  expect(await availableUnits(a.page.request, product)).toEqual([20]);
  expect(await availableUnits(b.page.request, product)).toEqual([10]);
  await b.page.reload();
  await expect(b.page.getByTestId('return-status')).toHaveText('Approved');
  await openTransfers(b.page, 'balances');
  await expect(b.page.getByTestId('balance-outstanding')).toContainText('7.60');

  // B blocks A: A's next transfer is refused with the reason; B unblocks it from the list.
  await b.page.getByTestId('transfers-tab-incoming').click();
  await b.page.getByTestId('transfers-incoming').getByTestId('transfer-block').first().click();
  await expect(b.page.getByRole('dialog').getByRole('heading')).toContainText('E2E Sender Pharmacy');
  await expect(b.page.getByRole('dialog')).toContainText('Transfers it sends you from now on are refused.');
  await b.page.getByTestId('block-sender-confirm').click();
  await expectToast(b.page, 'Sender blocked');
  await expect(b.page.getByTestId('transfers-blocked')).toContainText('E2E Sender Pharmacy');
  await shoot(b.page, 'blocked-en');
  await openTransfers(a.page);
  const refused = await sendFromDialog(a.page, b.email, product, '1');
  await refused.getByTestId('transfer-submit').click();
  await expect(a.page.getByText('This business does not accept transfers from you.').first()).toBeVisible();
  expect(await availableUnits(a.page.request, product)).toEqual([20]);
  await closeDialog(a.page, refused);
  await b.page.getByTestId('transfers-blocked').getByTestId('transfer-unblock').click();
  await expectToast(b.page, 'Sender unblocked');
  await expect(b.page.getByTestId('transfers-blocked')).toHaveCount(0);

  // The lists page by 50: A (a partner now, so no limit of 20 pending) sends 50 more; B sees the 50
  // newest, and Load more brings the first two.
  const bulk = await receiveLot(a.page.request, {
    name: `${product} bulk`,
    barcode: barcode(),
    boxes: 10,
    unitsPerBox: 10,
    costPrice: 1,
    expiryDate: '2031-03-15',
  });
  for (let i = 0; i < 50; i += 1) {
    const sent = await a.page.request.post('/api/transfers', {
      data: { toUserEmail: b.email, items: [{ inventoryId: bulk, quantity: 1 }] },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  await openTransfers(b.page);
  const cards = b.page.getByTestId('transfers-incoming').locator('article');
  await expect(cards).toHaveCount(50);
  await expect(b.page.getByTestId('transfers-pending-count')).toHaveText('50');
  await expect(b.page.getByTestId('transfers-more-incoming')).toHaveText('Load more');
  await b.page.getByTestId('transfers-more-incoming').click();
  await expect(cards).toHaveCount(52);
  await expect(b.page.getByTestId('transfers-more-incoming')).toHaveCount(0);

  await a.context.close();
  await b.context.close();
});

test('in Arabic on a phone: the page title, the tabs and the dialogs read right to left', async ({ browser }) => {
  test.setTimeout(180_000);
  const a = await openBusiness(browser, {
    businessName: 'E2E Arabic Sender',
    signIn: 'screen',
    locale: 'ar',
    viewport: phone,
  });
  const b = await openBusiness(browser, {
    businessName: 'E2E Arabic Receiver',
    signIn: 'screen',
    locale: 'ar',
    viewport: phone,
  });
  const product = `E2E Paracetamol ${Date.now()}`;
  await receiveLot(a.page.request, {
    name: product,
    barcode: barcode(),
    boxes: 2,
    unitsPerBox: 10,
    costPrice: 5,
    expiryDate: '2030-08-01',
  });

  await openTransfers(a.page);
  await expect(a.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(a.page.getByTestId('page-title')).toHaveText('تحويلات المخزون');
  await expect(a.page.getByTestId('transfers-tab-balances')).toHaveText('الأرصدة');
  const dialog = await sendFromDialog(a.page, b.email, product, '4', 'ملاحظة للمستلم');
  await expect(dialog.getByRole('heading', { name: 'إرسال تحويل' })).toBeVisible();
  await expect(dialog.getByTestId('transfer-submit')).toHaveText('إرسال التحويل');
  await shoot(a.page, 'send-dialog-ar');
  await dialog.getByTestId('transfer-submit').click();
  await expectToast(a.page, 'تم إرسال التحويل');
  await a.page.getByTestId('transfers-tab-outgoing').click();
  await expect(a.page.getByTestId('transfer-status')).toHaveText('قيد الانتظار');
  await shoot(a.page, 'outgoing-ar');

  await openTransfers(b.page);
  await shoot(b.page, 'incoming-ar');
  await b.page.getByTestId('transfer-view').click();
  const detail = b.page.getByTestId('transfer-detail-dialog');
  await expect(detail.getByTestId('transfer-item-quantity')).toHaveText('4 وحدات');
  await shoot(b.page, 'detail-ar');
  await detail.getByTestId('transfer-accept').click();
  const receive = b.page.getByTestId('receive-dialog');
  await expect(receive.getByTestId('receive-confirm')).toHaveText('قبول واستلام');
  await shoot(b.page, 'receive-ar');
  await receive.getByTestId('receive-confirm').click();
  await expectToast(b.page, 'تم قبول التحويل');
  await closeDialog(b.page, detail);
  await b.page.getByTestId('transfers-tab-balances').click();
  // The Latin name sits in direction isolates (i18n/isolate-values.ts) inside the Arabic sentence.
  await expect(b.page.getByTestId('balance-who')).toHaveText('أنت مدين لـ \u2068E2E Arabic Sender\u2069');
  await shoot(b.page, 'balances-ar');
  await b.page.getByTestId('balance-record').click();
  await expect(b.page.getByTestId('record-payment-dialog').getByRole('heading')).toHaveText('تسجيل دفعة');
  await shoot(b.page, 'payment-ar');
  await closeDialog(b.page, b.page.getByTestId('record-payment-dialog'));

  // The Returns page offers the received transfer for a return of type transfer.
  await b.page.goto('/returns');
  await b.page.getByTestId('returns-create-first').click();
  await b.page.getByTestId('return-item-search').fill(product);
  await b.page.getByTestId('return-items').getByText(product).click();
  await b.page.getByTestId('return-type').selectOption('transfer');
  await expect(b.page.getByTestId('return-transfer').locator('option').nth(1)).toContainText(
    'من \u2068E2E Arabic Sender\u2069',
  );
  await b.page.getByTestId('return-transfer').selectOption({ index: 1 });
  await shoot(b.page, 'return-dialog-ar');
  await b.page.getByTestId('return-quantity').fill('1');
  await b.page.getByTestId('return-reason').fill('علبة تالفة');
  await b.page.getByTestId('return-submit').click();
  await expect(b.page.getByTestId('return-pending-note')).toContainText('E2E Arabic Sender');
  await shoot(b.page, 'return-awaiting-ar');
  // The sender decides it on its Returns page.
  await a.page.goto('/returns');
  await expect(a.page.getByTestId('return-incoming')).toContainText('E2E Arabic Receiver');
  await expect(a.page.getByTestId('return-approve')).toHaveText('موافقة');
  await shoot(a.page, 'return-incoming-ar');

  // Blocking a sender, in Arabic: the confirmation and the list of blocked businesses.
  await openTransfers(b.page);
  await b.page.getByTestId('transfer-block').first().click();
  await expect(b.page.getByTestId('block-sender-confirm')).toHaveText('حظر');
  await shoot(b.page, 'block-dialog-ar');
  await b.page.getByTestId('block-sender-confirm').click();
  await expectToast(b.page, 'تم حظر المرسل');
  await expect(b.page.getByTestId('transfers-blocked')).toContainText('الأنشطة التجارية المحظورة');
  await shoot(b.page, 'blocked-ar');

  await a.context.close();
  await b.context.close();
});

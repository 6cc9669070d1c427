import { type Page, expect, test } from '@playwright/test';
import { demo, signInAsManager } from '../support/session';

/** A mark no other run or demo product uses. */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
/** 13 digits that differ between two calls in the same millisecond (the head of Date.now() does not). */
let barcodes = 0;
const barcode = () => `29${String(Date.now()).slice(-8)}${String(++barcodes % 1000).padStart(3, '0')}`;

async function signIn(page: Page) {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
}

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId('toast-title')).toHaveText(title);
}

/** Receives a product line through the API (the inventory journeys test the receiving screens). */
async function receive(
  page: Page,
  line: { supplierId: number; orderId: string; name: string; quantity: number; costPrice: number },
) {
  const added = await page.request.post('/api/inventory/add-product', {
    data: {
      productName: line.name,
      barcode: barcode(),
      category: 'medications',
      supplierId: line.supplierId,
      orderId: line.orderId,
      quantity: line.quantity,
      unitsPerBox: 10,
      costPrice: line.costPrice,
      retailPrice: line.costPrice * 1.5,
      expiryDate: '2031-06-01',
    },
  });
  expect(added.ok()).toBe(true);
  return (await added.json()) as { inventoryId: number };
}

/** The Discount Profit card of the dashboard's default range (last 30 days), as a number. */
async function dashboardDiscountProfit(page: Page): Promise<number> {
  await page.goto('/dashboard');
  const card = page.getByTestId('card-discount-profit');
  await expect(card).toContainText(/\d/);
  // Whole dinars: "1,234 IQD".
  const figure = (await page.getByTestId('card-discount-profit-value').textContent())?.match(/-?[\d,]+/)?.[0] ?? '';
  return Number(figure.replaceAll(',', ''));
}

test('add a supplier, return an item from an order, pay outstanding with a 10% discount', async ({ page }) => {
  await signIn(page);
  const discountProfitBefore = await dashboardDiscountProfit(page);
  await page.goto('/suppliers');
  await expect(page.getByTestId('supplier-detail')).toBeVisible();

  const name = `E2E Gulf Pharma ${unique()}`;
  await page.getByTestId('supplier-add').click();
  await page.getByTestId('supplier-save').click();
  await expect(page.getByTestId('supplier-name-error')).toHaveText('Company name is required');
  await page.getByTestId('supplier-name').fill(name);
  await page.getByTestId('supplier-contact').fill('Omar Saleh');
  await page.getByTestId('supplier-phone').fill('+964 771 000 1122');
  await page.getByTestId('supplier-email').fill('not-an-email');
  await page.getByTestId('supplier-save').click();
  await expect(page.getByTestId('supplier-email-error')).toHaveText('Invalid email address');
  await page.getByTestId('supplier-email').fill('orders@gulfpharma.iq');
  await page.getByTestId('supplier-save').click();
  await expectToast(page, 'Supplier Added');
  await expect(page.getByTestId('supplier-detail')).toContainText(name);
  await expect(page.getByTestId('supplier-balance')).toContainText(/(?<![\d,])0 IQD/);

  // Two invoices arrive: E2E-1 is 5 boxes at 4,000 (20,000), E2E-2 is 2 boxes at 15,000 (30,000).
  const suppliers = (await (await page.request.get('/api/suppliers')).json()) as { id: number; name: string }[];
  const supplierId = suppliers.find((s) => s.name === name)!.id;
  const ref1 = `E2E-${unique()}-1`;
  const ref2 = `E2E-${unique()}-2`;
  await receive(page, { supplierId, orderId: ref1, name: `E2E Cetirizine ${unique()}`, quantity: 5, costPrice: 4000 });
  await receive(page, { supplierId, orderId: ref2, name: `E2E Loratadine ${unique()}`, quantity: 2, costPrice: 15000 });
  await page.reload();
  await page.getByTestId(`supplier-row-${supplierId}`).click();
  await expect(page.getByTestId('supplier-balance')).toContainText('50,000 IQD');
  await expect(page.getByTestId('supplier-total-orders')).toHaveText('2');

  // Return 2 boxes of E2E-1: 8,000 credited, the balance drops to 42,000.
  await page.getByTestId(`order-row-${ref1}`).click();
  const dialog = page.getByTestId('order-details-dialog');
  await dialog.locator('[data-testid^="item-return-"]').click();
  await dialog.getByTestId('return-quantity').fill('6');
  await dialog.getByTestId('return-reason').fill('Crushed boxes');
  await dialog.getByTestId('return-confirm').click();
  await expectToast(page, 'Invalid Quantity');
  await dialog.getByTestId('return-quantity').fill('2');
  await expect(dialog.getByTestId('return-value')).toContainText('8,000 IQD');
  await dialog.getByTestId('return-confirm').click();
  await expectToast(page, 'Item Returned');
  await expect(dialog.getByTestId('item-returned')).toHaveText('2');
  await expect(dialog.getByTestId('order-due')).toContainText('12,000 IQD');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('supplier-balance')).toContainText('42,000 IQD');

  // Pay both orders with 10% off: 42,000 - 4,200 = 37,800; nothing is owed after.
  await page.getByTestId('supplier-pay').click();
  const pay = page.getByTestId('pay-dialog');
  await pay.getByTestId('pay-select-all').uncheck();
  await pay.getByTestId('pay-submit').click();
  await expect(pay.getByTestId('pay-problem')).toHaveText('Please select at least one order');
  await pay.getByTestId('pay-select-all').check();
  await pay.getByTestId('pay-discount').fill('10');
  await expect(pay.getByTestId('pay-original')).toContainText('42,000 IQD');
  await expect(pay.getByTestId('pay-discount-amount')).toContainText('4,200 IQD');
  await expect(pay.getByTestId('pay-amount')).toContainText('37,800 IQD');
  await pay.getByTestId('pay-submit').click();
  await expectToast(page, 'Payment Recorded');
  await expect(page.getByTestId('supplier-balance')).toContainText(/(?<![\d,])0 IQD/);
  await expect(page.getByTestId('supplier-balance')).not.toContainText('42,000 IQD');
  await expect(page.getByTestId('payment-entry').first()).toContainText('37,800 IQD');
  await expect(page.getByTestId('payment-entry').first()).toContainText('Discount 10%: 4,200 IQD');
  await expect(page.getByTestId(`order-row-${ref1}`)).toContainText('Paid');

  // The discount the supplier gave is the dashboard's discount profit of today.
  expect(await dashboardDiscountProfit(page)).toBeCloseTo(discountProfitBefore + 4_200, 2);
});

test('a pending return on the Returns page, approved: the stock drops once', async ({ page }) => {
  await signIn(page);
  const suppliers = (await (await page.request.get('/api/suppliers')).json()) as { id: number }[];
  const product = `E2E Sterile Gauze ${unique()}`;
  const { inventoryId } = await receive(page, {
    supplierId: suppliers[0]!.id,
    orderId: `E2E-R-${unique()}`,
    name: product,
    quantity: 3,
    costPrice: 2500,
  });
  const unitsLeft = async () =>
    (
      (await (await page.request.get(`/api/inventory?search=${encodeURIComponent(product)}`)).json()) as {
        items: { id: number; availableUnits: number }[];
      }
    ).items.find((item) => item.id === inventoryId)?.availableUnits;

  await page.goto('/returns');
  await expect(page.getByTestId('returns-list')).toBeVisible();
  await page.getByTestId('returns-create').click();
  const dialog = page.getByTestId('create-return-dialog');
  await dialog.getByTestId('return-item-search').fill(product);
  await dialog.getByTestId(`return-item-${inventoryId}`).click();
  await expect(dialog.getByTestId('return-unit-price')).toHaveValue('250.00');
  await dialog.getByTestId('return-submit').click();
  await expect(dialog.getByTestId('return-reason-error')).toHaveText('Return reason is required');
  await dialog.getByTestId('return-quantity').fill('4');
  await dialog.getByTestId('return-return-type').selectOption('damaged');
  await dialog.getByTestId('return-reason').fill('Torn packaging');
  await expect(dialog.getByTestId('return-form-total')).toContainText('1,000 IQD');
  await dialog.getByTestId('return-submit').click();
  await expectToast(page, 'Return Created');

  const card = page.locator('[data-testid^="return-card-"]', { hasText: product });
  await expect(card.getByTestId('return-status')).toHaveText('Pending');
  await expect(card.getByTestId('return-pending-note')).toBeVisible();
  await expect(card).toContainText('Damaged in Transit');
  expect(await unitsLeft()).toBe(30);

  // The supplier decides: the shop records its answer (no Approve/Reject on its own return).
  await expect(card.getByTestId('return-approve')).toHaveCount(0);
  await card.getByTestId('return-record-answer').click();
  await page.getByTestId('supplier-answer-dialog').getByTestId('return-approve').click();
  await expectToast(page, 'Return Approved');
  await expect(card.getByTestId('return-status')).toHaveText('Approved');
  await expect(card.getByTestId('return-approve')).toHaveCount(0);
  expect(await unitsLeft()).toBe(26);

  // The same decision again (a second tab, a retry) changes nothing.
  const id = Number((await card.getAttribute('data-testid'))?.replace('return-card-', ''));
  const again = await page.request.post(`/api/supplier-returns/${id}/decision`, { data: { decision: 'approve' } });
  expect(again.status()).toBe(200);
  expect(await unitsLeft()).toBe(26);
});

import { type Page, expect, test } from '@playwright/test';
import { expectFocusOn, tabTo } from '../support/keyboard';
import { demo, signInByApi } from '../support/session';
import { owingSupplier } from '../support/stock';

// Issue 28: two journeys with the keyboard only (Tab, Enter, Space, Escape and typing; no click),
// with visible focus throughout. Each dialog is left three ways (Escape, its cancel button, its
// success action) and focus must land on the control that opened it, or, when that control is gone
// or disabled by the success, on the nearest thing that says what happened: never the page body.

const run = Date.now();

async function signIn(page: Page) {
  await signInByApi(page.request, demo.pharmacy);
}

/** A supplier of the pharmacy's own with one received invoice of 3 boxes at 4,000: 12,000 owed. */
async function payableSupplier(page: Page) {
  const name = `E2E Keyboard Pharma ${run}`;
  const supplierId = await owingSupplier(page.request, {
    name,
    productName: `E2E Keyboard Cetirizine ${run}`,
    barcode: `29${String(run).slice(-11)}`,
    orderId: `E2E-KB-${run}`,
  });
  return { name, supplierId };
}

test('a pharmacy pays a supplier by keyboard only: focus returns to Pay Outstanding, then the supplier', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const { name, supplierId } = await payableSupplier(page);
  await page.goto('/suppliers');
  await expect(page.getByTestId('supplier-detail')).toBeVisible();

  // Find the supplier by typing in the list's search, then open it.
  await tabTo(page, 'suppliers-search');
  await page.keyboard.type(name);
  await tabTo(page, `supplier-row-${supplierId}`);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('supplier-heading')).toHaveText(name);
  await expect(page.getByTestId('supplier-balance')).toContainText('12,000');

  const pay = page.getByTestId('pay-dialog');
  // Escape.
  await tabTo(page, 'supplier-pay');
  await page.keyboard.press('Enter');
  await expect(pay).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pay).toBeHidden();
  await expectFocusOn(page, 'supplier-pay');
  // Cancel.
  await page.keyboard.press('Enter');
  await expect(pay).toBeVisible();
  await tabTo(page, 'pay-cancel');
  await page.keyboard.press('Enter');
  await expect(pay).toBeHidden();
  await expectFocusOn(page, 'supplier-pay');
  // Pay, 5% off with the keyboard: Space unticks and ticks the order, the discount is typed.
  await page.keyboard.press('Space');
  await expect(pay).toBeVisible();
  await tabTo(page, `pay-order-E2E-KB-${run}`);
  await page.keyboard.press('Space');
  await expect(pay.getByTestId(`pay-order-E2E-KB-${run}`)).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(pay.getByTestId(`pay-order-E2E-KB-${run}`)).toBeChecked();
  await tabTo(page, 'pay-discount');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('5');
  await expect(pay.getByTestId('pay-amount')).toContainText('11,400');
  await tabTo(page, 'pay-submit');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast-title')).toHaveText('Payment Recorded');
  await expect(pay).toBeHidden();
  await expect(page.getByTestId('supplier-pay')).toBeDisabled();
  // Nothing is owed, so Pay Outstanding is disabled: the supplier's name holds the focus.
  await expectFocusOn(page, 'supplier-heading');
  await expect(page.getByTestId('supplier-balance')).not.toContainText('12,000');
});

test('a pharmacy orders from the marketplace by keyboard only: focus returns to Review, then My Requests', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/marketplace');

  // The demo supplier's marketplace (the demo pharmacy has access), its first product into the request.
  await tabTo(page, 'marketplace-view-products');
  await page.keyboard.press('Enter');
  const firstAdd = page.locator('[data-testid^="stock-add-"]:not([disabled])').first();
  await expect(firstAdd).toBeVisible();
  const addId = (await firstAdd.getAttribute('data-testid'))!;
  const barcode = addId.replace('stock-add-', '');
  await tabTo(page, addId, 120);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(`draft-line-${barcode}`)).toBeVisible();
  await tabTo(page, `draft-quantity-${barcode}`);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');

  const review = page.getByTestId('review-dialog');
  // Escape.
  await tabTo(page, 'draft-review');
  await page.keyboard.press('Enter');
  await expect(review).toBeVisible();
  await expect(review.getByTestId(`review-line-${barcode}`).getByTestId('review-quantity')).toHaveText('2');
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
  await expectFocusOn(page, 'draft-review');
  // Back (the dialog's cancel).
  await page.keyboard.press('Enter');
  await expect(review).toBeVisible();
  await tabTo(page, 'review-back');
  await page.keyboard.press('Enter');
  await expect(review).toBeHidden();
  await expectFocusOn(page, 'draft-review');
  // Send: the supplier's page gives way to My Requests, whose tab holds the focus.
  await page.keyboard.press('Enter');
  await expect(review).toBeVisible();
  await tabTo(page, 'purchase-notes');
  await page.keyboard.type(`Keyboard order ${run}`);
  await tabTo(page, 'purchase-submit');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast-title')).toHaveText('Purchase Request Sent');
  await expect(page.getByTestId('marketplace-tab-my-requests')).toHaveAttribute('data-state', 'active');
  await expectFocusOn(page, 'marketplace-tab-my-requests');
  await expect(page.getByTestId('purchase-requests').locator('article').first()).toContainText(`Keyboard order ${run}`);
});

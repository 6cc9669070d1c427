import { type Page, expect, test } from '@playwright/test';
import { printCalls, recordPrints } from '../support/print';
import { demo } from '../support/session';
import { day, receiveLots } from '../support/stock';

// Issue 28: a cash sale with the keyboard only (no click anywhere). After each action that removes
// the focused control or closes a dialog, focus is back in the scan field, and the focused control
// always shows its focus ring.

const active = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

/** The focused control shows a ring: it matches :focus-visible and draws an outline or a shadow. */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing focused';
    const style = getComputedStyle(element);
    const drawn = style.outlineStyle !== 'none' || style.boxShadow !== 'none';
    return element.matches(':focus-visible') && drawn ? 'ring' : `no ring on ${element.outerHTML.slice(0, 80)}`;
  });
  expect(ring).toBe('ring');
}

/** Tab (forwards) until the control is focused, as a keyboard user reaches it. */
async function tabTo(page: Page, testId: string) {
  for (let presses = 0; presses < 80; presses++) {
    if ((await active(page)) === testId) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}

async function expectScanFieldFocused(page: Page) {
  await expect.poll(() => active(page)).toBe('pos-search');
  await expectVisibleFocus(page);
}

/** Types the code into the scan field and presses Enter: one line added. */
async function scan(page: Page, barcode: string) {
  await expectScanFieldFocused(page);
  await page.keyboard.type(barcode);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-line-0')).toBeVisible();
}

test('a cash sale by keyboard only: scan, quantity, remove, clear, hold, pay and print, focus kept', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await recordPrints(page);
  const login = await page.request.post('/api/auth/login', { data: demo.pharmacy });
  expect(login.ok()).toBe(true);
  const barcode = `E2EKEY${Date.now()}`;
  await receiveLots(page.request, { name: 'E2E Keyboard Paracetamol', barcode, unitsPerBox: 1 }, [
    { boxes: 20, expiryDate: day(365) },
  ]);

  await page.goto('/pos');
  await expect(page.getByTestId('pos-products-count')).toBeVisible();
  await expectScanFieldFocused(page);

  // Removing the only line with its remove button.
  await scan(page, barcode);
  await tabTo(page, 'cart-remove-0');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pos-cart-empty')).toBeVisible();
  await expectScanFieldFocused(page);

  // A quantity of 0 + Enter removes the line.
  await scan(page, barcode);
  await tabTo(page, 'cart-qty-0');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pos-cart-empty')).toBeVisible();
  await expectScanFieldFocused(page);

  // Clear Sale.
  await scan(page, barcode);
  await tabTo(page, 'pos-clear-sale');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pos-cart-empty')).toBeVisible();
  await expectScanFieldFocused(page);

  // Escape from Hold Sale keeps the cart and returns to the scan field.
  await scan(page, barcode);
  await tabTo(page, 'pos-hold');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('hold-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('hold-dialog')).toBeHidden();
  await expect(page.getByTestId('cart-line-0')).toBeVisible();
  await expectScanFieldFocused(page);

  // The line's quantity typed: 3.
  await tabTo(page, 'cart-qty-0');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-qty-0')).toHaveValue('3');

  // Cash (the default; Tab passes through the payment radios), checkout with Enter, print, close.
  await tabTo(page, 'pos-checkout');
  await page.keyboard.press('Enter');
  const receipt = page.getByTestId('receipt-dialog');
  await expect(receipt).toBeVisible();
  await expect(page.getByTestId('receipt-payment')).toHaveText('Cash');
  await tabTo(page, 'receipt-print');
  await page.keyboard.press('Enter');
  expect(await printCalls(page)).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();
  await expect(page.getByTestId('pos-cart-empty')).toBeVisible();
  await expectScanFieldFocused(page);
});

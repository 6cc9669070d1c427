import { type Page, expect, test } from '@playwright/test';
import { demo } from '../support/session';
import { day, receiveLots } from '../support/stock';

// Issue 28: the till's expiry picker and receipt (native <dialog>s that do not restyle the whole
// till, till-dialog.tsx) are modal dialogs named by their title, keep Tab inside, close on Escape
// back to the scan field, and the page behind them does not scroll under the wheel.

const active = (page: Page) =>
  page.evaluate(() => ({
    testId: document.activeElement?.getAttribute('data-testid') ?? null,
    inDialog: document.activeElement?.closest('[role="dialog"]') !== null,
  }));

/** The page's scroll after a wheel turn over (x, y), once the browser has had two frames to scroll. */
async function scrollAfterWheel(page: Page, x: number, y: number) {
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, 600);
  return page.evaluate(
    () => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(scrollY)))),
  );
}

/** Tab and Shift+Tab round the open dialog: focus never leaves it. */
async function expectTabKeptInside(page: Page) {
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect((await active(page)).inDialog).toBe(true);
  }
}

test('the till picker and receipt: named modal dialogs, Tab inside, Escape back to the scan field, no scroll behind', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const login = await page.request.post('/api/auth/login', { data: demo.pharmacy });
  expect(login.ok()).toBe(true);
  const barcode = `E2EDLG${Date.now()}`;
  await receiveLots(page.request, { name: 'E2E Dialog Amoxicillin', barcode }, [
    { boxes: 2, expiryDate: day(60) },
    { boxes: 2, expiryDate: day(300) },
  ]);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/pos');
  await expect(page.getByTestId('pos-products-count')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await active(page)).testId).toBe('pos-search');
  // The till is taller than the window (its grid of products), so the wheel could scroll it.
  expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight + 100)).toBe(true);

  // Two lots: the picker opens, named by its title, focus on the recommended lot.
  await page.keyboard.type(barcode);
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Choose Expiry Date' });
  await expect(picker).toBeVisible();
  await expect(picker).toHaveAttribute('data-testid', 'expiry-picker');
  expect((await active(page)).inDialog).toBe(true);
  expect(await scrollAfterWheel(page, 40, 300)).toBe(0);
  expect(await scrollAfterWheel(page, 640, 300)).toBe(0);
  await expect(picker).toHaveAttribute('aria-modal', 'true');
  await expectTabKeptInside(page);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('pos-cart-empty')).toBeVisible();
  await expect.poll(async () => (await active(page)).testId).toBe('pos-search');

  // Again, Enter adds the recommended lot; F9 pays cash: the receipt, named, the same rules.
  await page.keyboard.type(barcode);
  await page.keyboard.press('Enter');
  await expect(picker).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('cart-line-0')).toBeVisible();
  await page.keyboard.press('F9');
  const receipt = page.getByRole('dialog', { name: 'Sale Complete' });
  await expect(receipt).toBeVisible();
  await expect(receipt).toHaveAttribute('data-testid', 'receipt-dialog');
  expect((await active(page)).inDialog).toBe(true);
  expect(await scrollAfterWheel(page, 40, 300)).toBe(0);
  await expectTabKeptInside(page);
  // A press on the dimmed page closes it, as Escape does.
  await page.mouse.click(40, 300);
  await expect(receipt).toBeHidden();
  await expect(page.getByTestId('pos-cart-empty')).toBeVisible();
  await expect.poll(async () => (await active(page)).testId).toBe('pos-search');

  // The page itself still scrolls once they are closed.
  expect(await scrollAfterWheel(page, 640, 300)).toBeGreaterThan(0);
});

test('on a phone, the picker opened from the sale sheet keeps focus when the sheet closes under it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const login = await page.request.post('/api/auth/login', { data: demo.pharmacy });
  expect(login.ok()).toBe(true);
  const barcode = `E2EDLGP${Date.now()}`;
  await receiveLots(page.request, { name: 'E2E Dialog Cefalexin', barcode }, [
    { boxes: 2, expiryDate: day(60) },
    { boxes: 2, expiryDate: day(300) },
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pos');
  await expect(page.getByTestId('pos-products-count')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('pos-search').fill(barcode);
  await page.getByTestId('pos-search').press('Enter');
  await page.getByTestId('expiry-add-box').click();
  await page.getByTestId('pos-open-sale').click();
  await expect(page.getByTestId('pos-sale-sheet')).toBeVisible();
  await page.getByTestId('cart-choose-lot-0').click();
  const picker = page.getByRole('dialog', { name: 'Choose Expiry Date' });
  await expect(picker).toBeVisible();
  await expect(page.getByTestId('pos-sale-sheet')).toBeHidden();
  // The sheet's focus return (to its button, a moment after it closed) does not take focus away.
  await expect.poll(async () => (await active(page)).inDialog).toBe(true);
  await page.evaluate(() => new Promise((done) => setTimeout(done, 100)));
  expect((await active(page)).inDialog).toBe(true);
});

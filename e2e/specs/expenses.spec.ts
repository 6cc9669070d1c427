import { type Page, expect, test } from '@playwright/test';
import { demoDay } from '../support/business-day';
import { demo, signInAsManager } from '../support/session';

/** A 60 x 80 PNG: a photographed receipt as far as the server can tell (it checks the bytes). */
const receiptPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADwAAABQCAIAAADKqIEEAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAApklEQVRoge2SQQ0AQQyE6l8ZMvocGSdjujkSBBDCZHmOqRtEaepF4x5YGvfYo0zdIEpTLxr3wNK4xx5l6gZRmnrRuAeWxj32KFM3iNLUi8Y9sDTusUeZukGUpl407oGlcY89ytQNojT1onEPLI177FGmbhClqReNe2Bp3GOPMnWDKE29aNwDS+Mee5SpG0Rp6kXjHlga99ijTN0gSlMvGvfA0vxijw+Tuw7RZtNAsgAAAABJRU5ErkJggg==',
  'base64',
);

/** "2,018,001 IQD" -> 2018001 (dinars are shown whole), so totals are compared without floats. */
const minorOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

const toastTitle = (page: Page) => page.getByTestId('toast-title');
const monthTotal = (page: Page) => page.getByTestId('expenses-month-total');
const list = (page: Page) => page.getByTestId('expenses-list');
const card = (page: Page, title: string) => list(page).locator('li').filter({ hasText: title });

async function openExpenses(page: Page) {
  await page.goto('/expenses');
  await expect(page.getByTestId('expenses-page')).toBeVisible();
  await expect(list(page)).toBeVisible();
  await expect(monthTotal(page)).toHaveText(/\d/);
}

test.beforeEach(async ({ page }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('add an expense with a receipt, see it in the month, filter, clear, edit and delete', async ({ page }) => {
  // The demo pharmacy's today (its zone is Baghdad's), as a date whose year, month and day it names.
  const today = new Date(`${demoDay()}T00:00:00`);
  const month = today.getMonth() + 1;
  await openExpenses(page);
  const monthBefore = minorOf(await monthTotal(page).innerText());
  const countBefore = Number(await page.getByTestId('expenses-count').innerText());
  await expect(page.getByTestId('expenses-year')).toHaveValue(String(today.getFullYear()));

  // The spec's messages for an empty form; nothing is saved.
  await page.getByTestId('expenses-add').click();
  const dialog = page.getByTestId('expense-dialog');
  await expect(dialog.getByTestId('expense-date')).toHaveValue(
    `${today.getFullYear()}-${String(month).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`,
  );
  await expect(dialog.getByTestId('expense-amount')).toHaveAttribute('step', '0.01');
  await dialog.getByTestId('expense-save').click();
  await expect(dialog.getByTestId('expense-title-error')).toHaveText('Title is required');
  await expect(dialog.getByTestId('expense-amount-error')).toHaveText('Amount is required');
  await expect(dialog.getByTestId('expense-category-error')).toHaveText('Category is required');

  // A file that is not an image is refused before it is sent.
  await dialog.getByTestId('expense-receipt-input').setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7'),
  });
  await expect(dialog.getByTestId('expense-receipt-error')).toHaveText('The receipt must be a JPEG, PNG or WebP image');

  await dialog.getByTestId('expense-title').fill('E2E Generator fuel');
  await dialog.getByTestId('expense-amount').fill('125000.50');
  await dialog.getByTestId('expense-category').selectOption('utilities');
  await dialog.getByTestId('expense-description').fill('Diesel for the generator, 200 litres');
  const pickReceipt = async (name: string) => {
    await dialog
      .getByTestId('expense-receipt-input')
      .setInputFiles({ name, mimeType: 'image/png', buffer: receiptPng });
    await expect(dialog.getByTestId('expense-receipt-preview')).toBeVisible();
    await expect(dialog.getByTestId('expense-receipt-uploading')).toBeHidden();
  };
  // A wrong photo is taken away, and the right one picked.
  await pickReceipt('wrong-receipt.png');
  await dialog.getByTestId('expense-receipt-remove').click();
  await expect(dialog.getByTestId('expense-receipt-preview')).toBeHidden();
  await pickReceipt('fuel-receipt.png');
  await dialog.getByTestId('expense-save').click();
  await expect(toastTitle(page)).toHaveText('Expense added');
  await expect(dialog).toBeHidden();

  // In the list with its details, and in this month's total.
  const added = card(page, 'E2E Generator fuel');
  await expect(added.getByTestId('expense-card-amount')).toHaveText('125,001 IQD');
  await expect(added.getByTestId('expense-card-category')).toHaveText('Utilities');
  await expect(added.getByTestId('expense-card-description')).toHaveText('Diesel for the generator, 200 litres');
  await expect(page.getByTestId('expenses-count')).toHaveText(String(countBefore + 1));
  await expect.poll(async () => minorOf(await monthTotal(page).innerText())).toBe(monthBefore + 125_001);

  // "Receipt attached" opens the stored image.
  await added.getByTestId('expense-receipt').click();
  const image = page.getByTestId('receipt-viewer').getByTestId('receipt-image');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('receipt-viewer')).toBeHidden();

  // Filter by this month, then by category.
  await page.getByTestId('expenses-month').selectOption(String(month));
  await expect(card(page, 'E2E Generator fuel')).toBeVisible();
  const monthPrefix = new Intl.DateTimeFormat('en-US', { month: 'short' }).format(today);
  for (const date of await list(page).getByTestId('expense-card-date').allInnerTexts()) {
    expect(date.startsWith(monthPrefix)).toBe(true);
  }
  const monthCards = await list(page).locator('li').count();
  await expect(page.getByTestId('expenses-count')).toHaveText(String(monthCards));
  expect(minorOf(await page.getByTestId('expenses-filtered-total').innerText())).toBe(
    minorOf(await monthTotal(page).innerText()),
  );

  await page.getByTestId('expenses-category').selectOption('utilities');
  await expect(card(page, 'E2E Generator fuel')).toBeVisible();
  for (const badge of await list(page).getByTestId('expense-card-category').allInnerTexts())
    expect(badge).toBe('Utilities');
  await page.getByTestId('expenses-category').selectOption('marketing');
  await expect(card(page, 'E2E Generator fuel')).toHaveCount(0);

  // Clear Filters: month and category back to all, the year kept.
  await page.getByTestId('expenses-clear-filters').click();
  await expect(page.getByTestId('expenses-month')).toHaveValue('all');
  await expect(page.getByTestId('expenses-category')).toHaveValue('all');
  await expect(page.getByTestId('expenses-year')).toHaveValue(String(today.getFullYear()));
  await expect(page.getByTestId('expenses-count')).toHaveText(String(countBefore + 1));

  // Edit: a typo fixed and the amount changed.
  await card(page, 'E2E Generator fuel').getByTestId('expense-edit').click();
  await expect(dialog.getByTestId('expense-receipt-preview')).toBeVisible();
  await dialog.getByTestId('expense-title').fill('E2E Generator diesel');
  await dialog.getByTestId('expense-amount').fill('130000');
  await dialog.getByTestId('expense-save').click();
  await expect(toastTitle(page)).toHaveText('Expense updated');
  const edited = card(page, 'E2E Generator diesel');
  await expect(edited.getByTestId('expense-card-amount')).toHaveText('130,000 IQD');
  await expect(edited.getByTestId('expense-receipt')).toBeVisible();
  await expect.poll(async () => minorOf(await monthTotal(page).innerText())).toBe(monthBefore + 130_000);

  // Delete, after confirming.
  await edited.getByTestId('expense-delete').click();
  await page.getByTestId('expense-delete-confirm').click();
  await expect(toastTitle(page)).toHaveText('Expense deleted');
  await expect(card(page, 'E2E Generator diesel')).toHaveCount(0);
  await expect(page.getByTestId('expenses-count')).toHaveText(String(countBefore));
  await expect.poll(async () => minorOf(await monthTotal(page).innerText())).toBe(monthBefore);
});

test('the Expenses page in Arabic: right to left, translated filters and messages', async ({ page }) => {
  await page.goto('/expenses?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('page-title')).toHaveText('المصروفات');
  await expect(list(page)).toBeVisible();
  await expect(page.getByTestId('expenses-category').locator('option[value="salaries"]')).toHaveText('الرواتب والأجور');
  await page.getByTestId('expenses-add').click();
  await page.getByTestId('expense-save').click();
  await expect(page.getByTestId('expense-title-error')).toHaveText('العنوان مطلوب');
  await expect(page.getByTestId('expense-category-error')).toHaveText('الفئة مطلوبة');
});

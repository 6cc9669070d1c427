import { type Page, expect, test } from '@playwright/test';
import { demoDay } from '../support/business-day';
import { demo, signInAsManager } from '../support/session';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const amoxicillin = 'أموكسيسيلين 500 ملغ';
const gauze = 'شاش معقم';

/** Today's entry of the previous-days list as [completed, total]. */
async function todayCount(page: Page): Promise<[number, number]> {
  const text = await page
    .getByTestId(`shortage-history-${demoDay()}`)
    .getByTestId('shortage-history-count')
    .innerText();
  const match = /(\d+)\/(\d+)/.exec(text);
  if (!match) throw new Error(`no count in "${text}"`);
  return [Number(match[1]), Number(match[2])];
}

const row = (page: Page, name: string) => page.getByTestId('shortage-list').locator('li', { hasText: name });

test('a super-plan pharmacy keeps its shortage notebook in Arabic on a phone', async ({ page }) => {
  await page.goto('/auth?lng=ar');
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.goto('/shortage-notebook');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('page-title')).toHaveText('دفتر النواقص');
  await expect(page.getByTestId('shortage-day-heading')).toHaveText('نواقص اليوم');
  await expect(page.getByTestId('shortage-date')).toHaveValue(demoDay());
  await expect(page.getByTestId('shortage-history').locator('li')).toHaveCount(7);
  const [completed, total] = await todayCount(page);

  // A name is required: empty or blank, the dialog refuses it in Arabic and stays open.
  await page.getByTestId('shortage-add').click();
  await page.getByTestId('shortage-save').click();
  await expect(page.getByTestId('shortage-product-name-error')).toHaveText('اسم المنتج مطلوب');
  await page.getByTestId('shortage-product-name').fill('   ');
  await page.getByTestId('shortage-product-name').press('Enter');
  await expect(page.getByTestId('shortage-product-name-error')).toHaveText('اسم المنتج مطلوب');
  await expect(page.getByTestId('shortage-dialog')).toBeVisible();

  // Enter in the name field adds the item.
  await page.getByTestId('shortage-category').selectOption('medicine');
  await expect(page.getByTestId('shortage-priority')).toHaveValue('medium');
  await page.getByTestId('shortage-priority').selectOption('urgent');
  await page.getByTestId('shortage-notes').fill('طلبه زبونان');
  await page.getByTestId('shortage-product-name').fill(amoxicillin);
  await page.getByTestId('shortage-product-name').press('Enter');
  await expect(page.getByTestId('toast-title').last()).toHaveText('تمت إضافة العنصر');
  await expect(page.getByTestId('shortage-dialog')).toBeHidden();
  const first = row(page, amoxicillin);
  await expect(first.getByTestId('shortage-item-priority')).toHaveText('عاجلة');
  await expect(first.getByTestId('shortage-item-category')).toHaveText('أدوية');
  await expect(first.getByTestId('shortage-item-notes')).toHaveText('طلبه زبونان');

  await page.getByTestId('shortage-add').click();
  await page.getByTestId('shortage-product-name').fill(gauze);
  await page.getByTestId('shortage-save').click();
  const second = row(page, gauze);
  await expect(second.getByTestId('shortage-item-priority')).toHaveText('متوسطة');
  await expect(second.getByTestId('shortage-item-category')).toHaveText('أخرى');

  // Completing one: ticked, dated, and counted in today's history.
  // Clicked as a person does: the box follows once the change is taken (the list shows the
  // server's state, set ahead of its answer), so no check() that wants it in the same instant.
  await first.getByTestId('shortage-item-done').click();
  await expect(first.getByTestId('shortage-item-done')).toBeChecked();
  await expect(first).toHaveAttribute('data-completed', 'true');
  await expect(first.getByTestId('shortage-item-completed-at')).toContainText('أُنجز');
  await expect.poll(() => todayCount(page)).toEqual([completed + 1, total + 2]);

  // Deleting asks first.
  await second.getByTestId('shortage-item-delete').click();
  await page.getByTestId('shortage-delete-confirm').click();
  await expect(page.getByTestId('toast-title').last()).toHaveText('تم حذف العنصر');
  await expect(second).toHaveCount(0);
  await expect.poll(() => todayCount(page)).toEqual([completed + 1, total + 1]);

  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The item leads to the marketplace, searching for it.
  await first.getByTestId('shortage-item-marketplace').click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/marketplace' && url.searchParams.get('search') === amoxicillin,
  );
});

test('choosing a previous day shows its list, and the business’s today comes back with one tap', async ({ page }) => {
  await page.goto('/auth?lng=ar');
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.goto('/shortage-notebook');
  const yesterday = demoDay(-1);
  await page.getByTestId(`shortage-history-${yesterday}`).click();
  await expect(page.getByTestId(`shortage-history-${yesterday}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('shortage-date')).toHaveValue(yesterday);
  await expect(page.getByTestId('shortage-day-heading')).not.toHaveText('نواقص اليوم');
  await page.getByTestId('shortage-day-today').click();
  await expect(page.getByTestId('shortage-date')).toHaveValue(demoDay());
  await expect(page.getByTestId('shortage-day-heading')).toHaveText('نواقص اليوم');
});

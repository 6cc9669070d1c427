import { expect, test } from '@playwright/test';
import { demo } from '../support/session';

const out = '/tmp/a11y-shots';
for (const view of [
  { lang: 'ar', width: 390, height: 844 },
  { lang: 'en', width: 1280, height: 800 },
]) {
  test(`shots ${view.lang} ${view.width}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ locale: view.lang, viewport: { width: view.width, height: view.height } });
    await context.request.post('/api/auth/login', { data: demo.pharmacy });
    const page = await context.newPage();
    await page.goto('/inventory');
    await page.getByTestId('inventory-page').waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/inventory-${view.lang}-${view.width}.png` });
    await page.goto('/transfers');
    await page.getByTestId('transfers-send').click();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${out}/transfer-${view.lang}-${view.width}.png` });
    await page.goto('/ai-assistant');
    await page.getByTestId('assistant-input').fill(view.lang === 'ar' ? 'كم عندنا اموكسيسيلين؟' : 'How many amoxicillin do we have?');
    await page.getByTestId('assistant-send').click();
    await expect(page.locator('[data-role="assistant"]').last()).toBeVisible();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/assistant-${view.lang}-${view.width}.png`, fullPage: true });
    await page.goto('/settings');
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `${out}/settings-${view.lang}-${view.width}.png` });
    await context.close();
  });
}

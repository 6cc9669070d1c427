import { type Browser, expect, test } from '@playwright/test';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift';
import { demo, signInAsManager } from '../support/session';

// Issue 28: the till does not jump while it loads, so a tap during load lands on what the cashier
// saw. From a fresh profile, signed in, a visit to /pos is watched by a layout-shift observer until
// the products are listed and the offline copy is saved; its cumulative layout shift (the sum of
// the shifts a person did not cause) stays under 0.05, on a desktop and on a phone.

async function tillLayoutShift(browser: Browser, viewport: { width: number; height: number }, lng: string) {
  const context = await browser.newContext({ viewport, locale: lng });
  try {
    const page = await context.newPage();
    await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
    await expect(page).not.toHaveURL(/\/auth/);
    await watchLayoutShifts(page);
    await page.goto(`/pos?lng=${lng}`);
    await expect(page.getByTestId('pos-products-count')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('offline-copy')).toHaveAttribute('data-offline-copy', 'saved', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return await layoutShifts(page);
  } finally {
    await context.close();
  }
}

for (const [name, viewport, lng] of [
  ['a desktop, in English', { width: 1280, height: 800 }, 'en'],
  ['a phone, in Arabic', { width: 390, height: 844 }, 'ar'],
] as const) {
  test(`the till does not jump while it loads on ${name}`, async ({ browser }) => {
    const shifts = await tillLayoutShift(browser, viewport, lng);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.05);
  });
}

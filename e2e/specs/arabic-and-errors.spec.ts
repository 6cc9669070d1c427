import { expect, test } from '@playwright/test';
import { demo, signInAsManager } from '../support/session';

test('the Arabic interface is right-to-left and shows no English labels', async ({ page }) => {
  await page.goto('/auth?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('manager-login-submit')).toHaveText('تسجيل الدخول كمدير');
  const visibleText = await page.locator('body').innerText();
  for (const english of ['Sign In as Manager', 'Team Member', 'Register', 'Password']) {
    expect(visibleText).not.toContain(english);
  }

  // The choice is remembered: the signed-in app stays Arabic and mirrored.
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const sidebar = await page.getByTestId('sidebar').boundingBox();
  const main = await page.getByTestId('main').boundingBox();
  expect(sidebar && main && sidebar.x > main.x).toBe(true);
});

test('a wrong password in Arabic shows the Arabic failure toast', async ({ page }) => {
  await page.goto('/auth?lng=ar');
  await page.locator('#manager-email').fill(demo.pharmacy.email);
  await page.locator('#manager-password').fill('wrong-password');
  await page.getByTestId('manager-login-submit').click();
  await expect(page.getByTestId('toast-title')).toHaveText('فشل تسجيل الدخول');
});

test('a crash shows the error screen with Reload App and Clear & Restart', async ({ page }) => {
  await page.goto('/__crash');
  const screen = page.getByTestId('app-error');
  await expect(screen.getByRole('heading')).toHaveText('App Error');
  await expect(screen).toContainText('The app encountered an error and needs to restart.');
  await expect(page.getByTestId('reload-app')).toHaveText('Reload App');
  await page.evaluate(() => localStorage.setItem('e2e-marker', 'stale'));
  await page.getByTestId('clear-restart').click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('e2e-marker'))).toBeNull();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.getByTestId('not-found-home').click();
  await expect(page).toHaveURL(/\/$/);
});

// Issue 28: the Manager form validates with the domain contract without react-hook-form
// (lib/contract-form.ts); it must behave as before: errors on submit, focus on the first, re-checked as you type.
test('the sign-in form shows its field errors on submit, focuses the first and clears one once fixed', async ({
  page,
}) => {
  await page.goto('/auth?lng=en');
  await page.getByTestId('manager-login-submit').click();
  await expect(page.getByTestId('manager-email-error')).toHaveText('Please enter a valid email address');
  await expect(page.getByTestId('manager-password-error')).toBeVisible();
  await expect(page.locator('#manager-email')).toBeFocused();
  await expect(page.locator('#manager-email')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('#manager-email').fill(demo.pharmacy.email);
  await expect(page.getByTestId('manager-email-error')).toHaveCount(0);
  await expect(page.getByTestId('manager-password-error')).toBeVisible();
  await page.locator('#manager-password').fill(demo.pharmacy.password);
  await page.getByTestId('manager-login-submit').click();
  await expect(page).not.toHaveURL(/\/auth/);
});

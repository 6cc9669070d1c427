import { expect, test } from '@playwright/test';
import { demo, sidebarAreas, signInAsManager, signInAsTeamMember } from '../support/session';

test('a basic-plan retailer sees only home, marketplace, offline and settings', async ({ page }) => {
  await signInAsManager(page, demo.store.email, demo.store.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  expect((await sidebarAreas(page)).sort()).toEqual(['home', 'marketplace', 'offline', 'settings']);
  await page.goto('/pos');
  await expect(page.getByTestId('no-access')).toContainText("You don't have access to this page");
});

test('a team member with pos and sales sees exactly those, plus home and offline', async ({ page }) => {
  await signInAsTeamMember(page, demo.cashier.username, demo.cashier.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  expect((await sidebarAreas(page)).sort()).toEqual(['home', 'offline', 'pos', 'sales']);
  await expect(page.getByTestId('home-card-pos')).toBeVisible();
  await expect(page.getByTestId('home-card-sales')).toBeVisible();
  await expect(page.getByTestId('home-card-inventory')).toHaveCount(0);
});

test('a super-plan pharmacy sees its full menu, and the phone layout has the bottom bar', async ({ page }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const areas = await sidebarAreas(page);
  expect(areas).toEqual(
    expect.arrayContaining(['pos', 'inventory', 'sales', 'dashboard', 'suppliers', 'teamManagement', 'marketplace']),
  );
  expect(areas).not.toContain('superadmin');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('bottom-nav')).toBeVisible();
  await page.getByTestId('bottom-nav-inventory').click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page.getByTestId('bottom-nav-inventory')).toHaveAttribute('aria-current', 'page');
});

test('a wrong password shows "Login failed"', async ({ page }) => {
  await signInAsManager(page, demo.pharmacy.email, 'not-the-password');
  await expect(page.getByTestId('toast-title')).toHaveText('Login failed');
  await expect(page.getByTestId('toast-description')).toHaveText('Invalid email or password');
});

test('signing out ends the session and returns to the landing page', async ({ page }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.getByTestId('home-logout').click();
  await expect(page.getByTestId('landing-sign-in')).toBeVisible();
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(401);
});

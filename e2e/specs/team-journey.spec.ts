import { expect, test } from '@playwright/test';
import { demo, sidebarAreas, signInAsManager, signInAsTeamMember } from '../support/session';

test('an owner adds a member with generated credentials, who then signs in with them', async ({ page }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.goto('/team-management');
  await expect(page.getByTestId('team-member-cashier')).toBeVisible();

  await page.getByTestId('team-add').click();
  await page.getByTestId('team-username').fill('cashier');
  await expect(page.getByTestId('team-username-status')).toHaveText('The username is unavailable');
  await expect(page.getByTestId('team-save')).toBeDisabled();

  await page.getByTestId('team-generate-username').click();
  await expect(page.getByTestId('team-username')).toHaveValue(/^user\d{6}$/);
  await expect(page.getByTestId('team-username-status')).toHaveText('The username is available');
  await page.getByTestId('team-generate-password').click();
  await expect(page.getByTestId('team-password')).toHaveAttribute('type', 'text');
  await expect(page.getByTestId('team-password')).toHaveValue(/^[A-Z0-9]{6}$/);
  const username = await page.getByTestId('team-username').inputValue();
  const password = await page.getByTestId('team-password').inputValue();
  await page.getByTestId('team-firstName').fill('Noor');
  await page.getByTestId('team-role').selectOption('inventory_clerk');
  await page.getByTestId('team-permission-inventory').check();
  await page.getByTestId('team-save').click();

  await expect(page.getByTestId('toast-title')).toHaveText('Team Member Added');
  await expect(page.getByTestId('team-credentials-username')).toHaveText(username);
  await expect(page.getByTestId('team-credentials-password')).toHaveText(password);
  await page.getByTestId('team-credentials-done').click();
  const card = page.getByTestId(`team-member-${username}`);
  await expect(card).toContainText('Inventory Clerk');
  await expect(card.getByTestId('team-member-status')).toHaveText('Active');

  await page.context().clearCookies();
  await signInAsTeamMember(page, username, password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  expect((await sidebarAreas(page)).sort()).toEqual(['home', 'inventory', 'offline', 'recalls', 'reorder']);
});

test('a deactivated member cannot sign in; deleting asks first', async ({ page, playwright }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const created = await page.request.post('/api/team-members', {
    data: { username: 'e2e.leaver', password: 'leaver1', permissions: ['pos'] },
  });
  expect(created.status()).toBe(201);
  await page.goto('/team-management');

  await page.getByTestId('team-toggle-e2e.leaver').click();
  await expect(page.getByTestId('toast-title')).toHaveText('Team Member Updated');
  await expect(page.getByTestId('team-member-e2e.leaver').getByTestId('team-member-status')).toHaveText('Inactive');
  const anonymous = await playwright.request.newContext({ baseURL: page.url() });
  const login = await anonymous.post('/api/auth/team-login', { data: { username: 'e2e.leaver', password: 'leaver1' } });
  expect(login.ok()).toBe(false);
  await anonymous.dispose();

  await page.getByTestId('team-delete-e2e.leaver').click();
  await page.getByTestId('team-delete-cancel').click();
  await expect(page.getByTestId('team-member-e2e.leaver')).toBeVisible();
  await page.getByTestId('team-delete-e2e.leaver').click();
  await page.getByTestId('team-delete-confirm').click();
  await expect(page.getByTestId('toast-title')).toHaveText('Team Member Deleted');
  await expect(page.getByTestId('team-member-e2e.leaver')).toHaveCount(0);
});

test('the Team page reads right to left in Arabic', async ({ page }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.goto('/team-management?lng=ar');
  await expect(page.getByTestId('page-title')).toHaveText('إدارة الفريق');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('team-member-cashier')).toContainText('أمين صندوق');
});

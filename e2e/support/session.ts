import { type Page, expect } from '@playwright/test';

/** Signs in through the Manager tab, as a person would. */
export async function signInAsManager(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByTestId('tab-manager').click();
  await page.locator('#manager-email').fill(email);
  await page.locator('#manager-password').fill(password);
  await page.getByTestId('manager-login-submit').click();
}

export async function signInAsTeamMember(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await page.getByTestId('tab-team').click();
  await page.locator('#team-username').fill(username);
  await page.locator('#team-password').fill(password);
  await page.getByTestId('team-login-submit').click();
}

/** The areas the desktop sidebar offers, in order. */
export async function sidebarAreas(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeVisible();
  const ids = await sidebar
    .locator('[data-testid^="nav-"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace(/^nav-/, ''));
}

export const demo = {
  pharmacy: { email: 'pharmacy@demo.assist', password: 'demo1234' },
  store: { email: 'store@demo.assist', password: 'demo1234' },
  supplier: { email: 'supplier@demo.assist', password: 'demo1234' },
  cashier: { username: 'cashier', password: 'demo1234' },
};

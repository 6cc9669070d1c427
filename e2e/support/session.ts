import { type APIRequestContext, type Page, expect } from '@playwright/test';

/**
 * Signs in through the API (the session cookie lands in the request's context). When the address's
 * sign-in budget asks to wait (other specs' wrong passwords from this same loopback address), it
 * waits as asked and tries again, as the sign-in form does.
 */
export async function signInByApi(request: APIRequestContext, credentials: { email: string; password: string }) {
  for (let attempt = 0; ; attempt++) {
    const answer = await request.post('/api/auth/login', { data: credentials });
    const body = answer.ok() ? '' : await answer.text();
    if (answer.status() === 429 && body.includes('sign_in_delayed') && attempt < 5) {
      const wait = (JSON.parse(body) as { retryAfterSeconds?: number }).retryAfterSeconds ?? 1;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
      continue;
    }
    expect(answer.ok(), body).toBe(true);
    return;
  }
}

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

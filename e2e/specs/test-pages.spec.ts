import { type Page, expect, test } from '@playwright/test';
import { admin } from '../support/env';
import { demo, signInAsManager } from '../support/session';

const checkNames = ['database', 'migrations', 'sessionStore', 'mailTransport', 'offlineBundle'];

/** The superadmin signs in and goes to the dashboard by the menu, where the test pages are linked. */
async function openSuperadminDashboard(page: Page) {
  await signInAsManager(page, admin.email, admin.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.getByTestId('nav-superadmin').click();
  await expect(page.getByTestId('superadmin-page')).toBeVisible();
}

test('the superadmin reaches the system checks from the dashboard, sees all five, and runs them again', async ({
  page,
}) => {
  await openSuperadminDashboard(page);
  await page.getByTestId('test-page-links').getByRole('link', { name: 'System Checks' }).click();
  await expect(page).toHaveURL(/\/test-optimizations$/);
  await expect(page.getByTestId('page-title')).toHaveText('Test Optimizations');
  for (const name of checkNames) await expect(page.getByTestId(`check-${name}`)).toBeVisible();
  await expect(page.getByTestId('check-database')).toHaveAttribute('data-status', 'ok');
  await expect(page.getByTestId('check-database')).toContainText('Database reachable');
  await expect(page.getByTestId('check-migrations')).toHaveAttribute('data-status', 'ok');
  await expect(page.getByTestId('check-sessionStore')).toHaveAttribute('data-status', 'ok');
  // The e2e server serves the built app: its service worker and every precached file are there.
  await expect(page.getByTestId('check-offlineBundle')).toHaveAttribute('data-status', 'ok');
  await expect(page.getByTestId('check-offlineBundle').getByTestId('check-detail')).toContainText('/sw.js served');
  // No SMTP_URL here: mail goes to the outbox, and the check says so.
  await expect(page.getByTestId('check-mailTransport')).toHaveAttribute('data-status', 'warn');

  const firstRun = await page.getByTestId('checks-time').textContent();
  const rerun = page.waitForResponse((r) => r.url().endsWith('/api/performance/checks') && r.status() === 200);
  await page.getByTestId('run-tests-again').click();
  const answer = await (await rerun).json();
  expect(answer.checks).toHaveLength(5);
  await expect(page.getByTestId('check-database').getByTestId('check-ms')).toContainText(
    `${answer.checks[0].ms < 10 ? answer.checks[0].ms.toFixed(2) : answer.checks[0].ms.toFixed(1)} ms`,
  );
  expect(firstRun).toBeTruthy();
});

test('the superadmin runs the load test to 100% and gets a grade, with the measured figures', async ({ page }) => {
  await openSuperadminDashboard(page);
  await page.getByTestId('test-page-links').getByRole('link', { name: 'Load Test' }).click();
  await expect(page).toHaveURL(/\/load-test$/);
  await expect(page.getByTestId('page-title')).toHaveText('Load Test');
  await expect(page.getByTestId('load-test-percent')).toHaveText('0%');
  await expect(page.getByTestId('server-stats')).toBeVisible();

  await page.getByTestId('start-load-test').click();
  await expect(page.getByTestId('load-test-percent')).toHaveText('100%', { timeout: 45_000 });
  await expect(page.getByTestId('load-test-progress')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('load-test-count')).toHaveText('110 of 110 requests');
  const results = page.getByTestId('load-test-results');
  await expect(results.locator('[data-grade]').first()).toHaveText(/^[ABCD]$/);
  await expect(page.getByTestId('load-test-average')).toContainText('over 110 requests');
  for (const kind of ['health', 'stats', 'authCheck', 'costEstimate']) {
    await expect(page.getByTestId(`load-kind-${kind}`).locator('[data-grade]')).toHaveText(/^[ABCD]$/);
  }
  await expect(page.getByTestId('load-kind-health')).toContainText('50');
  // The server counted the run: at least the 110 requests just sent.
  const served = Number((await page.getByTestId('stats-requests').locator('dd').textContent())?.replace(/,/g, ''));
  expect(served).toBeGreaterThanOrEqual(110);
  await expect(page.getByTestId('cost-estimate')).toContainText('Projected for 100 clients');
  // The spec's claimed savings, said as claims beside the measured figures.
  await expect(page.getByTestId('cost-claims')).toContainText(
    '30-50 percent fewer requests, 20-40 percent compute savings and 21-32 dollars monthly savings per 100 clients',
  );
});

test('a shop owner has no access to the test pages, on screen or through the API', async ({ page }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  for (const path of ['/test-optimizations', '/load-test']) {
    await page.goto(path);
    await expect(page.getByTestId('no-access')).toContainText("You don't have access to this page");
  }
  for (const path of ['/api/performance/checks', '/api/performance/stats', '/api/performance/cost-estimate']) {
    expect((await page.request.get(path)).status()).toBe(403);
  }
});

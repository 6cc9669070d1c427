import { type Page, expect, test } from '@playwright/test';
import { admin } from '../support/env';
import { demo, signInAsManager } from '../support/session';

async function openDashboard(page: Page) {
  await signInAsManager(page, admin.email, admin.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.goto('/superadmin-dashboard');
  await expect(page.getByTestId('superadmin-stats')).toBeVisible();
}

test('the superadmin changes a plan and extends a subscription from the Manage User dialog', async ({ page }) => {
  await openDashboard(page);
  const row = page.getByTestId(`superadmin-user-row-${demo.store.email}`);
  await expect(row.getByTestId('superadmin-plan-badge')).toHaveText('Basic');

  await page.getByTestId(`superadmin-manage-${demo.store.email}`).click();
  const dialog = page.getByTestId('superadmin-manage-dialog');
  await page.getByTestId('superadmin-plan-select').selectOption('advance');
  await expect(page.getByTestId('toast-title')).toHaveText('User Updated');
  await expect(row.getByTestId('superadmin-plan-badge')).toHaveText('Advance');

  await page.getByTestId('superadmin-set-default').click();
  await expect(dialog.getByTestId('superadmin-status-badge')).toHaveText('Trial');
  await page.getByTestId('superadmin-extend-year').click();
  await expect(dialog.getByTestId('superadmin-status-badge')).toHaveText('Active');

  // Back to where it was, for the other journeys.
  await page.getByTestId('superadmin-plan-select').selectOption('basic');
  await expect(row.getByTestId('superadmin-plan-badge')).toHaveText('Basic');
});

test('a deleted account waits in the deleted tab, and comes back pending until activated', async ({ page }) => {
  await openDashboard(page);
  await page.getByTestId(`superadmin-manage-${demo.supplier.email}`).click();
  await page.getByTestId('superadmin-delete').click();
  await page.getByTestId('superadmin-delete-confirm').click();
  await expect(page.getByTestId('toast-title')).toHaveText('User Deleted');
  await expect(page.getByTestId(`superadmin-user-row-${demo.supplier.email}`)).toHaveCount(0);

  await page.getByTestId('superadmin-tab-deleted').click();
  await page.getByTestId(`superadmin-restore-${demo.supplier.email}`).click();
  await expect(page.getByTestId('toast-title')).toHaveText('User Restored');
  await expect(page.getByTestId(`superadmin-deleted-row-${demo.supplier.email}`)).toHaveCount(0);

  await page.getByTestId('superadmin-tab-users').click();
  const row = page.getByTestId(`superadmin-user-row-${demo.supplier.email}`);
  await expect(row.getByTestId('superadmin-status-badge')).toHaveText('Pending');
  await page.getByTestId(`superadmin-manage-${demo.supplier.email}`).click();
  await page.getByTestId('superadmin-activate').click();
  await expect(page.getByTestId('toast-title')).toHaveText('User Updated');
  await expect(row.getByTestId('superadmin-status-badge')).not.toHaveText('Pending');
});

test('system settings are saved on the server', async ({ page }) => {
  await openDashboard(page);
  await page.getByTestId('superadmin-tab-settings').click();
  await expect(page.getByTestId('superadmin-trialDays')).toHaveValue('30');
  await page.getByTestId('superadmin-trialDays').fill('45');
  await page.getByTestId('superadmin-settings-save').click();
  await expect(page.getByTestId('toast-title')).toHaveText('Settings Updated');

  await page.reload();
  await page.getByTestId('superadmin-tab-settings').click();
  await expect(page.getByTestId('superadmin-trialDays')).toHaveValue('45');
  await page.getByTestId('superadmin-trialDays').fill('30');
  await page.getByTestId('superadmin-settings-save').click();
  await expect(page.getByTestId('toast-title')).toHaveText('Settings Updated');
});

test('Back up now writes a backup the backups tab then shows, with its size', async ({ page }) => {
  await openDashboard(page);
  await page.getByTestId('superadmin-tab-backups').click();
  await expect(page.getByTestId('backups-card')).toBeVisible();
  // The daily job may have written one already (a fresh server backs up within its first minute).
  const file = page.getByTestId('backups-file');
  const before = (await file.count()) > 0 ? await file.textContent() : '';
  await page.getByTestId('backups-now').click();
  await expect(page.getByTestId('toast-title')).toHaveText('Backup written');
  await expect(file).toHaveText(/^assist-.*\.backup$/);
  await expect(file).not.toHaveText(before ?? '');
  await expect(page.getByTestId('backups-size')).toHaveText(/\d.*B$/);
  await expect(page.getByTestId('backups-failure')).toHaveCount(0);
});

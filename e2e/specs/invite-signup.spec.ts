import { type Page, expect, test } from '@playwright/test';
import { admin } from '../support/env';
import { readInviteLink } from '../support/outbox';
import { signInAsManager } from '../support/session';

async function openUsersTab(page: Page) {
  await signInAsManager(page, admin.email, admin.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.goto('/superadmin-dashboard');
  await expect(page.getByTestId('superadmin-stats')).toBeVisible();
}

async function invite(page: Page, email: string, plan: string) {
  await page.getByTestId('superadmin-invite-open').click();
  const dialog = page.getByTestId('invite-dialog');
  await dialog.locator('#invite-email').fill(email);
  await dialog.locator('#invite-plan').selectOption(plan);
  await dialog.locator('#invite-type').selectOption('retailer');
  await dialog.getByTestId('invite-submit').click();
}

test('the superadmin invites a pharmacy by e-mail; the owner sets a password, completes signup and lands in the app', async ({
  page,
  browser,
}) => {
  const email = `invited-${Date.now()}@e2e.assist`;
  await openUsersTab(page);
  await invite(page, email, 'advance');
  await expect(page.getByTestId('toast-title')).toHaveText('Invitation sent');
  await expect(page.getByTestId('invite-dialog')).toBeHidden();

  // The invited account waits in the users list.
  await page.getByTestId('superadmin-search').fill(email);
  const row = page.getByTestId(`superadmin-user-row-${email}`);
  await expect(row.getByTestId('superadmin-invited-badge')).toHaveText('Invited');
  await expect(row.getByTestId('superadmin-plan-badge')).toHaveText('Advance');

  // An e-mail already registered is refused.
  await invite(page, admin.email, 'basic');
  await expect(page.getByTestId('invite-error')).toHaveText('An account with this email already exists');
  await page.keyboard.press('Escape');

  // The owner opens the link from the e-mail in a browser of their own.
  const link = await readInviteLink(email);
  const ownerContext = await browser.newContext({ timezoneId: 'Asia/Riyadh' });
  const owner = await ownerContext.newPage();
  await owner.goto(link);
  await expect(owner.getByTestId('invite-accept')).toContainText(email);
  await owner.locator('#invite-password').fill('pharma1');
  await owner.locator('#invite-confirm').fill('pharma2');
  await owner.getByTestId('invite-accept-submit').click();
  await expect(owner.getByTestId('invite-confirm-error')).toHaveText("Passwords don't match");
  await owner.locator('#invite-confirm').fill('pharma1');
  // The currency and zone are asked: the browser's zone and its currency, the currency following a new zone.
  await expect(owner.locator('#invite-time-zone')).toHaveValue('Asia/Riyadh');
  await expect(owner.locator('#invite-currency')).toHaveValue('SAR');
  await owner.locator('#invite-time-zone').fill('Asia/Dubai');
  await expect(owner.locator('#invite-currency')).toHaveValue('AED');
  await owner.getByTestId('invite-accept-submit').click();

  // Signed in: the signup-completion screen, the business type already chosen by the superadmin.
  await expect(owner.getByTestId('signup-completion')).toBeVisible();
  await expect(owner.getByTestId('signup-userType-retailer')).toBeChecked();
  await owner.locator('#signup-firstName').fill('Lina');
  await owner.locator('#signup-lastName').fill('Hassan');
  await owner.locator('#signup-businessName').fill('Lina Pharmacy');
  await owner.locator('#signup-businessPhone').fill('+964 770 333 4444');
  await owner.locator('#signup-businessLocation').fill('Basra');
  // What was chosen on accepting is kept.
  await expect(owner.locator('#signup-time-zone')).toHaveValue('Asia/Dubai');
  await expect(owner.locator('#signup-currency')).toHaveValue('AED');
  await owner.getByTestId('signup-submit').click();
  await expect(owner.getByTestId('home-page')).toBeVisible();

  // The link worked once.
  await owner.goto(link);
  await expect(owner.getByTestId('invite-link-error')).toHaveText(
    'This invitation has already been used. Sign in with your e-mail and password.',
  );
  await ownerContext.close();

  // The account is no longer waiting, and its owner signs in with the chosen password.
  await page.reload();
  await page.getByTestId('superadmin-search').fill(email);
  await expect(row).toContainText('Lina Pharmacy');
  await expect(row.getByTestId('superadmin-invited-badge')).toHaveCount(0);
  const again = await browser.newContext();
  const later = await again.newPage();
  await signInAsManager(later, email, 'pharma1');
  await expect(later.getByTestId('home-page')).toBeVisible();
  await again.close();
});

test('an invitation link nobody sent says so, in Arabic on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ar' });
  const page = await context.newPage();
  await page.goto(`/invite/${'n'.repeat(43)}?lng=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('invite-link-error')).toHaveText('رابط الدعوة هذا غير صالح. اطلب دعوة جديدة.');
  await expect(page.getByTestId('invite-sign-in')).toHaveText('الذهاب إلى تسجيل الدخول');
  await context.close();
});

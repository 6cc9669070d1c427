import { expect, test } from '@playwright/test';
import { admin } from '../support/env';
import { readOtp } from '../support/outbox';
import { signInAsManager } from '../support/session';

// A browser in Baghdad: the form offers its zone and the Iraqi dinar (issue 26, defect 6).
test.use({ timezoneId: 'Asia/Baghdad' });

test('a new pharmacy registers, verifies its e-mail, is activated by the superadmin and reaches home', async ({
  page,
  browser,
}) => {
  const email = `owner-${Date.now()}@e2e.assist`;
  await page.goto('/auth');
  await page.getByTestId('tab-register').click();
  await page.locator('#register-email').fill(email);
  await page.locator('#register-firstName').fill('Huda');
  await page.locator('#register-lastName').fill('Karim');
  await page.locator('#register-password').fill('pharma123');
  await page.locator('#register-confirmPassword').fill('pharma123');
  await page.locator('#register-businessName').fill('Huda Pharmacy');
  await page.locator('#register-businessPhone').fill('+964 770 111 2222');
  await page.locator('#register-businessLocation').fill('Mosul');
  await page.locator('#register-retailerType').selectOption('pharmacy');
  await expect(page.locator('#register-time-zone')).toHaveValue('Asia/Baghdad');
  await expect(page.locator('#register-currency')).toHaveValue('IQD');
  await page.getByTestId('register-submit').click();

  await expect(page.getByTestId('toast-title')).toHaveText('Registration successful');
  await expect(page.getByTestId('tab-verify')).toHaveAttribute('data-state', 'active');
  await expect(page.locator('#verify-email')).toHaveValue(email);

  await page.locator('#verify-otp').fill(await readOtp(email));
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('toast-description')).toHaveText(
    'Email verified successfully. You can now log in to your account.',
  );
  await expect(page.getByTestId('tab-manager')).toHaveAttribute('data-state', 'active');
  await expect(page.locator('#manager-email')).toHaveValue(email);

  await page.locator('#manager-password').fill('pharma123');
  await page.getByTestId('manager-login-submit').click();
  await expect(page.getByTestId('awaiting-activation')).toBeVisible();

  // The superadmin finds the account on its dashboard and activates it (in a browser of its own).
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAsManager(adminPage, admin.email, admin.password);
  await expect(adminPage.getByTestId('home-page')).toBeVisible();
  await adminPage.goto('/superadmin-dashboard');
  await adminPage.getByTestId('superadmin-search').fill(email);
  await expect(adminPage.getByTestId(`superadmin-user-row-${email}`).getByTestId('superadmin-status-badge')).toHaveText(
    'Pending',
  );
  await adminPage.getByTestId(`superadmin-manage-${email}`).click();
  await adminPage.getByTestId('superadmin-activate').click();
  await expect(adminPage.getByTestId('superadmin-activate')).toHaveAttribute('data-active', 'true');
  await adminContext.close();

  await page.getByTestId('check-activation').click();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('home-card-pos')).toBeVisible();
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me).toMatchObject({ timeZone: 'Asia/Baghdad', preferredCurrency: 'IQD' });
});

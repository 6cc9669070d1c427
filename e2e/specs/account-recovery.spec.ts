import { expect, test } from '@playwright/test';
import { openBusiness } from '../support/businesses';
import { readOtp } from '../support/outbox';

/** Issue 27 item 2: "Forgot password?" from the sign-in page to signed in with the new password. */
for (const { locale, viewport, texts } of [
  {
    locale: 'en' as const,
    viewport: { width: 1280, height: 800 },
    texts: { link: 'Forgot password?', changed: 'Password changed' },
  },
  {
    locale: 'ar' as const,
    viewport: { width: 390, height: 844 },
    texts: { link: 'نسيت كلمة المرور؟', changed: 'تم تغيير كلمة المرور' },
  },
]) {
  test(`an owner resets a forgotten password (${locale}); the old session ends`, async ({ browser }) => {
    // Signed in on another device with the old password.
    const owner = await openBusiness(browser, { businessName: `Reset Pharmacy ${locale}`, signIn: 'screen' });

    const context = await browser.newContext({ viewport, locale });
    await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), locale);
    const page = await context.newPage();
    await page.goto('/auth');
    await page.locator('#manager-email').fill(owner.email);
    await page.getByTestId('forgot-password-link').click();
    await expect(page.getByTestId('forgot-password-link')).toHaveCount(0);
    await expect(page.locator('#forgot-email')).toHaveValue(owner.email);
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByTestId('forgot-send').click();
    await expect(page.getByTestId('reset-intro')).toContainText(owner.email);

    await page.locator('#reset-code').fill(await readOtp(owner.email));
    await page.locator('#reset-password').fill('new-pass-456');
    await page.locator('#reset-confirm').fill('new-pass-456');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('toast-title')).toHaveText(texts.changed);
    await expect(page.locator('#manager-email')).toHaveValue(owner.email);
    await page.locator('#manager-password').fill('new-pass-456');
    await page.getByTestId('manager-login-submit').click();
    await expect(page.getByTestId('home-page')).toBeVisible();

    // The device signed in before with the old password is signed out.
    const before = await owner.page.request.get('/api/auth/user');
    expect(before.status()).toBe(401);
    await context.close();
    await owner.context.close();
  });
}

/** Issue 27 item 3: an owner who registered and left comes back another day and verifies. */
test('an unverified owner comes back later and reaches the code from the sign-in', async ({ page }) => {
  const email = `later-${Date.now()}@e2e.assist`;
  const register = await page.request.post('/api/auth/register', {
    data: {
      email,
      password: 'later-pass-1',
      firstName: 'Layla',
      lastName: 'Hadi',
      businessName: 'Later Pharmacy',
      businessPhone: '+964 770 333 4444',
      businessLocation: 'Basra',
      userType: 'retailer',
      retailerType: 'pharmacy',
    },
  });
  expect(register.ok(), await register.text()).toBe(true);
  await readOtp(email);

  // A new visit: the Verify tab is closed; signing in offers the way to the code.
  await page.goto('/auth');
  await expect(page.getByTestId('tab-verify')).toBeDisabled();
  await page.locator('#manager-email').fill(email);
  await page.locator('#manager-password').fill('later-pass-1');
  await page.getByTestId('manager-login-submit').click();
  await expect(page.getByTestId('unverified-note')).toContainText(email);
  await expect(page.getByTestId('unverified-send-code')).toBeVisible();
  await page.getByTestId('unverified-enter-code').click();
  await expect(page.getByTestId('tab-verify')).toHaveAttribute('data-state', 'active');
  await expect(page.locator('#verify-email')).toHaveValue(email);
  await page.locator('#verify-otp').fill(await readOtp(email));
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('tab-manager')).toHaveAttribute('data-state', 'active');
  await page.locator('#manager-password').fill('later-pass-1');
  await page.getByTestId('manager-login-submit').click();
  await expect(page.getByTestId('unverified-note')).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/auth$/);
});

/** Issue 27 item 1: a stranger registered the owner's e-mail first; the owner's code decides. */
test("the mailbox's owner registers after a stranger, enters the code, and the account is the owner's", async ({
  page,
}) => {
  const email = `claimed-${Date.now()}@e2e.assist`;
  const squatted = await page.request.post('/api/auth/register', {
    data: {
      email,
      password: 'stranger-pass',
      firstName: 'Eve',
      lastName: 'Stranger',
      businessName: 'Stranger Shop',
      businessPhone: '+964 770 999 0000',
      businessLocation: 'Nowhere',
      userType: 'retailer',
      retailerType: 'pharmacy',
    },
  });
  expect(squatted.ok()).toBe(true);

  await page.goto('/auth');
  await page.getByTestId('tab-register').click();
  await page.locator('#register-email').fill(email);
  await page.locator('#register-firstName').fill('Huda');
  await page.locator('#register-lastName').fill('Karim');
  await page.locator('#register-password').fill('owner-pass-1');
  await page.locator('#register-confirmPassword').fill('owner-pass-1');
  await page.locator('#register-businessName').fill('Huda Pharmacy');
  await page.locator('#register-businessPhone').fill('+964 770 111 2222');
  await page.locator('#register-businessLocation').fill('Mosul');
  await page.locator('#register-retailerType').selectOption('pharmacy');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('verify-pending')).toContainText('replace the earlier registration');
  await page.locator('#verify-otp').fill(await readOtp(email));
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('tab-manager')).toHaveAttribute('data-state', 'active');

  const stranger = await page.request.post('/api/auth/login', { data: { email, password: 'stranger-pass' } });
  expect(stranger.status()).toBe(401);
  await page.locator('#manager-password').fill('owner-pass-1');
  await page.getByTestId('manager-login-submit').click();
  await expect(page).not.toHaveURL(/\/auth$/);
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me.businessName).toBe('Huda Pharmacy');
});

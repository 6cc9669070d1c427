import { type Page, expect, test } from '@playwright/test';
import { readOtp } from '../support/outbox';
import { demo, signInAsManager } from '../support/session';

const shots = '/tmp/e2e-trust';

const registration = (email: string, password: string) => ({
  email,
  password,
  firstName: 'Huda',
  lastName: 'Karim',
  businessName: 'Huda Pharmacy',
  businessPhone: '+964 770 111 2222',
  businessLocation: 'Mosul',
  userType: 'retailer',
  retailerType: 'pharmacy',
});

/** Fills the Register tab with `values` and sends it. */
async function registerOnPage(page: Page, values: ReturnType<typeof registration>) {
  await page.getByTestId('tab-register').click();
  const fields = ['email', 'firstName', 'lastName', 'businessName', 'businessPhone', 'businessLocation'] as const;
  for (const field of fields) await page.locator(`#register-${field}`).fill(values[field]);
  await page.locator('#register-password').fill(values.password);
  await page.locator('#register-confirmPassword').fill(values.password);
  await page.locator('#register-retailerType').selectOption(values.retailerType);
  await page.getByTestId('register-submit').click();
}

test('registering an e-mail that waits for its code changes nothing until the code, which the mailbox owner enters', async ({
  page,
}) => {
  const email = `pending-${Date.now()}@e2e.assist`;
  const first = await page.request.post('/api/auth/register', { data: registration(email, 'owner-pass') });
  expect(first.ok()).toBe(true);

  await page.goto('/auth');
  await registerOnPage(page, registration(email, 'stranger-pass'));

  await expect(page.getByTestId('tab-verify')).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('verify-pending')).toHaveText(
    'This email was already registered and waits for its code. Enter the code from your mailbox: the details you just entered replace the earlier registration. No code? Press “Resend Code”.',
  );
  // Registering again alone changed nothing: neither password signs in before the code.
  const early = await page.request.post('/api/auth/login', { data: { email, password: 'stranger-pass' } });
  expect(early.status()).toBe(401);
  await expect(page.getByTestId('resend-otp')).toBeVisible();
  await expect(page.locator('#verify-email')).toHaveValue(email);
  await page.screenshot({ path: `${shots}/pending-en-1280.png` });

  // Whoever reads the code owns the account (issue 27): entered with the code, the registration
  // typed on this page replaces the earlier one, whose password no longer signs in.
  await page.locator('#verify-otp').fill(await readOtp(email));
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('tab-manager')).toHaveAttribute('data-state', 'active');
  const earlier = await page.request.post('/api/auth/login', { data: { email, password: 'owner-pass' } });
  expect(earlier.status()).toBe(401);
  const mailboxOwner = await page.request.post('/api/auth/login', { data: { email, password: 'stranger-pass' } });
  expect(mailboxOwner.status()).toBe(200);
});

test('the pending note in Arabic on a phone', async ({ page }) => {
  const email = `pending-ar-${Date.now()}@e2e.assist`;
  expect((await page.request.post('/api/auth/register', { data: registration(email, 'owner-pass') })).ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth?lng=ar');
  await registerOnPage(page, registration(email, 'other-pass'));
  await expect(page.getByTestId('verify-pending')).toContainText('وينتظر رمزه');
  await expect(page.getByTestId('resend-otp')).toHaveText('إعادة إرسال الرمز');
  await page.screenshot({ path: `${shots}/pending-ar-390.png` });
});

test('sign-out ends the session; a link from another site does not', async ({ page, browser }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();

  // Another site's page links to /api/logout: the browser says cross-site, the session stays.
  const cookies = await page.context().cookies();
  const evil = await browser.newContext();
  await evil.addCookies(cookies);
  const evilPage = await evil.newPage();
  const target = new URL('/api/logout', page.url()).href;
  await evilPage.route('http://evil.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<a id="bait" href="${target}">win</a>` }),
  );
  await evilPage.goto('http://evil.test/');
  await evilPage.click('#bait');
  await evilPage.waitForURL((url) => url.pathname === '/');
  expect((await evilPage.request.get('/api/auth/user')).status()).toBe(200);
  await evil.close();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  // The app's own Logout signs out and lands on the start page.
  await page.getByTestId('home-logout').click();
  await expect(page.getByTestId('landing-sign-in')).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('settings show the business type without offering to change it', async ({ page }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByTestId('business-kind')).toContainText('Retailer · Pharmacy');
  await expect(page.getByTestId('business-kind')).toContainText('Ask the administrator to change it.');
  await expect(page.locator('#profile-userType')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/settings-type-en-1280.png`, fullPage: true });
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('business-kind')).toContainText('اطلب من المسؤول تغييره');
  await page.screenshot({ path: `${shots}/settings-type-ar-390.png`, fullPage: true });
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
});

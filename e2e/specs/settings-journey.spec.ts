import { type Page, expect, test } from '@playwright/test';
import { type Business, openBusiness } from '../support/businesses';
import { signInAsManager } from '../support/session';

const RLM = '\u200f';

interface Words {
  lng: 'en' | 'ar';
  profileUpdated: string;
  currencyUpdated: string;
  markupUpdated: string;
  markupInvalid: string;
  passwordChanged: string;
  passwordFailed: string;
  wrongPassword: string;
  /** The dashboard's revenue once the currency is `currency`. */
  revenue: RegExp;
  currency: string;
}

const english: Words = {
  lng: 'en',
  profileUpdated: 'Profile Updated',
  currencyUpdated: 'Currency Updated',
  markupUpdated: 'Markup updated',
  markupInvalid: 'The markup must be a percentage from 0 to 1000, with at most 2 decimals',
  passwordChanged: 'Password Changed',
  passwordFailed: 'Password Change Failed',
  wrongPassword: 'Current password is incorrect',
  currency: 'IQD',
  revenue: /^[\d,]+ IQD$/,
};

const arabic: Words = {
  lng: 'ar',
  profileUpdated: 'تم تحديث الملف',
  currencyUpdated: 'تم تحديث العملة',
  markupUpdated: 'تم تحديث الهامش',
  markupInvalid: 'يجب أن تكون نسبة الربح بين 0 و1000 بمنزلتين عشريتين على الأكثر',
  passwordChanged: 'تم تغيير كلمة المرور',
  passwordFailed: 'فشل تغيير كلمة المرور',
  wrongPassword: 'كلمة المرور الحالية غير صحيحة',
  currency: 'SAR',
  revenue: new RegExp(`^${RLM}[\\d,.٠-٩٫٬]+ ر\\.س${RLM}$`),
};

async function expectToast(page: Page, title: string, description?: string) {
  await expect(page.getByTestId('toast-title').filter({ hasText: title })).toBeVisible();
  if (description) await expect(page.getByTestId('toast-description').filter({ hasText: description })).toBeVisible();
}

async function journey(business: Business, words: Words) {
  const { page } = business;
  const at = (path: string) => page.goto(`${path}?lng=${words.lng}`);

  // The business profile: changed, saved, and still there after a reload.
  await at('/settings');
  await expect(page.getByTestId('settings-page')).toBeVisible();
  await page.locator('#profile-firstName').fill('Noor');
  await page.locator('#profile-businessName').fill(`Noor Pharmacy ${words.lng}`);
  await page.locator('#profile-businessPhone').fill('+964 750 222 3333');
  await page.getByTestId('profile-submit').click();
  await expectToast(page, words.profileUpdated);
  await page.reload();
  await expect(page.locator('#profile-firstName')).toHaveValue('Noor');
  await expect(page.locator('#profile-businessName')).toHaveValue(`Noor Pharmacy ${words.lng}`);
  await expect(page.locator('#profile-businessPhone')).toHaveValue('+964 750 222 3333');

  // The currency: the dashboard's amounts are shown in it.
  await page.getByTestId('settings-tab-currency').click();
  await page.locator('#currency-select').selectOption(words.currency);
  await page.getByTestId('currency-submit').click();
  await expectToast(page, words.currencyUpdated);
  await at('/dashboard');
  await expect(page.getByTestId('card-revenue-value')).toHaveText(words.revenue);
  await at('/settings');
  await page.getByTestId('settings-tab-currency').click();
  await expect(page.locator('#currency-select')).toHaveValue(words.currency);

  // The default markup (a received new product's price): 20 % at first; 1200 refused; 35 kept.
  await expect(page.getByTestId('markup-percent')).toHaveValue('20');
  await page.getByTestId('markup-percent').fill('1200');
  await page.getByTestId('markup-submit').click();
  await expect(page.getByTestId('markup-percent-error')).toHaveText(words.markupInvalid);
  await page.getByTestId('markup-percent').fill('35');
  await page.getByTestId('markup-submit').click();
  await expectToast(page, words.markupUpdated);
  await page.reload();
  await page.getByTestId('settings-tab-currency').click();
  await expect(page.getByTestId('markup-percent')).toHaveValue('35');

  // The password: a wrong current one is refused with the spec's toast; the right one changes it.
  await page.getByTestId('settings-tab-security').click();
  await page.locator('#password-currentPassword').fill('not-my-password');
  await page.locator('#password-newPassword').fill('changed-pass-1');
  await page.locator('#password-confirmPassword').fill('changed-pass-1');
  await page.getByTestId('password-submit').click();
  await expectToast(page, words.passwordFailed, words.wrongPassword);
  await expect(page.getByTestId('password-currentPassword-error')).toHaveText(words.wrongPassword);

  await page.locator('#password-currentPassword').fill(business.password);
  await page.getByTestId('password-submit').click();
  await expectToast(page, words.passwordChanged);
  await expect(page.locator('#password-currentPassword')).toHaveValue('');

  // Signed out, the old password no longer opens the account; the new one does.
  await at('/');
  await page.getByTestId('home-logout').click();
  await expect(page.getByTestId('home-page')).toHaveCount(0);
  await signInAsManager(page, business.email, business.password);
  await expect(page.getByTestId('toast-title').first()).toBeVisible();
  await expect(page.getByTestId('home-page')).toHaveCount(0);
  await signInAsManager(page, business.email, 'changed-pass-1');
  await expect(page.getByTestId('home-page')).toContainText(`Noor Pharmacy ${words.lng}`);
}

// Three screens, a sign-out and two sign-ins each: longer than one screen's journey.
test.slow();

test('an owner changes the business profile, the currency and the password, in English', async ({ browser }) => {
  const business = await openBusiness(browser, { businessName: 'E2E Settings EN', signIn: 'screen' });
  await journey(business, english);
  await business.context.close();
});

test('an owner changes the business profile, the currency and the password, in Arabic on a phone', async ({
  browser,
}) => {
  const business = await openBusiness(browser, {
    businessName: 'E2E Settings AR',
    signIn: 'screen',
    locale: 'ar',
    viewport: { width: 390, height: 844 },
  });
  await expect(business.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await journey(business, arabic);
  await business.context.close();
});

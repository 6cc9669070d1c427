import { expect, test } from '@playwright/test';
import { demoTimeZone } from '../support/business-day';
import { demo, signInAsManager } from '../support/session';

test("the owner finds the shop's time zone by typing and saves it; the field reads the same in Arabic", async ({
  page,
}) => {
  await signInAsManager(page, demo.store.email, demo.store.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.goto('/settings');
  const zone = page.getByTestId('profile-timeZone');
  await expect(zone).toHaveValue(demoTimeZone);
  await expect(page.getByText('Days and months of your sales, expenses and dashboard follow this zone.')).toBeVisible();

  // A name this browser does not know is refused before it is sent.
  await zone.fill('Asia/Nowhere');
  await page.getByTestId('profile-submit').click();
  await expect(page.getByTestId('profile-timeZone-error')).toHaveText('Unknown time zone');

  // The list offers the browser's zones with their offsets; the chosen one is saved.
  await expect(page.locator('#profile-timeZone-choices option[value="America/New_York"]')).toHaveCount(1);
  await zone.fill('America/New_York');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/auth/update-profile') && r.status() === 200);
  await page.getByTestId('profile-submit').click();
  expect((await (await saved).json()).user.timeZone).toBe('America/New_York');
  await page.reload();
  await expect(page.getByTestId('profile-timeZone')).toHaveValue('America/New_York');

  // In Arabic the field is labelled in Arabic and the zone name stays left to right.
  await page.goto('/settings?lng=ar');
  await expect(page.getByText('المنطقة الزمنية', { exact: true })).toBeVisible();
  await expect(page.getByTestId('profile-timeZone')).toHaveAttribute('dir', 'ltr');

  // Back to the demo's zone for the journeys that follow.
  await page.getByTestId('profile-timeZone').fill(demoTimeZone);
  const back = page.waitForResponse((r) => r.url().endsWith('/api/auth/update-profile') && r.status() === 200);
  await page.getByTestId('profile-submit').click();
  await back;
});

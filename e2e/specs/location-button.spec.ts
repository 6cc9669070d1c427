import { expect, test } from '@playwright/test';

// A device in Baghdad (issue 29): the location button names the city and the country, with no
// geocoding service configured, from the GeoNames data the server ships.
test.use({ geolocation: { latitude: 33.3152, longitude: 44.3661 }, permissions: ['geolocation'] });

test('the location button fills the store location with the nearest city and country', async ({ page }) => {
  await page.goto('/auth');
  await page.getByTestId('tab-register').click();
  await page.getByTestId('detect-location').click();
  await expect(page.locator('#register-businessLocation')).toHaveValue('Baghdad, Iraq');
});

test('in Arabic the country is named in Arabic', async ({ page }) => {
  await page.goto('/auth?lng=ar');
  await page.getByTestId('tab-register').click();
  await page.getByTestId('detect-location').click();
  await expect(page.locator('#register-businessLocation')).toHaveValue('Baghdad, العراق');
});

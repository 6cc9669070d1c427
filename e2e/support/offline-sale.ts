import type { Page } from '@playwright/test';

/**
 * One sale of `barcode` made offline on the /offline page (the connection simulated down), up to its
 * receipt: the till's copy of the catalogue must already be on the device (/pos visited and saved).
 */
export async function sellOnceOffline(page: Page, barcode: string): Promise<void> {
  await page.goto('/offline');
  await page.getByTestId('offline-tab-performance').click();
  await page.getByTestId('offline-simulate').click();
  await page.getByTestId('offline-tab-pos').click();
  await page.getByTestId('offline-barcode').fill(barcode);
  await page.getByTestId('offline-barcode').press('Enter');
  await page.getByTestId('offline-process').click();
}

import { type Locator, type Page, expect, test } from '@playwright/test';
import { demo, signInAsManager } from '../support/session';

/**
 * Issue 30 (lane recalls): a supplier's recall follows its batch to the pharmacy that bought it;
 * the pharmacy's open till refuses the pack within seconds, with no reload. The demo: MedSupply sold
 * Al Shifa Pharmacy two lines, batch PPI-24117 (already recalled) and PPI-24388 (recalled here).
 */

interface SoldLine {
  productName: string;
  barcode: string;
}

async function signIn(page: Page, account: { email: string; password: string }, query = '') {
  if (query) await page.goto(`/auth${query}`);
  await signInAsManager(page, account.email, account.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
}

/** The lines MedSupply's accepted transfer brought the pharmacy, in order (read as the pharmacy). */
async function soldLines(page: Page): Promise<SoldLine[]> {
  const answer = await page.request.get('/api/transfers/incoming');
  expect(answer.ok()).toBe(true);
  const { transfers } = (await answer.json()) as { transfers: { status: string; items: SoldLine[] }[] };
  const accepted = transfers.find((transfer) => transfer.status === 'accepted');
  expect(accepted).toBeTruthy();
  return accepted!.items;
}

/**
 * The product's lot of the recalled batch is refused: the tile (when nothing else sells) says
 * so, or the expiry picker lists the lot with the Recalled badge and cannot choose it.
 */
async function refusedInPicker(page: Page, tile: Locator, badge: string) {
  if (await tile.isDisabled()) {
    await expect(tile.getByTestId('pos-product-refused')).toBeVisible();
    return;
  }
  await tile.click();
  const picker = page.getByTestId('expiry-picker');
  await expect(picker).toBeVisible();
  const row = picker.locator('[data-testid^="expiry-option-"]').filter({ has: page.getByTestId('recalled-badge') });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('recalled-badge')).toHaveText(badge);
  await expect(row.locator('input[type="radio"]')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
}

async function openTill(page: Page, productName: string) {
  await page.getByTestId('nav-pos').click();
  await expect(page.getByTestId('pos-page')).toBeVisible();
  await page.getByTestId('pos-search').fill(productName);
}

test('a recall made by the supplier blocks the pack at an open till of the pharmacy within seconds', async ({
  page,
  browser,
}) => {
  await signIn(page, demo.pharmacy);
  const [, live] = await soldLines(page);
  await openTill(page, live!.productName);
  const tile = page.getByTestId(`pos-product-${live!.barcode}`);
  await expect(tile).toBeEnabled();
  const before = (await tile.textContent()) ?? '';
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents++;
  });

  // MedSupply, on another device, recalls batch PPI-24388 from its Recalls page.
  const supplierDevice = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const supplier = await supplierDevice.newPage();
  await signIn(supplier, demo.supplier);
  await supplier.getByTestId('nav-recalls').click();
  await expect(supplier.getByTestId('recalls-own')).toContainText('PPI-24117');
  await expect(supplier.getByTestId('recall-reach').first()).toContainText('Al Shifa Pharmacy');
  await supplier.getByTestId('recall-new').click();
  await supplier.getByLabel('Barcode (GTIN)').fill(live!.barcode);
  await supplier.getByLabel('Batch number').fill('PPI-24388');
  await supplier.getByLabel('What holders must do').selectOption('stop_selling');
  await supplier.getByLabel('Reason').fill('Label misprint: strength shown wrongly');
  await supplier.getByTestId('recall-submit').click();
  await expect(supplier.getByTestId('toast-title')).toHaveText('Batch recalled');
  await expect(supplier.getByTestId('recall-dialog')).toBeHidden();
  await expect(supplier.getByTestId('recalls-own').getByTestId('recall-card')).toHaveCount(2);
  await supplierDevice.close();

  // The pharmacy's till hears of it by the change feed: the recalled lot's units leave the stock
  // it sells (its other lots still sell), and the picker shows the lot refused.
  await expect(tile).not.toHaveText(before, { timeout: 5_000 });
  expect(documents).toBe(0);
  await refusedInPicker(page, tile, 'Recalled');

  // The pharmacy's inventory shows the Recalled badge and filter.
  await page.getByTestId('nav-inventory').click();
  await page.getByTestId('inventory-recalled-filter').check();
  // MedSupply's two recalled batches (other specs recall batches of their own in this database).
  await page.getByTestId('inventory-search').fill('PPI-');
  await expect(page.getByTestId('recalled-badge')).toHaveCount(2);
});

test('in Arabic: the pharmacy reads MedSupply’s recall and returns the recalled stock', async ({ page }) => {
  await signIn(page, demo.pharmacy, '?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const [recalled] = await soldLines(page);
  await openTill(page, recalled!.productName);
  await refusedInPicker(page, page.getByTestId(`pos-product-${recalled!.barcode}`), 'مسحوبة');

  await page.getByTestId('nav-recalls').click();
  const card = page.getByTestId('recalls-received').getByTestId('recall-card').filter({ hasText: 'PPI-24117' });
  await expect(card).toContainText('سحبها');
  await expect(card).toContainText('MedSupply Co.');
  await expect(card).toContainText('الإرجاع إلى المرسل');
  await card.getByTestId('recall-return').click();
  const dialog = page.getByTestId('create-return-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('return-picked')).toContainText(recalled!.productName);
  await expect(dialog.getByTestId('return-type')).toHaveValue('transfer');
  await dialog.getByTestId('return-submit').click();
  await expect(page.getByTestId('toast-title')).toBeVisible();
  await expect(dialog).toBeHidden();
});

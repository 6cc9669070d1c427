import { type Page, expect, test } from '@playwright/test';
import { randomEan13 } from '../support/fake-camera';
import { demo, signInAsManager } from '../support/session';
import { day } from '../support/stock';

/**
 * Issue 30 (lane batches): a wedge scanner types a GS1 DataMatrix string (symbology prefix, ASCII 29
 * between fields, Enter) into Add Products and the product, expiry and batch are filled; at the till
 * the scanned batch is the one sold, not the earliest expiry. English and Arabic.
 */
const GS = '\u001d';
const yymmdd = (iso: string) => iso.slice(2).replaceAll('-', '');
const packCode = (ean: string, expiry: string, batch: string) =>
  `]d201${`0${ean}`}17${yymmdd(expiry)}10${batch}${GS}21SN${Date.now()}`;

async function receive(page: Page, name: string, barcode: string, expiryDate: string, batchNumber: string) {
  const suppliers = await (await page.request.get('/api/suppliers')).json();
  const answer = await page.request.post('/api/inventory/add-product', {
    data: {
      productName: name,
      barcode,
      category: 'medications',
      supplierId: suppliers[0].id,
      orderId: `E2E-GS1-${barcode}`,
      quantity: 2,
      unitsPerBox: 10,
      costPrice: 3000,
      retailPrice: 5000,
      expiryDate,
      batchNumber,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).inventoryId as number;
}

test.beforeEach(async ({ page }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

for (const lng of ['en', 'ar'] as const) {
  test(`a wedge scan of a GS1 DataMatrix fills product, expiry and batch in Add Products (${lng})`, async ({
    page,
  }) => {
    const ean = randomEan13();
    const name = `E2E GS1 Amoxicillin ${lng}`;
    await receive(page, name, ean, day(90), 'OLD1');
    if (lng === 'ar') await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/inventory?lng=${lng}`);
    await expect(page.getByTestId('inventory-page')).toBeVisible();
    await page.getByTestId('add-product-open').click();
    const expiry = day(400);
    await page.getByTestId('product-row-0-barcode').click();
    await page.keyboard.type(packCode(ean, expiry, 'B24X7'));
    await page.keyboard.press('Enter');

    await expect(page.getByTestId('product-row-0-barcode')).toHaveValue(ean);
    await expect(page.getByTestId('product-row-0-expiryDate')).toHaveValue(expiry);
    await expect(page.getByTestId('product-row-0-batchNumber')).toHaveValue('B24X7');
    await expect(page.getByTestId('product-row-0-productName')).toHaveValue(name);
    // Enter after a GS1 code does not send the dialog.
    await expect(page.getByTestId('add-products-dialog')).toBeVisible();
    await page.screenshot({ path: `/tmp/gs1-add-products-${lng}.png` });

    // Saved as a draft, the scanned pack keeps its batch: Edit Draft shows it when reopened.
    await page.getByTestId('add-product-save-draft').click();
    await expect(page.getByTestId('add-products-dialog')).toBeHidden();
    await page.getByTestId('inventory-tab-drafts').click();
    const draftRow = page.locator('[data-testid^="draft-row-"]', { hasText: name });
    await draftRow.getByTestId('draft-open').click();
    await expect(page.getByTestId('edit-draft-batchNumber')).toHaveValue('B24X7');
    await expect(page.getByTestId('edit-draft-expiryDate')).toHaveValue(expiry);
    await page.screenshot({ path: `/tmp/gs1-edit-draft-${lng}.png` });
    await page.getByTestId('edit-draft-cancel').click();
    await draftRow.getByTestId('draft-delete').click();
    await page.getByTestId('delete-draft-confirm').click();
    await expect(draftRow).toHaveCount(0);
  });

  test(`the till sells the scanned batch, not the earliest expiry (${lng})`, async ({ page }) => {
    const ean = randomEan13();
    const name = `E2E GS1 Cetirizine ${lng}`;
    const soon = await receive(page, name, ean, day(60), 'A1');
    const later = day(500);
    const scanned = await receive(page, name, ean, later, 'B7');
    await page.goto(`/pos?lng=${lng}`);
    await expect(page.getByTestId('pos-products-count')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('pos-search').click();
    await page.keyboard.type(packCode(ean, later, 'B7'));
    await page.keyboard.press('Enter');

    const line = page.getByTestId('cart-line-0');
    await expect(line).toHaveAttribute('data-pinned', 'true');
    await expect(line).toHaveAttribute('data-inventory-id', String(scanned));
    expect(scanned).not.toBe(soon);
    await page.screenshot({ path: `/tmp/gs1-till-${lng}.png` });

    // An expired pack is refused with its date.
    await page.getByTestId('pos-search').click();
    await page.keyboard.type(packCode(ean, day(-2), 'A1'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('toast-title')).toHaveText(
      lng === 'en' ? 'Cannot add this pack' : 'لا يمكن إضافة هذه العبوة',
    );
    await expect(page.getByTestId('toast-description')).toContainText(
      lng === 'en' ? 'This pack expired on' : 'انتهت صلاحية',
    );
    await expect(page.getByTestId('cart-line-1')).toHaveCount(0);

    // Sold: the scanned lot gave the box, the earlier one kept its 20 units.
    await page.getByTestId('pos-checkout').click();
    await expect(page.getByTestId('receipt-dialog')).toBeVisible();
    const items = (await (await page.request.get(`/api/inventory?search=${ean}`)).json()).items;
    const units = Object.fromEntries(
      items.map((i: { id: number; availableUnits: number }) => [i.id, i.availableUnits]),
    );
    expect(units).toEqual({ [soon]: 20, [scanned]: 10 });
    await expect(page.getByTestId('receipt-dialog')).toContainText('B7');
    await page.screenshot({ path: `/tmp/gs1-receipt-${lng}.png` });
  });

  test(`offline, a scan sells the scanned lot from the till's copy and refuses a recalled batch; the sync books that lot (${lng})`, async ({
    page,
  }) => {
    const ean = randomEan13();
    const name = `E2E GS1 Offline Omeprazole ${lng}`;
    const soon = await receive(page, name, ean, day(60), 'S1');
    const later = day(500);
    const scanned = await receive(page, name, ean, later, 'L2');
    const recalledExpiry = day(300);
    await receive(page, name, ean, recalledExpiry, 'RC9');
    const recall = await page.request.post('/api/recalls', {
      data: { barcode: ean, batchNumber: 'RC9', reason: 'E2E notice', action: 'stop_selling' },
    });
    expect(recall.ok(), await recall.text()).toBe(true);

    // The till saves its copy (with the recall mark), then the network goes.
    await page.goto(`/pos?lng=${lng}`);
    await expect(page.getByTestId('offline-copy')).toHaveAttribute('data-offline-copy', 'saved', { timeout: 30_000 });
    await page.goto(`/offline?lng=${lng}`);
    await page.getByTestId('offline-tab-performance').click();
    await page.getByTestId('offline-simulate').click();
    await page.getByTestId('offline-tab-pos').click();
    if (lng === 'ar') await page.setViewportSize({ width: 390, height: 844 });

    await page.getByTestId('offline-barcode').fill(packCode(ean, recalledExpiry, 'RC9'));
    await page.getByTestId('offline-barcode').press('Enter');
    // The product and batch are isolated for direction inside the sentence.
    await expect(page.getByTestId('toast-title')).toHaveText(
      lng === 'en' ? 'Cannot add this pack' : 'لا يمكن إضافة هذه العبوة',
    );
    const refusal = page.getByTestId('toast-description');
    await expect(refusal).toContainText(lng === 'en' ? 'has been recalled and cannot be sold' : 'ولا يمكن بيعه');
    await expect(refusal).toContainText('RC9');
    await expect(page.getByTestId('offline-qty-0')).toHaveCount(0);

    await page.getByTestId('offline-barcode').fill(packCode(ean, later, 'L2'));
    await page.getByTestId('offline-barcode').press('Enter');
    await expect(page.getByTestId('offline-qty-0')).toHaveText('1');
    await page.screenshot({ path: `/tmp/gs1-offline-${lng}.png` });
    await page.getByTestId('offline-process').click();
    await expect(page.getByTestId('receipt-dialog')).toBeVisible();
    await page.getByTestId('receipt-close').click();

    await page.getByTestId('offline-tab-performance').click();
    await page.getByTestId('offline-restore').click();
    await expect(page.getByTestId('offline-page-pending')).toContainText('0', { timeout: 20_000 });
    const items = (await (await page.request.get(`/api/inventory?search=${ean}`)).json()).items;
    const units = Object.fromEntries(
      items.map((i: { id: number; availableUnits: number }) => [i.id, i.availableUnits]),
    );
    // The scanned lot gave the unit; the earlier lot kept its 20.
    expect(units[soon]).toBe(20);
    expect(units[scanned]).toBe(19);
  });
}

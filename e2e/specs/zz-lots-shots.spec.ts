import { type Page, expect, test } from '@playwright/test';
import { demo, signInAsManager } from '../support/session';
import { day, receiveLots } from '../support/stock';

const out = '/tmp/lots-shots';

async function setup(page: Page) {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const stamp = Date.now();
  const barcode = `E2ESHOT${stamp}`;
  await receiveLots(page.request, { name: 'Paracetamol 500mg Film-Coated Tablets', barcode }, [
    { boxes: 1, expiryDate: day(20) },
    { boxes: 4, expiryDate: day(200) },
    { boxes: 4, expiryDate: day(400) },
  ]);
  await receiveLots(page.request, { name: 'باراسيتامول 500 ملغ أقراص مغلفة', barcode: `${barcode}AR` }, [
    { boxes: 2, expiryDate: day(300) },
  ]);
  await receiveLots(
    page.request,
    { name: 'Calcium Carbonate with Vitamin D3 Chewable Orange Tablets 600mg', barcode: `${barcode}C` },
    [{ boxes: 2, expiryDate: day(300) }],
  );
  return { barcode, stamp };
}

for (const [w, h] of [
  [1280, 800],
  [390, 844],
] as const) {
  for (const lng of ['en', 'ar']) {
    test(`shots ${w} ${lng}`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      const { barcode } = await setup(page);
      await page.goto(`/pos?lng=${lng}`);
      await expect(page.getByTestId('pos-products-count')).toBeVisible({ timeout: 30_000 });
      await page.getByTestId('pos-search').fill('E2ESHOT');
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${out}/pos-tiles-${w}-${lng}.png`, fullPage: w === 390 });
      if (w === 390 && lng === 'en') {
        // The old tile classes, for comparison.
        const old = await page
          .getByTestId(`pos-product-${barcode}`)
          .getByTestId('pos-product-name')
          .evaluate((el) => {
            el.className = 'line-clamp-2 w-full text-sm font-semibold leading-snug text-ink wrap-anywhere';
            const text = el.firstChild as Text;
            const r = document.createRange();
            r.setStart(text, 0);
            r.setEnd(text, 'Paracetamol'.length);
            return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
          });
        console.log('OLD CLASS lines for Paracetamol:', old);
        await page.screenshot({ path: `${out}/pos-tiles-old-${w}.png` });
        await page.reload();
        await expect(page.getByTestId('pos-products-count')).toBeVisible({ timeout: 30_000 });
      }
      await page.getByTestId('pos-search').fill(barcode);
      await page.getByTestId('pos-search').press('Enter');
      await expect(page.getByTestId('expiry-picker')).toBeVisible();
      await page.screenshot({ path: `${out}/picker-${w}-${lng}.png` });
      await page.keyboard.press('Enter');
      if (w === 390)
        await page
          .getByTestId('pos-search')
          .press('Escape')
          .catch(() => undefined);
      const qty = page.getByTestId('cart-qty-0');
      if (w === 390) {
        await page
          .locator('[data-testid^="phone-sale"], button:has-text("items")')
          .first()
          .click()
          .catch(() => undefined);
      }
      await qty.fill('3').catch(() => undefined);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/cart-${w}-${lng}.png` });
    });
  }
}

test('inventory, dashboard, offline shots', async ({ page }) => {
  const { stamp } = await setup(page);
  await receiveLots(page.request, { name: 'Scarce Loratadine 10mg', barcode: `E2ESHOT${stamp}S`, unitsPerBox: 5 }, [
    { boxes: 1, expiryDate: day(60) },
    { boxes: 6, expiryDate: day(-3) },
  ]);
  for (const lng of ['en', 'ar']) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/inventory?lng=${lng}`);
    await page.getByTestId('inventory-search').fill(`E2ESHOT${stamp}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/inventory-1280-${lng}.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/inventory-390-${lng}.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/dashboard?lng=${lng}`);
    await expect(page.getByTestId('low-stock-alert')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('low-stock-alert').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}/dashboard-1280-${lng}.png` });
    await page.goto(`/pos?lng=${lng}`);
    await expect(page.getByTestId('offline-copy')).toHaveAttribute('data-offline-copy', 'saved', { timeout: 30_000 });
    await page.goto(`/offline?lng=${lng}`);
    await page.getByTestId('offline-tab-pos').click();
    await page.getByTestId('offline-filter').fill(`E2ESHOT${stamp}`);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/offline-1280-${lng}.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/offline-390-${lng}.png`, fullPage: true });
  }
});

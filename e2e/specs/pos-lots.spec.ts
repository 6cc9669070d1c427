import { type Locator, type Page, expect, test } from '@playwright/test';
import { demo, signInAsManager } from '../support/session';
import { day, receiveLots } from '../support/stock';
import { holdChangeFeed } from '../support/change-feed';

/**
 * Issue 13 items 3 and 8 (tiles): a cart line is a product that takes its units earliest expiry
 * first across the product's lots and shows which lots it used; the expiry picker chooses a lot on
 * purpose, and its Enter adds the unit type of the line; POS tiles wrap names at word boundaries
 * on a phone, in English and Arabic.
 */

const line = (page: Page, n: number) => page.getByTestId(`cart-line-${n}`);
const toastTitle = (page: Page) => page.getByTestId('toast-title');

async function openTill(page: Page, query = '') {
  await page.goto(`/pos${query}`);
  // The first preload of a fresh server (the demo's whole catalogue) can take a while.
  await expect(page.getByTestId('pos-products-count')).toBeVisible({ timeout: 30_000 });
}

/** Types the barcode in the search field and presses Enter (scan mode). */
async function scan(page: Page, barcode: string) {
  await page.getByTestId('pos-search').fill(barcode);
  await page.getByTestId('pos-search').press('Enter');
}

test.describe('cart lines across lots', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('a line takes its boxes earliest expiry first across lots, lists them, and sells', async ({ page }) => {
    const barcode = `E2ELOTS${Date.now()}`;
    // 10 units expiring soon, then 40 and 40 units later: 90 units in all, 10 a box.
    const [soon, mid, late] = await receiveLots(page.request, { name: 'E2E Paracetamol 500mg', barcode }, [
      { boxes: 1, expiryDate: day(20) },
      { boxes: 4, expiryDate: day(200) },
      { boxes: 4, expiryDate: day(400) },
    ]);
    await openTill(page);
    await page.getByTestId('pos-search').fill(barcode);
    await expect(page.getByTestId(`pos-product-${barcode}`)).toContainText('Units in stock: 90');

    // Several lots: the picker opens on the earliest; Enter adds a box (the product sells by the box).
    await page.getByTestId('pos-search').press('Enter');
    const picker = page.getByTestId('expiry-picker');
    await expect(picker).toBeVisible();
    await expect(page.getByTestId(`expiry-option-${soon}`)).toHaveAttribute('data-recommended', 'true');
    await expect(page.getByTestId('expiry-add-box')).toHaveAttribute('data-enter', 'true');
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(line(page, 0)).toHaveAttribute('data-pinned', 'false');

    // 3 boxes from a lot of 10 units: one box from it, two from the next lot, nothing short.
    await page.getByTestId('cart-qty-0').fill('3');
    await expect(line(page, 0)).toHaveAttribute('data-quantity', '3');
    await expect(page.getByTestId('cart-short-0')).toBeHidden();
    await expect(page.getByTestId('pos-checkout')).toBeEnabled();
    const lots = page.getByTestId('cart-lots-0');
    await expect(lots.locator('li')).toHaveCount(2);
    await expect(lots.locator(`li[data-inventory-id="${soon}"]`)).toHaveText(/^1 × Box · exp\. /);
    await expect(lots.locator(`li[data-inventory-id="${mid}"]`)).toHaveText(/^2 × Box · exp\. /);
    await expect(page.getByTestId('cart-total-0')).toContainText('15,000');

    // The same product scanned again goes to that line, in its unit type, without the picker.
    await scan(page, barcode);
    await expect(line(page, 0)).toHaveAttribute('data-quantity', '4');
    await expect(picker).toBeHidden();
    await expect(lots.locator(`li[data-inventory-id="${mid}"]`)).toHaveText(/^3 × Box/);

    // A lot chosen on purpose: the line keeps to it.
    await page.getByTestId('cart-choose-lot-0').click();
    await expect(picker).toBeVisible();
    await expect(page.getByTestId(`expiry-option-${soon}`).locator('input')).toBeDisabled();
    await page.getByTestId(`expiry-option-${late}`).click();
    await page.getByTestId('expiry-add-unit').click();
    await expect(picker).toBeHidden();
    await expect(line(page, 1)).toHaveAttribute('data-pinned', 'true');
    await expect(line(page, 1)).toHaveAttribute('data-inventory-id', String(late));
    await expect(line(page, 1)).toHaveAttribute('data-unit-type', 'unit');

    // Enter in the picker adds what that line sells, a unit, not a box.
    await page.getByTestId('cart-choose-lot-1').click();
    await expect(picker).toBeVisible();
    await page.getByTestId(`expiry-option-${late}`).click();
    await expect(page.getByTestId('expiry-add-unit')).toHaveAttribute('data-enter', 'true');
    await page.getByTestId(`expiry-option-${late}`).locator('input').press('Enter');
    await expect(picker).toBeHidden();
    await expect(page.getByTestId('pos-sale').locator('[data-testid^="cart-line-"]')).toHaveCount(2);
    await expect(line(page, 1)).toHaveAttribute('data-quantity', '2');
    await expect(line(page, 1)).toHaveAttribute('data-unit-type', 'unit');

    // Checkout: the receipt reads one line for the boxes (two lots) and one for the units.
    await page.getByTestId('pos-checkout').click();
    const receipt = page.getByTestId('receipt-dialog');
    await expect(receipt).toBeVisible();
    await expect(receipt.locator('[data-testid^="receipt-line-"]')).toHaveCount(2);
    await expect(receipt.locator('[data-testid^="receipt-line-"]').first()).toContainText('4 ×');
    await page.getByTestId('receipt-close').click();

    // 40 units sold as boxes (10 + 30) and 2 units from the late lot: 48 left.
    await page.getByTestId('pos-search').fill(barcode);
    await expect(page.getByTestId(`pos-product-${barcode}`)).toContainText('Units in stock: 48');
    const preload = await (await page.request.get('/api/pos/preload-all')).json();
    const product = preload.inventory.find((p: { barcode: string }) => p.barcode === barcode);
    expect(
      product.expiryDates.map((l: { inventoryId: number; availableUnits: number }) => [
        l.inventoryId,
        l.availableUnits,
      ]),
    ).toEqual([
      [mid, 10],
      [late, 38],
    ]);
  });

  test('a lot another till emptied: the line plans again from the next lot', async ({ page }) => {
    const barcode = `E2ELOTS${Date.now()}R`;
    const [soon, later] = await receiveLots(page.request, { name: 'E2E Ibuprofen 400mg', barcode }, [
      { boxes: 1, expiryDate: day(15) },
      { boxes: 4, expiryDate: day(300) },
    ]);
    await openTill(page);
    await scan(page, barcode);
    await expect(page.getByTestId('expiry-picker')).toBeVisible();
    await page.keyboard.press('Enter');
    await page.getByTestId('cart-qty-0').fill('2');
    await expect(page.getByTestId('cart-lots-0').locator('li')).toHaveCount(2);

    // Another till sells 5 units of the soonest lot meanwhile, before this till's change feed hears
    // of it (held here: otherwise a poll landing before the click re-plans the line quietly).
    const releaseFeed = await holdChangeFeed(page);
    const elsewhere = await page.request.post('/api/sales', {
      data: { clientSaleId: crypto.randomUUID(), items: [{ inventoryId: soon, quantity: 5, unitType: 'unit' }] },
    });
    expect(elsewhere.status()).toBe(201);
    await page.getByTestId('pos-checkout').click();
    await expect(toastTitle(page)).toHaveText('Stock Changed');
    // No whole box is left in the soonest lot: both boxes come from the later one now.
    await expect(page.getByTestId('cart-lots-0')).toBeHidden();
    await expect(line(page, 0)).toHaveAttribute('data-inventory-id', String(later));
    await expect(page.getByTestId('cart-short-0')).toBeHidden();
    releaseFeed();
    await page.getByTestId('pos-checkout').click();
    await expect(page.getByTestId('receipt-dialog')).toBeVisible();
  });
});

/** Each word of the tile's name sits on one line and inside what the tile shows. */
async function wordsOnTile(name: Locator, words: string[]) {
  return name.evaluate((el, list) => {
    const text = el.firstChild as Text;
    const box = el.getBoundingClientRect();
    return list.map((word) => {
      const start = text.data.indexOf(word);
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + word.length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      return {
        word,
        lines: new Set(rects.map((r) => Math.round(r.top))).size,
        shown: rects.length > 0 && rects.every((r) => r.bottom <= box.bottom + 1),
      };
    });
  }, words);
}

test.describe('POS tiles on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const language of ['en', 'ar'] as const) {
    test(`names wrap at word boundaries and keep the strength in view (${language})`, async ({ page }) => {
      await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
      await expect(page.getByTestId('home-page')).toBeVisible();
      const stamp = Date.now();
      const products = [
        { name: 'Paracetamol 500mg Film-Coated Tablets', barcode: `E2ETILE${stamp}A`, words: ['Paracetamol', '500mg'] },
        { name: 'باراسيتامول 500 ملغ أقراص مغلفة', barcode: `E2ETILE${stamp}B`, words: ['باراسيتامول', '500', 'ملغ'] },
        {
          name: 'Calcium Carbonate with Vitamin D3 Chewable Orange Tablets 600mg',
          barcode: `E2ETILE${stamp}C`,
          words: ['Carbonate', 'Chewable'],
        },
      ];
      for (const product of products) await receiveLots(page.request, product, [{ boxes: 2, expiryDate: day(300) }]);
      await openTill(page, language === 'ar' ? '?lng=ar' : '');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await page.getByTestId('pos-search').fill(`E2ETILE${stamp}`);
      for (const product of products) {
        const tile = page.getByTestId(`pos-product-${product.barcode}`);
        await expect(tile).toBeVisible();
        for (const word of await wordsOnTile(tile.getByTestId('pos-product-name'), product.words))
          expect(word, `${word.word} on the tile of ${product.name}`).toEqual({
            word: word.word,
            lines: 1,
            shown: true,
          });
      }
      // The favorites, two a row on a phone, keep their words whole too ("Paracetamol", not "Paraceta mol").
      const favorites = page.getByTestId('pos-favorites').getByTestId('pos-product-name');
      await expect(favorites.first()).toBeVisible();
      for (const name of await favorites.all()) {
        const words = ((await name.textContent()) ?? '').split(/\s+/).filter(Boolean);
        for (const word of await wordsOnTile(name, words)) expect(word.lines, word.word).toBe(1);
      }
      // The long name's strength is past what four lines show: it stands beside the name.
      await expect(
        page.getByTestId(`pos-product-${products[2]!.barcode}`).getByTestId('pos-product-strength'),
      ).toHaveText('600mg');
    });
  }
});

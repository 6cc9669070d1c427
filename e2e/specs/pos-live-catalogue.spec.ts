import { type Page, expect, test } from '@playwright/test';
import { demo, signInAsManager } from '../support/session';
import { holdChangeFeed } from '../support/change-feed';
import { receiveLots } from '../support/stock';

/**
 * Issue 13, item 1: a product just received can be sold at once, at this till and at every other
 * open till of the business, with no reload (the change feed, GET /api/pos/changes).
 */

/** A barcode no other run or demo product uses. */
const uniqueBarcode = () => `E2ELIVE${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function signIn(page: Page) {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
}

/** Opens the Point of Sale from the sidebar, as a person would (no navigation by address). */
async function openTillFromMenu(page: Page) {
  await page.getByTestId('nav-pos').click();
  await expect(page.getByTestId('pos-page')).toBeVisible();
  await expect(page.getByTestId('pos-products-count')).toBeVisible();
}

/** Add Product in Inventory: one row of 2 boxes x 10 units, with the first supplier. */
async function receiveInInventory(page: Page, name: string, barcode: string) {
  await page.getByTestId('nav-inventory').click();
  await expect(page.getByTestId('inventory-page')).toBeVisible();
  await page.getByTestId('add-product-open').click();
  await page.getByTestId('add-product-supplier').selectOption({ index: 1 });
  await page.getByTestId('add-product-order-id').fill(`E2E-LIVE-${barcode}`);
  const field = (key: string) => page.getByTestId(`product-row-0-${key}`);
  await field('productName').fill(name);
  await field('barcode').fill(barcode);
  await field('quantity').fill('2');
  await field('unitsPerBox').fill('10');
  await field('costPrice').fill('3000');
  await field('retailPrice').fill('5000');
  await field('expiryDate').fill('2031-06-30');
  await page.getByTestId('add-product-submit').click();
  await expect(page.getByTestId('toast-title')).toHaveText('Item Added');
  await expect(page.getByTestId('add-products-dialog')).toBeHidden();
}

/** Types a code the way a keyboard-wedge scanner does: fast keystrokes, then Enter, with focus outside any field. */
async function scanWithWedge(page: Page, code: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.type(code, { delay: 15 });
  await page.keyboard.press('Enter');
}

/** Checks out the cart in cash and closes the receipt; answers the receipt's reference. */
async function checkout(page: Page, name: string): Promise<string> {
  await page.getByTestId('pos-checkout').click();
  const receipt = page.getByTestId('receipt-dialog');
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(name);
  const reference = (await page.getByTestId('receipt-reference').textContent()) ?? '';
  await page.getByTestId('receipt-close').click();
  await expect(receipt).toBeHidden();
  await expect(page.getByTestId('pos-cart-empty')).toBeVisible();
  return reference;
}

test('a product received in Inventory sells at this till and, within 5 s, at another open till, without a reload', async ({
  page,
  browser,
}) => {
  const name = `E2E Live Loratadine ${Date.now()}`;
  const barcode = uniqueBarcode();

  // A second device: the till is open before the product exists, and its search already asks for it.
  const otherDevice = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const other = await otherDevice.newPage();
  await signIn(other);
  await openTillFromMenu(other);
  await other.getByTestId('pos-search').fill(name);
  const otherTile = other.getByTestId(`pos-product-${barcode}`);
  await expect(otherTile).toHaveCount(0);
  const otherLoads = { preload: 0, documents: 0 };
  other.on('request', (request) => {
    if (request.url().includes('/api/pos/preload-all')) otherLoads.preload++;
    if (request.resourceType() === 'document') otherLoads.documents++;
  });

  // This device: sign in, receive the product in Inventory.
  await signIn(page);
  await receiveInInventory(page, name, barcode);

  // The other till shows it within 5 s of "Item Added", by the change feed alone.
  await expect(otherTile).toBeVisible({ timeout: 5_000 });
  expect(otherLoads).toEqual({ preload: 0, documents: 0 });
  await otherTile.click();
  await expect(other.getByTestId('cart-line-0')).toContainText(name);
  expect(await checkout(other, name)).toMatch(/^SALE-/);

  // This device goes to the Point of Sale from the menu: the product is in its catalogue (the
  // grid searches the till's copy, not the server), and a scan sells it.
  await openTillFromMenu(page);
  await page.getByTestId('pos-search').fill(name);
  await expect(page.getByTestId(`pos-product-${barcode}`)).toBeVisible();
  await page.getByTestId('pos-search').fill('');
  await scanWithWedge(page, barcode);
  await expect(page.getByTestId('cart-line-0')).toContainText(name);
  expect(await checkout(page, name)).toMatch(/^SALE-/);

  // The other till follows this sale too: one box sold there, one here, none left.
  await other.getByTestId('pos-search').fill(name);
  await expect(otherTile).toHaveCount(0, { timeout: 5_000 });
  await otherDevice.close();
});

test('a scan the till has not heard of yet asks the server before saying Product Not Found', async ({ page }) => {
  const name = `E2E Live Scan ${Date.now()}`;
  const barcode = uniqueBarcode();
  await signIn(page);
  await openTillFromMenu(page);
  // The feed is slow today: its questions wait until the scan is done, so only the lookup can find the product.
  const releaseFeed = await holdChangeFeed(page);

  // Received by another device a moment ago (through the API, as that device's screen would).
  await receiveLots(page.request, { name, barcode }, [{ boxes: 1, expiryDate: '2031-06-30' }]);
  await scanWithWedge(page, barcode);
  await expect(page.getByTestId('cart-line-0')).toContainText(name);
  releaseFeed();

  // A code no product has still says so.
  await scanWithWedge(page, 'NO-SUCH-CODE_LIVE');
  await expect(page.getByTestId('toast-title')).toHaveText('Product Not Found');
  await expect(page.getByTestId('toast-description')).toHaveText('No product found with barcode: NO-SUCH-CODE_LIVE');
  expect(await checkout(page, name)).toMatch(/^SALE-/);
});

import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { printCalls, recordPrints } from '../support/print';
import { demo, signInAsManager } from '../support/session';
import { day } from '../support/stock';

interface Lot {
  inventoryId: number;
  expiryDate: string;
}

/** Receives one product in lots of 2 boxes x 10 units at 5,000 IQD a box, one lot per expiry date. */
async function receive(request: APIRequestContext, name: string, barcode: string, expiries: string[]): Promise<Lot[]> {
  const suppliers = await (await request.get('/api/suppliers')).json();
  const lots: Lot[] = [];
  for (const expiryDate of expiries) {
    const answer = await request.post('/api/inventory/add-product', {
      data: {
        productName: name,
        barcode,
        category: 'medications',
        supplierId: suppliers[0].id,
        orderId: `E2E-POS-${barcode}`,
        quantity: 2,
        unitsPerBox: 10,
        costPrice: 3000,
        retailPrice: 5000,
        expiryDate,
      },
    });
    expect(answer.ok()).toBe(true);
    lots.push({ inventoryId: (await answer.json()).inventoryId, expiryDate });
  }
  return lots;
}

async function openTill(page: Page) {
  await page.goto('/pos');
  await expect(page.getByTestId('pos-products-count')).toBeVisible();
  await expect(page.getByTestId('pos-search')).toBeFocused();
}

/** Types a code the way a keyboard-wedge scanner does: fast keystrokes, then Enter, with focus outside any field. */
async function scanWithWedge(page: Page, code: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.type(code, { delay: 15 });
  await page.keyboard.press('Enter');
}

const toastTitle = (page: Page) => page.getByTestId('toast-title');
const line = (page: Page, n: number) => page.getByTestId(`cart-line-${n}`);

test.beforeEach(async ({ page }) => {
  await recordPrints(page);
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('scan, pick an expiry, box and unit, checkout with tax, print, history and a return', async ({ page }) => {
  const barcode = `E2EPOS${Date.now()}`;
  const [expired, soon, later] = await receive(page.request, 'E2E Cetirizine 10mg', barcode, [
    day(-30),
    day(20),
    day(5 * 365),
  ]);
  await openTill(page);

  // Enter in checkout mode on an empty cart.
  await page.getByTestId('pos-mode-checkout').click();
  await page.getByTestId('pos-search').press('Enter');
  await expect(toastTitle(page)).toHaveText('No Items');
  await expect(page.getByTestId('toast-description')).toHaveText('Cart is empty. Add items to proceed.');
  await page.getByTestId('pos-mode-scan').click();

  // A code nobody has.
  await scanWithWedge(page, 'NO-SUCH-CODE_1');
  await expect(toastTitle(page)).toHaveText('Product Not Found');
  await expect(page.getByTestId('toast-description')).toHaveText('No product found with barcode: NO-SUCH-CODE_1');

  // The scanner finds the product; it has three lots, so the expiry picker opens.
  await scanWithWedge(page, barcode);
  const picker = page.getByTestId('expiry-picker');
  await expect(picker).toBeVisible();
  const option = (lot: Lot) => page.getByTestId(`expiry-option-${lot.inventoryId}`);
  await expect(option(expired!)).toHaveAttribute('data-band', 'expired');
  await expect(option(expired!).locator('input')).toBeDisabled();
  await expect(option(soon!)).toHaveAttribute('data-band', 'within_month');
  await expect(option(soon!)).toHaveAttribute('data-recommended', 'true');
  await expect(option(soon!).locator('input')).toBeChecked();
  await expect(option(later!)).toHaveAttribute('data-band', 'good');
  await option(later!).click();
  await page.getByTestId('expiry-add-box').click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('pos-search')).toBeFocused();
  await expect(line(page, 0)).toHaveAttribute('data-inventory-id', String(later!.inventoryId));
  await expect(line(page, 0)).toHaveAttribute('data-unit-type', 'box');
  await expect(page.getByTestId('cart-total-0')).toHaveText('5,000 IQD');

  // Box to unit keeps the value; 12 units back to boxes rounds up to 2.
  await page.getByTestId('cart-unit-toggle-0').click();
  await expect(line(page, 0)).toHaveAttribute('data-unit-type', 'unit');
  await expect(page.getByTestId('cart-qty-0')).toHaveValue('10');
  await expect(page.getByTestId('cart-total-0')).toHaveText('5,000 IQD');
  await page.getByTestId('cart-qty-0').fill('12');
  await expect(page.getByTestId('cart-total-0')).toHaveText('6,000 IQD');
  await page.getByTestId('cart-unit-toggle-0').click();
  await expect(page.getByTestId('cart-qty-0')).toHaveValue('2');
  await expect(page.getByTestId('cart-total-0')).toHaveText('10,000 IQD');

  // More boxes than the lot holds blocks checkout until the quantity comes back down.
  await page.getByTestId('cart-plus-0').click();
  await expect(page.getByTestId('cart-short-0')).toContainText('30 units asked, 20 left');
  await expect(page.getByTestId('pos-checkout')).toBeDisabled();
  await page.getByTestId('cart-minus-0').click();
  await expect(page.getByTestId('cart-short-0')).toBeHidden();

  // The same barcode typed into the search field; Enter in the picker adds the recommended lot.
  await page.getByTestId('pos-search').fill(barcode);
  await page.getByTestId('pos-search').press('Enter');
  await expect(picker).toBeVisible();
  await expect(page.getByTestId(`expiry-option-${soon!.inventoryId}`).locator('input')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(line(page, 1)).toHaveAttribute('data-inventory-id', String(soon!.inventoryId));
  await expect(page.getByTestId('pos-subtotal')).toHaveText('15,000 IQD');

  // Tax and payment, then checkout with F9.
  await page.getByTestId('pos-tax-rate').fill('101');
  await expect(page.getByTestId('pos-tax-rate-error')).toHaveText('Tax rate must be between 0 and 100');
  await expect(page.getByTestId('pos-checkout')).toBeDisabled();
  await page.getByTestId('pos-tax-rate').fill('8');
  await expect(page.getByTestId('pos-tax')).toHaveText('1,200 IQD');
  await expect(page.getByTestId('pos-total')).toHaveText('16,200 IQD');
  await page.getByTestId('pos-payment-card').click();
  await page.keyboard.press('F9');

  const receipt = page.getByTestId('receipt-dialog');
  await expect(receipt).toBeVisible();
  await expect(page.getByTestId('receipt-business')).toHaveText('Al Shifa Pharmacy');
  await expect(page.getByTestId('receipt-subtotal')).toHaveText('15,000 IQD');
  await expect(page.getByTestId('receipt-tax')).toHaveText('1,200 IQD');
  await expect(page.getByTestId('receipt-total')).toHaveText('16,200 IQD');
  await expect(page.getByTestId('receipt-payment')).toHaveText('Card (credit)');
  await expect(receipt).toContainText('E2E Cetirizine 10mg');
  const reference = (await page.getByTestId('receipt-reference').textContent()) ?? '';
  expect(reference).toMatch(/^SALE-[0-9A-Z]+-[0-9A-Z]{4}$/);

  // Print on an 80 mm roll, then on A4.
  await page.getByTestId('receipt-print').click();
  await page.getByTestId('receipt-paper').selectOption('a4');
  await page.getByTestId('receipt-print').click();
  const printed = await printCalls(page);
  expect(printed).toHaveLength(2);
  expect(printed[0]).toMatch(/size: 80mm \d+mm/);
  expect(printed[1]).toContain('size: A4');

  // The next customer: the cart is empty, the search field ready, the stock refreshed.
  await page.getByTestId('receipt-close').click();
  await expect(receipt).toBeHidden();
  await expect(page.getByTestId('pos-cart-empty')).toBeVisible();
  await expect(page.getByTestId('pos-search')).toBeFocused();
  await page.getByTestId('pos-search').fill(barcode);
  await expect(page.getByTestId(`pos-product-${barcode}`)).toContainText('Units in stock: 10');

  // The last receipt stays for reprinting.
  await page.getByTestId('pos-last-receipt').click();
  await expect(page.getByTestId('receipt-reference')).toHaveText(reference);
  await page.keyboard.press('Escape');

  // Sales history: today's sale, then a return of one box of the first line.
  await page.goto('/sales');
  const row = page.getByTestId(`sales-row-${reference}`);
  await expect(row).toContainText('16,200 IQD');
  await expect(row).toContainText('Card (credit)');
  await expect(row.getByTestId('sale-status')).toHaveText('Completed');
  await page.getByTestId(`return-open-${reference}`).click();
  const dialog = page.getByTestId('return-dialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId('return-submit').click();
  await expect(page.getByTestId('return-error')).toHaveText('Please select at least one item to return');
  await page.getByTestId('return-qty-0').fill('5');
  await page.getByTestId('return-qty-0').blur();
  await expect(page.getByTestId('return-qty-0')).toHaveValue('2');
  await page.getByTestId('return-qty-0').fill('1');
  await page.getByTestId('return-submit').click();
  await expect(page.getByTestId('return-error')).toHaveText('Please provide a reason for all items being returned');
  await page.getByTestId('return-reason-0').fill('Damaged box');
  await page.getByTestId('return-submit').click();
  await expect(toastTitle(page)).toHaveText('Return Processed');
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('sale-status')).toHaveText('Partially returned');
});

test('a lost answer retried sells once; a sale the stock cannot cover names the product', async ({ page }) => {
  const barcode = `E2EPOS${Date.now()}R`;
  const [lot] = await receive(page.request, 'E2E Omeprazole 20mg', barcode, [day(400)]);
  await openTill(page);

  // The first checkout reaches the server, but its answer is lost on the way back. The till cannot
  // tell, so it keeps the sale as made offline under the same client id (receipt, queue)...
  await page.getByTestId('pos-search').fill(barcode);
  await page.getByTestId('pos-search').press('Enter');
  await expect(line(page, 0)).toBeVisible();
  let sent = 0;
  const ids: string[] = [];
  // Checkout posts /api/sales; the sync of the queue posts /api/sales/batch.
  await page.route(/\/api\/sales(\/batch)?$/, async (route) => {
    const body = route.request().postDataJSON();
    ids.push(...(body.sales ?? [body]).map((sale: { clientSaleId: string }) => sale.clientSaleId));
    sent++;
    if (sent === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await page.getByTestId('pos-checkout').click();
  await expect(page.getByTestId('receipt-dialog')).toBeVisible();
  await expect(page.getByTestId('receipt-pending-sync')).toBeVisible();
  await page.getByTestId('receipt-close').click();
  // ...and the sync that follows is answered with the sale the server already stored.
  await expect(page.getByTestId('pending-sales')).toBeHidden({ timeout: 20_000 });
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe(ids[0]);
  await page.unroute(/\/api\/sales(\/batch)?$/);
  // The receipt kept for reprinting now carries the reference the server keeps for the sale.
  await page.getByTestId('pos-last-receipt').click();
  await expect(page.getByTestId('receipt-reference')).toHaveText(/^SALE-/);
  await expect(page.getByTestId('receipt-pending-sync')).toBeHidden();
  await page.getByTestId('receipt-close').click();

  // One box sold, not two: the lot has 10 of its 20 units.
  const preload = await (await page.request.get('/api/pos/preload-all')).json();
  const product = preload.inventory.find((p: { barcode: string }) => p.barcode === barcode);
  expect(product.availableUnits).toBe(10);

  // Another till sells the rest meanwhile, before this till's change feed (every 3 s) has heard of
  // it: the feed's answer is held back, so the checkout goes out and is refused with the units left.
  await page.getByTestId('pos-search').fill(barcode);
  await page.getByTestId('pos-search').press('Enter');
  await expect(line(page, 0)).toBeVisible();
  await page.route(
    (url) => url.pathname === '/api/pos/changes',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      await route.continue().catch(() => undefined);
    },
  );
  const elsewhere = await page.request.post('/api/sales', {
    data: {
      clientSaleId: crypto.randomUUID(),
      items: [{ inventoryId: lot!.inventoryId, quantity: 6, unitType: 'unit' }],
    },
  });
  expect(elsewhere.status()).toBe(201);
  await page.getByTestId('pos-checkout').click();
  await expect(toastTitle(page)).toHaveText('Insufficient Stock');
  await expect(page.getByTestId('toast-description')).toHaveText('Only 4 units of E2E Omeprazole 20mg left.');
  await expect(page.getByTestId('cart-short-0')).toBeVisible();
  await expect(page.getByTestId('pos-checkout')).toBeDisabled();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // Selling by the unit what is left goes through.
  await page.getByTestId('cart-unit-toggle-0').click();
  await page.getByTestId('cart-qty-0').fill('4');
  await expect(page.getByTestId('cart-short-0')).toBeHidden();
  await page.getByTestId('pos-checkout').click();
  await expect(page.getByTestId('receipt-dialog')).toBeVisible();
  await expect(page.getByTestId('receipt-tax')).toBeHidden();
});

test('favorites, and a held sale loaded back and finished', async ({ page }) => {
  const barcode = `E2EPOS${Date.now()}H`;
  await receive(page.request, 'E2E Vitamin C 1000mg', barcode, [day(300)]);
  const product = (await (await page.request.get('/api/pos/preload-all')).json()).inventory.find(
    (p: { barcode: string }) => p.barcode === barcode,
  );
  for (const favorite of await (await page.request.get('/api/pos/favorites')).json())
    await page.request.delete(`/api/pos/favorites/${favorite.productId}`);
  await openTill(page);

  // Pin the product, then one tap on its favorite adds it.
  await page.getByTestId('favorites-edit').click();
  await page.getByTestId('favorites-search').fill('E2E Vitamin C');
  await page.getByTestId(`favorite-add-${product.id}`).click();
  await expect(page.getByTestId(`favorite-remove-${product.id}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId(`favorite-${product.id}`).click();
  await expect(line(page, 0)).toContainText('E2E Vitamin C 1000mg');

  // Hold Sale needs a name; the held cart leaves the till and waits in Held Sales.
  await page.getByTestId('pos-hold').click();
  await page.getByTestId('hold-save').click();
  await expect(page.getByTestId('hold-name-error')).toHaveText('Please enter a name for the cart draft.');
  await page.getByTestId('hold-name').fill('E2E counter 2');
  await page.getByTestId('hold-customer').fill('Noor');
  await page.getByTestId('hold-save').click();
  await expect(toastTitle(page)).toHaveText('Sale Held');
  await expect(page.getByTestId('pos-cart-empty')).toBeVisible();
  const held = page.getByTestId('pos-drafts').locator('li', { hasText: 'E2E counter 2' });
  await expect(held).toContainText('Noor');

  // Loaded back and checked out: the held sale is gone.
  await held.getByRole('button', { name: 'Load' }).click();
  await expect(line(page, 0)).toContainText('E2E Vitamin C 1000mg');
  await page.getByTestId('pos-checkout').click();
  await expect(page.getByTestId('receipt-dialog')).toBeVisible();
  await page.getByTestId('receipt-close').click();
  await expect(held).toHaveCount(0);
});

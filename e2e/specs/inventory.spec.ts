import { type Locator, type Page, expect, test } from '@playwright/test';
import { demo, signInAsManager } from '../support/session';

/** A barcode no other run or demo product uses. */
const uniqueBarcode = () => `E2E${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function openInventory(page: Page) {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.goto('/inventory');
  await expect(page.getByTestId('inventory-page')).toBeVisible();
  await expect(page.getByTestId('inventory-table')).toBeVisible();
}

interface Row {
  name: string;
  barcode: string;
  category?: string;
  quantity: string;
  unitsPerBox: string;
  cost: string;
  retail: string;
  expiry: string;
}

async function fillRow(page: Page, index: number, row: Row) {
  const field = (name: string) => page.getByTestId(`product-row-${index}-${name}`);
  await field('productName').fill(row.name);
  await field('barcode').fill(row.barcode);
  if (row.category) await field('category').selectOption(row.category);
  await field('quantity').fill(row.quantity);
  await field('unitsPerBox').fill(row.unitsPerBox);
  await field('costPrice').fill(row.cost);
  await field('retailPrice').fill(row.retail);
  await field('expiryDate').fill(row.expiry);
}

async function search(page: Page, text: string) {
  await page.getByTestId('inventory-search').fill(text);
}

/** Rows of the list for a barcode (one per expiry date). */
const rowsOf = (page: Page, barcode: string): Locator => page.getByTestId(`inventory-row-${barcode}`);

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId('toast-title')).toHaveText(title);
}

test('receiving: a new supplier, two products, a name conflict and a new expiry date', async ({ page }) => {
  await openInventory(page);
  const amoxicillin = uniqueBarcode();
  const cetirizine = uniqueBarcode();
  const supplier = `E2E Pharma ${Date.now()}`;

  // Submitting an empty dialog names what is missing, with the spec's messages.
  await page.getByTestId('add-product-open').click();
  await page.getByTestId('add-product-submit').click();
  // Said beside the fields and the buttons, not in a toast over them.
  await expect(page.getByTestId('add-product-problem')).toHaveText('Supplier is required');
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page.getByTestId('add-product-supplier-error')).toHaveText('Supplier is required');
  await expect(page.getByTestId('product-row-0-productName-error')).toHaveText('Product name is required');
  await expect(page.getByTestId('product-row-0-expiryDate-error')).toHaveText('Expiry date is required');
  await expect(page.getByTestId('add-product-supplier')).toBeFocused();

  // A supplier added inline is selected at once; its form checks the e-mail.
  await page.getByTestId('add-supplier-open').click();
  await page.getByTestId('add-supplier-name').fill(supplier);
  await page.getByTestId('add-supplier-contact').fill('Huda Salim');
  await page.getByTestId('add-supplier-phone').fill('+964 770 000 1122');
  await page.getByTestId('add-supplier-email').fill('not-an-email');
  await page.getByTestId('add-supplier-email').press('Enter');
  await expect(page.getByTestId('add-supplier-email-error')).toHaveText('Invalid email address');
  await page.getByTestId('add-supplier-email').fill('orders@e2e-pharma.test');
  await page.getByTestId('add-supplier-save').click();
  await expect(page.getByTestId('add-supplier-panel')).toBeHidden();
  await expect(page.getByTestId('add-product-supplier').locator('option:checked')).toHaveText(supplier);

  await page.getByTestId('add-product-order-id').fill('E2E-1001');
  await fillRow(page, 0, {
    name: 'E2E Amoxicillin 500mg',
    barcode: amoxicillin,
    category: 'medications',
    quantity: '3',
    unitsPerBox: '10',
    cost: '5000',
    retail: '6500',
    expiry: '2030-01-15',
  });
  await expect(page.getByTestId('product-row-0-perUnit')).toContainText('650 IQD');
  await page.getByTestId('add-product-add-row').click();
  await expect(page.getByTestId('product-row-1-productName')).toBeFocused();
  await fillRow(page, 1, {
    name: 'E2E Cetirizine 10mg',
    barcode: cetirizine,
    quantity: '2',
    unitsPerBox: '20',
    cost: '2000',
    retail: '3000',
    expiry: '2030-06-30',
  });
  // Enter submits the dialog.
  await page.getByTestId('product-row-1-expiryDate').press('Enter');
  await expectToast(page, 'Item Added');
  await expect(page.getByTestId('add-products-dialog')).toBeHidden();

  await search(page, amoxicillin);
  await expect(rowsOf(page, amoxicillin)).toHaveCount(1);
  const row = rowsOf(page, amoxicillin);
  await expect(row).toContainText('E2E Amoxicillin 500mg');
  await expect(row).toContainText('Medications');
  await expect(row).toContainText(supplier);
  await expect(row).toContainText('3 boxes');
  await expect(row).toContainText('30 units');
  await expect(row).toContainText('650 / unit');
  await expect(row.getByTestId('expiry-badge')).toHaveText('Good');

  // The same barcode under another name with a new expiry date: conflict, then the new-expiry notice.
  await page.getByTestId('add-product-open').click();
  await expect(page.getByTestId('product-row-0-productName')).toHaveValue('');
  await page.getByTestId('add-product-supplier').selectOption({ label: supplier });
  await page.getByTestId('add-product-order-id').fill('E2E-1002');
  await fillRow(page, 0, {
    name: 'E2E Amoxil 500mg',
    barcode: amoxicillin,
    quantity: '1',
    unitsPerBox: '10',
    cost: '4800',
    retail: '6500',
    expiry: '2029-03-01',
  });
  await page.getByTestId('add-product-submit').click();
  await expect(page.getByTestId('conflict-current-name')).toHaveText('E2E Amoxicillin 500mg');
  await expect(page.getByTestId('conflict-new-name')).toHaveText('E2E Amoxil 500mg');
  await page.getByTestId('conflict-keep-name').click();
  await expect(page.getByTestId('new-expiry-dialog')).toBeVisible();
  await expect(page.getByTestId('new-expiry-date')).toHaveText('Mar 1, 2029');
  await expect(page.getByTestId('new-expiry-count')).toHaveText('2');
  await expect(page.getByTestId('new-expiry-dialog')).toContainText('earlier expiry date will be recommended first');
  await page.getByTestId('new-expiry-ok').click();
  await expectToast(page, 'Item Added');
  await expect(page.getByTestId('add-products-dialog')).toBeHidden();

  // Two lots, the kept name on both, the earlier expiry first.
  await page.getByTestId('inventory-sort').selectOption('expiry');
  await expect(rowsOf(page, amoxicillin)).toHaveCount(2);
  await expect(rowsOf(page, amoxicillin).first()).toHaveAttribute('data-expiry', '2029-03-01');
  await expect(page.getByTestId('inventory-table')).not.toContainText('E2E Amoxil 500mg');

  // Same expiry again, choosing the new name: stock joins that lot, so no new-expiry notice.
  await page.getByTestId('add-product-open').click();
  await page.getByTestId('add-product-supplier').selectOption({ label: supplier });
  await page.getByTestId('add-product-order-id').fill('E2E-1003');
  await fillRow(page, 0, {
    name: 'E2E Amoxicillin 500mg Capsules',
    barcode: amoxicillin,
    quantity: '2',
    unitsPerBox: '10',
    cost: '5000',
    retail: '6500',
    expiry: '2030-01-15',
  });
  await page.getByTestId('add-product-submit').click();
  await page.getByTestId('conflict-change-name').click();
  await expectToast(page, 'Item Added');
  await expect(page.getByTestId('new-expiry-dialog')).toBeHidden();
  await expect(rowsOf(page, amoxicillin)).toHaveCount(2);
  await expect(rowsOf(page, amoxicillin).last()).toContainText('E2E Amoxicillin 500mg Capsules');
  await expect(rowsOf(page, amoxicillin).last()).toContainText('5 boxes');
});

test('search, sort, pages, and editing, history and deleting an item', async ({ page }) => {
  await openInventory(page);
  const suppliers = await (await page.request.get('/api/suppliers')).json();
  const barcode = uniqueBarcode();
  const added = await page.request.post('/api/inventory/add-product', {
    data: {
      productName: 'E2E Omeprazole 20mg',
      barcode,
      category: 'medications',
      supplierId: suppliers[0].id,
      orderId: 'E2E-2001',
      quantity: 4,
      unitsPerBox: 14,
      costPrice: 3000,
      retailPrice: 4200,
      expiryDate: '2031-02-01',
    },
  });
  expect(added.ok()).toBe(true);

  // Sort: expiry nearest, stock lowest, name; each read from the first page.
  const sorted = async (sort: string, attribute: (row: Locator) => Promise<string>) => {
    await page.getByTestId('inventory-sort').selectOption(sort);
    await expect(page.getByTestId('inventory-showing')).toContainText('Showing 1–50');
    const rows = page.getByTestId('inventory-table').locator('tbody tr');
    await expect(rows).toHaveCount(50);
    return Promise.all((await rows.all()).map(attribute));
  };
  const expiries = await sorted('expiry', async (row) => (await row.getAttribute('data-expiry')) ?? '');
  expect(expiries).toEqual([...expiries].sort());
  const units = (await sorted('stock', async (row) => (await row.getAttribute('data-units')) ?? '')).map(Number);
  expect(units).toEqual([...units].sort((a, b) => a - b));
  const names = await sorted('name', async (row) => await row.locator('td').first().locator('p').first().innerText());
  const lower = names.map((name) => name.toLowerCase());
  expect(lower).toEqual([...lower].sort());

  // Pages of 50 with numbered buttons.
  await page.getByTestId('pagination-page-2').click();
  await expect(page.getByTestId('inventory-showing')).toContainText('Showing 51–100');
  await expect(page.getByTestId('pagination-page-2')).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('pagination-previous').click();
  await expect(page.getByTestId('inventory-showing')).toContainText('Showing 1–50');

  // Search by supplier name; and a search with no hits has its own empty state.
  await search(page, suppliers[0].name);
  const supplierCells = page.getByTestId('inventory-table').locator('tbody tr td:nth-child(3)');
  await expect.poll(async () => [...new Set(await supplierCells.allInnerTexts())]).toEqual([suppliers[0].name]);
  await search(page, 'no-such-product-xyz');
  await expect(page.getByTestId('inventory-no-results')).toContainText('No products match');
  await page.getByTestId('inventory-clear-search').click();
  await expect(page.getByTestId('inventory-search')).toHaveValue('');

  // Edit the item: bounds are checked, then boxes, price and expiry change.
  await search(page, barcode);
  const row = rowsOf(page, barcode);
  await expect(row).toContainText('4 boxes');
  await row.getByTestId('row-edit-item').click();
  await expect(page.getByTestId('edit-item-quantity')).toBeFocused();
  await page.getByTestId('edit-item-quantity').fill('0');
  await page.getByTestId('edit-item-save').click();
  await expect(page.getByTestId('edit-item-quantity-error')).toHaveText('Quantity must be at least 1');
  await page.getByTestId('edit-item-quantity').fill('7');
  await page.getByTestId('edit-item-retailPrice').fill('4550');
  await page.getByTestId('edit-item-expiryDate').fill('2031-05-20');
  await page.getByTestId('edit-item-retailPrice').press('Enter');
  await expectToast(page, 'Item Updated');
  await expect(row).toContainText('7 boxes');
  await expect(row).toContainText('98 units');
  await expect(row).toContainText('4,550');
  await expect(row).toContainText('325 / unit');
  await expect(row).toHaveAttribute('data-expiry', '2031-05-20');

  // Edit the product's name.
  await row.getByTestId('row-edit-product').click();
  await page.getByTestId('edit-product-name').fill('   ');
  await page.getByTestId('edit-product-save').click();
  await expect(page.getByTestId('edit-product-error')).toHaveText('Product name and barcode are required.');
  await page.getByTestId('edit-product-name').fill('E2E Omeprazole 20mg Capsules');
  await page.getByTestId('edit-product-save').click();
  await expectToast(page, 'Product Updated');
  await expect(row).toContainText('E2E Omeprazole 20mg Capsules');

  // History: the receipt's cost and its expiry date.
  await row.getByTestId('row-history').click();
  await expect(page.getByTestId('cost-history')).toContainText('3,000 IQD');
  await expect(page.getByTestId('cost-history')).toContainText(suppliers[0].name);
  await page.getByTestId('history-tab-expiry').click();
  await expect(page.getByTestId('expiry-history').getByTestId('history-status')).toHaveText(['Good']);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('history-dialog')).toBeHidden();

  // Delete, after confirming.
  await row.getByTestId('row-delete').click();
  await page.getByTestId('delete-item-confirm').click();
  await expectToast(page, 'Item Deleted');
  await expect(page.getByTestId('inventory-no-results')).toBeVisible();
});

test('on a phone in Arabic the list is stacked cards, right to left', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth?lng=ar');
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/inventory') listRequests.push(request.url());
  });
  await page.goto('/inventory');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('page-title')).toHaveText('المخزون');
  await expect(page.getByTestId('inventory-cards')).toBeVisible();
  // A screenful of cards first, the rest the next frame (issue 28): the whole page of 50 arrives,
  // and the list asked while the page's code loaded is not asked again when the tab mounts.
  const cards = page.getByTestId('inventory-cards').locator('li');
  await expect(cards).toHaveCount(50);
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards.last()).toBeInViewport();
  expect(listRequests).toHaveLength(1);
  await expect(page.getByTestId('inventory-table')).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.getByTestId('inventory-tab-drafts').click();
  await expect(page.getByTestId('drafts-tab')).toBeVisible();
});

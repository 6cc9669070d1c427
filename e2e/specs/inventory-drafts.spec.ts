import { type Page, expect, test } from '@playwright/test';
import { demo, signInAsManager } from '../support/session';

/** A mark no other run or demo product uses. */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function openInventory(page: Page) {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.goto('/inventory');
  await expect(page.getByTestId('inventory-table')).toBeVisible();
}

async function expectToast(page: Page, title: string, description?: string) {
  await expect(page.getByTestId('toast-title')).toHaveText(title);
  if (description) await expect(page.getByTestId('toast-description')).toHaveText(description);
}

/** Finds a product in Current inventory by barcode (or name) and answers its row. */
async function findInInventory(page: Page, search: string, barcode: string) {
  await page.getByTestId('inventory-tab-current').click();
  await page.getByTestId('inventory-search').fill(search);
  const row = page.getByTestId(`inventory-row-${barcode}`);
  await expect(row).toHaveCount(1);
  return row;
}

/** The test's supplier: the first of the demo pharmacy's suppliers. */
async function firstSupplier(page: Page): Promise<{ id: number; name: string }> {
  const suppliers = (await (await page.request.get('/api/suppliers')).json()) as { id: number; name: string }[];
  const first = suppliers[0];
  if (!first) throw new Error('the demo pharmacy has no supplier');
  return first;
}

test('a CSV file becomes a draft batch (a bad row reported), saved to inventory from the batch editor', async ({
  page,
}) => {
  await openInventory(page);
  const supplier = await firstSupplier(page);
  const id = unique();
  const [first, second] = [`E2E CSV Cetirizine ${id}`, `E2E CSV Zinc ${id}`];
  const [firstBarcode, secondBarcode] = [`CSV${id}1`, `CSV${id}2`];
  await page.getByTestId('inventory-tab-csv').click();

  // Only CSV files; importing needs a file; the template downloads.
  await page
    .getByTestId('csv-file-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expectToast(page, 'Invalid File Type', 'Please select a CSV file');
  await page.getByTestId('csv-upload').click();
  await expectToast(page, 'No File Selected', 'Please select a CSV file');
  const download = page.waitForEvent('download');
  await page.getByTestId('csv-template').click();
  expect((await download).suggestedFilename()).toBe('inventory-template.csv');

  const csv = [
    'Name,Barcode,Category,Quantity,Cost_Price,Retail_Price,Units_Per_Box,Expiration_Date',
    `${first},${firstBarcode},medicines,4,2.50,4.00,10,2031-05-31`,
    `E2E CSV Bad Price ${id},,other,1,$12,15,1,2031-01-01`,
    `${second},${secondBarcode},vitamins,6,3.00,,30,2031-08-15`,
  ].join('\r\n');
  await page
    .getByTestId('csv-file-input')
    .setInputFiles({ name: `stock-${id}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByTestId('csv-file-info')).toContainText('B');
  await page.getByTestId('csv-upload').click();
  await expect(page.getByTestId('csv-result-imported')).toHaveText('2 of 3 rows imported into a draft batch');
  await expect(page.getByTestId('skipped-row-3')).toContainText('Line 3');
  await expect(page.getByTestId('skipped-row-3')).toContainText(
    'Prices must be plain numbers without currency symbols',
  );

  // The batch editor: two rows, the skipped row still reported.
  await page.getByTestId('csv-open-batch').click();
  const editor = page.getByTestId('batch-editor');
  await expect(editor).toBeVisible();
  await expect(page.getByTestId('batch-row-0-name')).toHaveValue(first);
  await expect(page.getByTestId('batch-row-1-name')).toHaveValue(second);
  await expect(page.getByTestId('batch-row-0-category')).toHaveValue('medications');
  await expect(page.getByTestId('batch-row-0-quantity')).toHaveAttribute('min', '0');
  await expect(page.getByTestId('batch-row-0-costPrice')).toHaveAttribute('step', '0.01');
  await expect(page.getByTestId('batch-row-0-unitsPerBox')).toHaveAttribute('min', '1');
  await expect(editor.getByTestId('skipped-rows')).toContainText('1 row was not imported');

  // Saving needs a selection, a supplier and order, and complete rows.
  // (Said beside the fields, rows and buttons, not in toasts over them.)
  await page.getByTestId('batch-save-selected').click();
  await expect(page.getByTestId('batch-problem')).toHaveText('Select at least one product to save.');
  await page.getByTestId('batch-save-all').click();
  await expect(page.getByTestId('batch-problem')).toHaveText('Please select supplier and enter order ID');
  await expect(page.getByTestId('batch-supplier-error')).toHaveText('Supplier is required');
  await page.getByTestId('batch-supplier').selectOption(String(supplier.id));
  await page.getByTestId('batch-order-id').fill(`CSV-${id}`);
  await page.getByTestId('batch-save-all').click();
  const rowProblem = 'Product 2: Please fill in all required fields (name, cost price, retail price) for all products.';
  await expect(page.getByTestId('batch-problem')).toHaveText(rowProblem);
  await expect(page.getByTestId('batch-row-1-problem')).toHaveText(rowProblem);
  await expect(page.getByTestId('batch-row-1')).toHaveAttribute('data-invalid', 'true');

  // Update Draft keeps the edit; Save Selected puts one row into stock and leaves the other.
  await page.getByTestId('batch-row-1-retailPrice').fill('5.25');
  await page.getByTestId('batch-update').click();
  await expectToast(page, 'Draft Updated');
  await page.getByTestId('batch-row-0-select').check();
  await expect(page.getByTestId('batch-counts')).toHaveText('2 products · 1 selected');
  await page.getByTestId('batch-save-selected').click();
  await expectToast(page, 'Item Added', '1 product was added to inventory.');
  await expect(page.getByTestId('batch-row-0-name')).toHaveValue(second);
  await expect(page.getByTestId('batch-row-1')).toHaveCount(0);

  // Save All empties the batch: the editor closes, the draft is gone.
  await page.getByTestId('batch-save-all').click();
  await expectToast(page, 'Item Added', '1 product was added to inventory.');
  await expect(editor).toBeHidden();
  await page.getByTestId('inventory-tab-drafts').click();
  await expect(page.getByTestId('drafts-tab')).not.toContainText(`stock-${id}.csv`);

  const row = await findInInventory(page, first, firstBarcode);
  await expect(row).toContainText('4 boxes');
  await expect(row).toContainText(supplier.name);
  const zinc = await findInInventory(page, second, secondBarcode);
  await expect(zinc).toContainText('6 boxes');
  await expect(zinc).toContainText('180 units');
});

test('Add New Products saves drafts: one product completes from Edit Draft, several are kept or deleted', async ({
  page,
}) => {
  await openInventory(page);
  const supplier = await firstSupplier(page);
  const id = unique();
  const name = `E2E Draft Loratadine ${id}`;
  const barcode = `DRF${id}`;

  // Save as draft needs one named product.
  await page.getByTestId('add-product-open').click();
  await page.getByTestId('add-product-save-draft').click();
  await expect(page.getByTestId('add-product-problem')).toHaveText(
    'At least one product needs a name to save a draft.',
  );
  await page.getByTestId('add-product-supplier').selectOption(String(supplier.id));
  await page.getByTestId('add-product-order-id').fill(`DRF-${id}`);
  await page.getByTestId('product-row-0-productName').fill(name);
  await page.getByTestId('product-row-0-barcode').fill(barcode);
  await page.getByTestId('product-row-0-quantity').fill('3');
  await page.getByTestId('product-row-0-unitsPerBox').fill('10');
  await page.getByTestId('product-row-0-retailPrice').fill('6000');
  await page.getByTestId('product-row-0-expiryDate').fill('2031-03-31');
  await page.getByTestId('product-row-0-batchNumber').fill('LR-2403');
  await page.getByTestId('add-product-save-draft').click();
  await expectToast(page, 'Draft Saved');
  await expect(page.getByTestId('add-products-dialog')).toBeHidden();

  // The draft waits in the Drafts tab, opened in Edit Draft.
  await page.getByTestId('inventory-tab-drafts').click();
  const draftRow = page.locator('[data-testid^="draft-row-"]', { hasText: name });
  await expect(draftRow.getByTestId('draft-type')).toHaveText('Manual');
  await expect(draftRow).toContainText(`DRF-${id}`);
  await expect(draftRow).toContainText(supplier.name);
  await draftRow.getByTestId('draft-open').click();
  await expect(page.getByTestId('edit-draft-dialog')).toBeVisible();
  await expect(page.getByTestId('edit-draft-productName')).toHaveValue(name);
  await expect(page.getByTestId('edit-draft-batchNumber')).toHaveValue('LR-2403');
  // The dialog's empty price counted as 0 (spec part 2 §5); without a cost price there is no completing.
  await expect(page.getByTestId('edit-draft-costPrice')).toHaveValue('0.00');
  await expect(page.getByTestId('edit-draft-complete')).toBeVisible();
  await page.getByTestId('edit-draft-costPrice').fill('');
  await expect(page.getByTestId('edit-draft-complete')).toHaveCount(0);
  await expect(page.getByTestId('edit-draft-complete-hint')).toBeVisible();
  await page.getByTestId('edit-draft-productName').fill('');
  await page.getByTestId('edit-draft-update').click();
  await expect(page.getByTestId('edit-draft-productName-error')).toHaveText('Product name is required');
  await page.getByTestId('edit-draft-productName').fill(name);
  await page.getByTestId('edit-draft-costPrice').fill('4500');
  await page.getByTestId('edit-draft-update').click();
  await expectToast(page, 'Draft Updated');
  await draftRow.getByTestId('draft-open').click();
  await expect(page.getByTestId('edit-draft-costPrice')).toHaveValue('4500.00');
  await page.getByTestId('edit-draft-complete').click();
  await expectToast(page, 'Draft Completed', `${name} was added to inventory.`);
  await expect(page.getByTestId('edit-draft-dialog')).toBeHidden();
  await expect(draftRow).toHaveCount(0);
  const row = await findInInventory(page, barcode, barcode);
  await expect(row).toContainText('3 boxes');
  await expect(row).toContainText('600 / unit');
  // The lot the draft became carries the batch typed in Add New Products.
  await expect(row).toContainText('LR-2403');

  // Several products make one draft, opened in the products dialog; deleting asks first.
  await page.getByTestId('add-product-open').click();
  await page.getByTestId('product-row-0-productName').fill(`E2E Draft Pair A ${id}`);
  await page.getByTestId('add-product-add-row').click();
  await page.getByTestId('product-row-1-productName').fill(`E2E Draft Pair B ${id}`);
  await page.getByTestId('add-product-save-draft').click();
  await expectToast(page, 'Draft Saved');
  await page.getByTestId('inventory-tab-drafts').click();
  const pair = page.locator('[data-testid^="draft-row-"]', { hasText: `E2E Draft Pair A ${id}` });
  await expect(pair).toContainText('2 products');
  await pair.getByTestId('draft-open').click();
  await expect(page.getByTestId('multi-draft-dialog')).toBeVisible();
  await expect(page.getByTestId('multi-draft-row-1-name')).toHaveValue(`E2E Draft Pair B ${id}`);
  await page.getByTestId('multi-draft-row-1-name').fill('');
  await expect(page.getByTestId('multi-draft-save')).toBeDisabled();
  await page.getByTestId('multi-draft-row-1-remove').click();
  await expect(page.getByTestId('multi-draft-row-0-remove')).toBeDisabled();
  await expect(page.getByTestId('multi-draft-save')).toBeEnabled();
  await page.getByTestId('multi-draft-update').click();
  await expectToast(page, 'Draft Updated', '1 product');
  await expect(pair).toContainText('1 product');
  await pair.getByTestId('draft-delete').click();
  await page.getByTestId('delete-draft-cancel').click();
  await expect(pair).toHaveCount(1);
  await pair.getByTestId('draft-delete').click();
  await page.getByTestId('delete-draft-confirm').click();
  await expectToast(page, 'Draft Deleted');
  await expect(pair).toHaveCount(0);
});

/** A printed receipt as a PNG, drawn by the browser itself: large monospace lines, black on white. */
async function receiptImage(page: Page, lines: string[]): Promise<Buffer> {
  const paper = await page.context().newPage();
  const body = lines.map((line) => `<div>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;') || '&nbsp;'}</div>`);
  await paper.setContent(
    `<body style="margin:0;background:#fff"><div id="receipt" style="display:inline-block;padding:40px;background:#fff;color:#000;font:28px/44px 'DejaVu Sans Mono',monospace;white-space:pre">${body.join('')}</div></body>`,
  );
  const png = await paper.locator('#receipt').screenshot();
  await paper.close();
  return png;
}

test('a photographed receipt is read, reviewed and saved into stock', async ({ page }) => {
  test.setTimeout(120_000);
  await openInventory(page);
  const id = unique();
  // Words and digits the OCR reads back exactly; the fresh e2e database has no such supplier yet.
  const supplierName = 'Babylon Scan Pharma';
  const phone = `0771 ${id.slice(-7, -4)} ${id.slice(-4)}`;
  await page.getByTestId('inventory-tab-ocr').click();

  // Images only; processing needs one.
  await page
    .getByTestId('ocr-file-input')
    .setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from('name\nA\n') });
  await expectToast(page, 'Invalid File Type', 'Please select an image file');
  await page.getByTestId('ocr-process').click();
  await expectToast(page, 'No Image Selected', 'Please select an image file');

  const image = await receiptImage(page, [
    supplierName,
    `Tel: ${phone}`,
    'Date: 14/03/2026',
    'Invoice No. INV-2041',
    '',
    'Paracetamol 500mg x2 3.50',
    'Vitamin C 1000mg x3 12.00',
    '',
    'TOTAL 15.50',
  ]);
  await page.getByTestId('ocr-file-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: image });
  await expect(page.getByTestId('ocr-preview')).toBeVisible();
  await page.getByTestId('ocr-process').click();
  const review = page.getByTestId('ocr-review');
  await expect(review).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('ocr-row-0-name')).toHaveValue('Paracetamol 500mg');
  await expect(page.getByTestId('ocr-row-0-quantity')).toHaveValue('2');
  await expect(page.getByTestId('ocr-row-0-costPrice')).toHaveValue('1.75');
  await expect(page.getByTestId('ocr-row-0-category')).toHaveValue('other');
  await expect(page.getByTestId('ocr-row-1-name')).toHaveValue('Vitamin C 1000mg');
  await expect(page.getByTestId('ocr-receipt-date')).toHaveText('Mar 14, 2026');
  // Dinars are shown whole: 15.50 reads 16 IQD.
  await expect(page.getByTestId('ocr-receipt-total')).toHaveText('16 IQD');
  // The receipt's supplier is not one of the pharmacy's: offered as new, created only on saving.
  await expect(page.getByTestId('ocr-supplier-new')).toContainText(supplierName);
  await expect(page.getByTestId('ocr-supplier').locator('option:checked')).toHaveText('Select a supplier');

  // Save Products needs the supplier confirmed and an order ID, then a retail price for every product.
  await page.getByTestId('ocr-save').click();
  await expectToast(page, 'Missing Information', 'Please select supplier and enter order ID');
  await page.getByTestId('ocr-supplier').selectOption({ label: `New supplier: ${supplierName}` });
  await page.getByTestId('ocr-save').click();
  await expectToast(page, 'Missing Information', 'Please select supplier and enter order ID');
  await page.getByTestId('ocr-order-id').fill('INV-2041');
  await page.getByTestId('ocr-save').click();
  await expectToast(page, 'Missing Retail Price', 'Product 1 needs a retail price.');
  const barcodes = [`OCR${id}1`, `OCR${id}2`];
  for (const [index, retail] of ['2.50', '6.00'].entries()) {
    await page.getByTestId(`ocr-row-${index}-barcode`).fill(barcodes[index] ?? '');
    await page.getByTestId(`ocr-row-${index}-unitsPerBox`).fill('10');
    await page.getByTestId(`ocr-row-${index}-retailPrice`).fill(retail);
  }
  await page.getByTestId('ocr-save').click();
  await expectToast(
    page,
    'Missing Information',
    'Product 1: Every product needs an expiry date (YYYY-MM-DD) before it goes into stock.',
  );
  await page.getByTestId('ocr-row-0-expirationDate').fill('2031-09-30');
  await page.getByTestId('ocr-row-1-expirationDate').fill('2031-10-31');
  await page.getByTestId('ocr-save').click();
  await expectToast(page, 'Item Added', '2 products were added to inventory.');

  // Everything starts over.
  await expect(review).toBeHidden();
  await expect(page.getByTestId('ocr-preview')).toBeHidden();

  const paracetamol = await findInInventory(page, barcodes[0] ?? '', barcodes[0] ?? '');
  await expect(paracetamol).toContainText('Paracetamol 500mg');
  await expect(paracetamol).toContainText('2 boxes');
  await expect(paracetamol).toContainText(supplierName);
  const vitamin = await findInInventory(page, barcodes[1] ?? '', barcodes[1] ?? '');
  await expect(vitamin).toContainText('3 boxes');
});

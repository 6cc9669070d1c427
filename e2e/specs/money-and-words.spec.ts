import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { demo, signInAsManager } from '../support/session';
import { receiveLots } from '../support/stock';

/** A mark no other run or demo product uses. */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const RLM = '\u200F';
const expiry = '2031-06-30';

/** Receives one box of `unitsPerBox` units at `retailPrice` a box through the API; answers the barcode. */
async function receive(request: APIRequestContext, name: string, retailPrice: string, unitsPerBox = 10) {
  const barcode = `E2EMW${unique()}`;
  await receiveLots(request, { name, barcode, unitsPerBox, retailPrice, costPrice: 1000 }, [
    { boxes: 1, expiryDate: expiry },
  ]);
  return barcode;
}

/**
 * Where the reader sees the amount's digits: right or left of the currency, measured on screen.
 * "2,750 IQD" has them on the left; Arabic "2,750 د.ع" read right to left has them on the right.
 */
async function digitsSide(amount: Locator): Promise<'left' | 'right'> {
  return amount.evaluate((element) => {
    const text = element.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) throw new Error('the amount is not one text');
    const content = text.textContent ?? '';
    const rectOf = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect();
    };
    const digit = rectOf(content.search(/\d/));
    const letter = rectOf(content.search(/[A-Za-z\u0600-\u06FF$€£]/));
    return digit.x < letter.x ? 'left' : 'right';
  });
}

async function openTillWith(page: Page, barcode: string) {
  await page.goto('/pos');
  await expect(page.getByTestId('pos-products-count')).toBeVisible();
  await page.getByTestId('pos-search').fill(barcode);
  await page.getByTestId('pos-search').press('Enter');
  await expect(page.getByTestId('cart-line-0')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signInAsManager(page, demo.pharmacy.email, demo.pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('dinars are whole and read one way at the till and on the dashboard, in English and Arabic', async ({ page }) => {
  // 2,750.50 a box: exact in the data, a whole 2,751 dinars to the reader.
  const barcode = await receive(page.request, 'E2E Dinar Syrup', '2750.50');

  await openTillWith(page, barcode);
  await expect(page.getByTestId('cart-total-0')).toHaveText('2,751 IQD');
  await expect(page.getByTestId('pos-subtotal')).toHaveText('2,751 IQD');
  await expect(page.getByTestId('pos-total')).toHaveText(/^[\d,]+ IQD$/);
  expect(await digitsSide(page.getByTestId('pos-total'))).toBe('left');

  await page.goto('/dashboard');
  const revenue = page.getByTestId('card-revenue-value');
  await expect(revenue).toHaveText(/^[\d,]+ IQD$/);
  expect(await digitsSide(revenue)).toBe('left');

  // Arabic: the amount, then the Arabic symbol, the digits on the reader's right in both places.
  await page.goto('/pos?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByTestId('pos-search').fill(barcode);
  await page.getByTestId('pos-search').press('Enter');
  await expect(page.getByTestId('cart-total-0')).toHaveText(`${RLM}2,751 د.ع${RLM}`);
  await expect(page.getByTestId('pos-total')).toHaveText(new RegExp(`^${RLM}[\\d,]+ د\\.ع${RLM}$`));
  expect(await digitsSide(page.getByTestId('pos-total'))).toBe('right');

  await page.goto('/dashboard');
  await expect(revenue).toHaveText(new RegExp(`^${RLM}[\\d,]+ د\\.ع${RLM}$`));
  expect(await digitsSide(revenue)).toBe('right');
  await expect(page.getByTestId('card-profit-value')).not.toContainText('IQD');
});

test('the currency setting says it is the shop’s currency, not a conversion, in English and Arabic', async ({
  page,
}) => {
  await page.goto('/settings');
  await page.getByTestId('settings-tab-currency').click();
  await expect(page.getByTestId('currency-meaning')).toHaveText(
    'This is the currency your shop works in: prices, sales and reports are shown in it. Changing it does not convert any amount: a price of 2,750 stays 2,750 in the new currency.',
  );
  await page.goto('/settings?lng=ar');
  await page.getByTestId('settings-tab-currency').click();
  await expect(page.getByTestId('currency-meaning')).toHaveText(
    'هذه هي العملة التي يعمل بها متجرك: تُعرض بها الأسعار والمبيعات والتقارير. تغييرها لا يحوّل أي مبلغ: السعر 2,750 يبقى 2,750 بالعملة الجديدة.',
  );
});

test('Arabic counts agree with their number: 10 وحدات, علبة واحدة', async ({ page }) => {
  const barcode = await receive(page.request, `E2E Plural Drops ${unique()}`, '3000');
  await page.goto('/inventory?lng=ar');
  await expect(page.getByTestId('inventory-table')).toBeVisible();
  await page.getByTestId('inventory-search').fill(barcode);
  const row = page.getByTestId(`inventory-row-${barcode}`);
  await expect(row).toContainText('10 وحدات');
  await expect(row).toContainText('علبة واحدة');
  await expect(row).not.toContainText('10 وحدة');

  await page.goto('/inventory?lng=en');
  await page.getByTestId('inventory-search').fill(barcode);
  await expect(page.getByTestId(`inventory-row-${barcode}`)).toContainText('10 units');
  await expect(page.getByTestId(`inventory-row-${barcode}`)).toContainText('1 box');
});

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

const supplierCount = async (page: Page) =>
  ((await (await page.request.get('/api/suppliers')).json()) as unknown[]).length;

test('a receipt from a known supplier under a slightly different name suggests it and creates none', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const known = 'Kufa Medical Co.';
  const created = await page.request.post('/api/suppliers', {
    data: { name: known, contact: 'Ali Hassan', phone: '0770 111 2233' },
  });
  expect([201, 409]).toContain(created.status());
  const before = await supplierCount(page);

  await page.goto('/inventory');
  await page.getByTestId('inventory-tab-ocr').click();
  const image = await receiptImage(page, [
    'Kufa Medical Co',
    'Date: 14/03/2026',
    '',
    'Paracetamol 500mg x2 3.50',
    '',
    'TOTAL 3.50',
  ]);
  await page.getByTestId('ocr-file-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: image });
  await page.getByTestId('ocr-process').click();
  await expect(page.getByTestId('ocr-review')).toBeVisible({ timeout: 60_000 });

  // The match is suggested and chosen; nothing was created by reading the receipt.
  await expect(page.getByTestId('ocr-supplier-matched')).toContainText(known);
  await expect(page.getByTestId('ocr-supplier').locator('option:checked')).toHaveText(known);
  await expect(page.getByTestId('ocr-supplier').locator('option', { hasText: 'New supplier' })).toHaveCount(0);
  expect(await supplierCount(page)).toBe(before);

  const barcode = `OCRMW${unique()}`;
  await page.getByTestId('ocr-order-id').fill(`KUFA-${barcode}`);
  await page.getByTestId('ocr-row-0-barcode').fill(barcode);
  await page.getByTestId('ocr-row-0-unitsPerBox').fill('10');
  await page.getByTestId('ocr-row-0-retailPrice').fill('2.50');
  await page.getByTestId('ocr-row-0-expirationDate').fill(expiry);
  await page.getByTestId('ocr-save').click();
  await expect(page.getByTestId('toast-title')).toHaveText('Item Added');
  expect(await supplierCount(page)).toBe(before);

  // Add Supplier with the same name written differently offers the existing one instead.
  await page.goto('/suppliers');
  await page.getByTestId('supplier-add').click();
  await page.getByTestId('supplier-name').fill('kufa  medical co');
  await page.getByTestId('supplier-contact').fill('Ali Hassan');
  await page.getByTestId('supplier-phone').fill('0770 111 2233');
  await page.getByTestId('supplier-save').click();
  // (The name sits in Unicode isolates so Arabic sentences keep its punctuation in place.)
  await expect(page.getByTestId('supplier-exists')).toContainText(
    /You already have the supplier “\u2068?Kufa Medical Co\.\u2069?”\./,
  );
  await page.getByTestId('supplier-exists-use').click();
  await expect(page.getByTestId('add-supplier-dialog')).toBeHidden();
  await expect(page.getByTestId('supplier-detail')).toContainText(known);
  expect(await supplierCount(page)).toBe(before);
});

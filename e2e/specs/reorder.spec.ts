import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { openBusiness } from '../support/businesses';
import { day, receiveLots } from '../support/stock';

/** Sells `units` loose units of a lot through the till's API. */
async function sell(api: APIRequestContext, inventoryId: number, units: number) {
  const sold = await api.post('/api/sales', {
    data: {
      clientSaleId: randomUUID(),
      items: [{ inventoryId, quantity: units, unitType: 'unit' }],
      paymentMethod: 'cash',
    },
  });
  expect(sold.ok(), await sold.text()).toBe(true);
}

test('three suggested lines become a purchase request the supplier approves; received, they leave the suggestions', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const run = Date.now();
  const products = [1, 2, 3].map((i) => ({ name: `Reorder E2E ${i} ${run}`, barcode: `78${run}`.slice(0, 12) + i }));

  // A pharmaceutical supplier holding 10 boxes of each on its marketplace.
  const supplier = await openBusiness(browser, {
    businessName: `Reorder Supplies ${run}`,
    kind: { userType: 'supplier', supplierType: 'pharmaceutical' },
    plan: 'advance',
  });
  const market = await supplier.request.post('/api/marketplace/create', { data: { name: `Reorder Market ${run}` } });
  expect(market.status(), await market.text()).toBe(201);
  const maker = await supplier.request.post('/api/suppliers', { data: { name: 'Maker', contact: 'Ali', phone: '1' } });
  expect(maker.ok()).toBe(true);
  for (const product of products)
    await receiveLots(supplier.request, { ...product, retailPrice: 8000 }, [{ boxes: 10, expiryDate: day(300) }]);

  // A pharmacy that stocked 1 box of 10 of each from its own wholesaler and sold 8 of each.
  const pharmacy = await openBusiness(browser, {
    businessName: `Reorder Pharmacy ${run}`,
    kind: { userType: 'retailer', retailerType: 'pharmacy' },
    plan: 'super',
  });
  const own = await pharmacy.request.post('/api/suppliers', {
    data: { name: `Old Wholesaler ${run}`, contact: 'Omar', phone: '2' },
  });
  expect(own.ok()).toBe(true);
  for (const product of products) {
    const [lot] = await receiveLots(pharmacy.request, product, [{ boxes: 1, expiryDate: day(200) }]);
    await sell(pharmacy.request, lot as number, 8);
  }
  const marketplaceId = (await market.json()).id as number;
  const asked = await pharmacy.request.post('/api/marketplace/request-access', {
    data: { marketplaceId, supplierId: supplier.id },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  if ((await asked.json()).status === 'pending') {
    const approved = await supplier.request.post(`/api/marketplace/join-request/${(await asked.json()).id}/approve`, {
      data: {},
    });
    expect(approved.ok()).toBe(true);
  }

  const page = pharmacy.page;
  const lines = () =>
    products.map((product) => page.getByTestId('reorder-list').locator('li', { hasText: product.name }));

  await test.step('Reorder suggests one box of each on the network; one request goes to the supplier', async () => {
    await page.goto('/reorder?lng=en');
    await page.getByTestId('nav-reorder').waitFor();
    await page.locator('#reorder-search').fill(`${run}`);
    await page.locator('#reorder-supplier').selectOption('network');
    for (const line of lines()) {
      await expect(line.getByTestId('reorder-boxes')).toHaveValue('1');
      await expect(line.getByTestId('reorder-network')).toContainText(supplier.businessName);
    }
    await page.getByTestId('reorder-select-suggested').click();
    for (const line of lines()) await expect(line.getByTestId('reorder-select')).toBeChecked();
    const send = page.getByTestId('reorder-send');
    await expect(send).toContainText('3 lines');
    await page.screenshot({ path: test.info().outputPath('reorder-en-desktop.png'), fullPage: true });
    await send.getByTestId('reorder-request').click();
    await expect(page.getByTestId('toast-title')).toContainText('Purchase request sent');
    for (const line of lines()) {
      await expect(line.getByTestId('reorder-requested')).toBeVisible();
      await expect(line.getByTestId('reorder-boxes')).toHaveValue('0');
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/reorder?lng=ar');
    await page.locator('#reorder-search').fill(`${run}`);
    await expect(lines()[0]!.getByTestId('reorder-requested')).toContainText('مطلوب');
    await page.screenshot({ path: test.info().outputPath('reorder-ar-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('the supplier sees it in its own browser and approves it', async () => {
    await supplier.page.goto('/supplier-marketplace?lng=en');
    await supplier.page.getByTestId('tab-purchase-requests').click();
    const request = supplier.page.getByTestId('purchase-requests').locator('li').first();
    await expect(request).toContainText(pharmacy.businessName);
    for (const product of products) await expect(request.getByTestId(`purchase-line-${product.barcode}`)).toBeVisible();
    await request.getByTestId('purchase-approve').click();
    await expect(supplier.page.getByTestId('toast-title')).toHaveText('Purchase Request Processed');
  });

  await test.step('the pharmacy receives it; the lines leave the suggestions', async () => {
    await page.goto('/marketplace?lng=en');
    await page.getByTestId('marketplace-tab-purchases').click();
    const purchase = page.getByTestId('purchases').locator('article').first();
    await purchase.getByTestId('purchase-receive').click();
    await page.getByTestId('receive-dialog').getByTestId('receive-confirm').click();
    await expect(page.getByTestId('toast-title')).toHaveText('Received into stock');

    await page.goto('/reorder?lng=en');
    await page.locator('#reorder-search').fill(`${run}`);
    for (const line of lines()) {
      await expect(line.getByTestId('reorder-requested')).toHaveCount(0);
      await expect(line.getByTestId('reorder-boxes')).toHaveValue('0');
    }
    await page.screenshot({ path: test.info().outputPath('reorder-received-en.png'), fullPage: true });
  });

  await supplier.context.close();
  await pharmacy.context.close();
});

import { expect, test } from '@playwright/test';
import { createAccount, signInByApi } from '../support/businesses';
import { signInAsManager } from '../support/session';
import { day, receiveLots } from '../support/stock';

test('a basic-plan pharmacy receives an approved purchase into stock from its Purchases tab', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const run = Date.now();
  const product = { name: `Cetirizine 10 E2E${run}`, barcode: `79${run}`.slice(0, 13) };

  // A pharmaceutical supplier with 5 boxes of 10, its marketplace open to a basic pharmacy.
  const supplierContext = await browser.newContext();
  const supplierApi = supplierContext.request;
  const supplier = await createAccount({
    businessName: `Noor Supplies ${run}`,
    kind: { userType: 'supplier', supplierType: 'pharmaceutical' },
    plan: 'advance',
  });
  await signInByApi(supplierApi, supplier);
  const market = await supplierApi.post('/api/marketplace/create', { data: { name: `Noor Market ${run}` } });
  expect(market.status(), await market.text()).toBe(201);
  const marketplaceId = (await market.json()).id as number;
  const made = await supplierApi.post('/api/suppliers', {
    data: { name: 'Maker', contact: 'Ali', phone: '+964 780 111 2233' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  await receiveLots(supplierApi, { ...product, retailPrice: 10000 }, [{ boxes: 5, expiryDate: day(300) }]);

  const pharmacy = await createAccount({
    businessName: `Rahma Pharmacy ${run}`,
    kind: { userType: 'retailer', retailerType: 'pharmacy' },
    plan: 'basic',
  });
  await signInAsManager(page, pharmacy.email, pharmacy.password);
  await expect(page.getByTestId('home-page')).toBeVisible();

  const browse = (await (await page.request.get('/api/marketplace/marketplaces')).json()) as {
    marketplaceId: number;
    supplierId: number;
  }[];
  const supplierId = browse.find((m) => m.marketplaceId === marketplaceId)?.supplierId;
  // Access, a request for 12 units and its approval go through the API (marketplace.spec.ts drives them on screen).
  const asked = await page.request.post('/api/marketplace/request-access', {
    data: { marketplaceId, supplierId },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const join = (await (await supplierApi.get('/api/marketplace/join-requests?status=pending')).json())[0];
  expect((await supplierApi.post(`/api/marketplace/join-request/${join.id}/approve`, { data: {} })).ok()).toBe(true);
  const sent = await page.request.post('/api/marketplace/purchase-requests', {
    data: { supplierId, items: [{ barcode: product.barcode, requestedQuantity: 12 }] },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const approved = await supplierApi.post(`/api/marketplace/purchase-request/${(await sent.json()).id}/approve`, {
    data: { responseMessage: 'On its way.' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  const openPurchases = async (lng: 'en' | 'ar') => {
    await page.goto(`/marketplace?lng=${lng}`);
    await page.getByTestId('marketplace-tab-purchases').click();
    return page.getByTestId('purchases').locator('article').first();
  };

  await test.step('the Purchases tab offers Receive into stock and Decline, in Arabic on a phone too', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const inArabic = await openPurchases('ar');
    await expect(inArabic.getByTestId('purchase-receive')).toHaveText('استلام في المخزون');
    await page.screenshot({ path: test.info().outputPath('purchases-ar-phone.png'), fullPage: true });
    const purchase = await openPurchases('en');
    await expect(purchase.getByTestId('transfer-status')).toHaveText('Waiting for you to accept');
    await page.screenshot({ path: test.info().outputPath('purchases-en-phone.png'), fullPage: true });

    // Decline asks first; keeping it changes nothing.
    await purchase.getByTestId('purchase-decline').click();
    await expect(page.getByRole('dialog')).toContainText('Decline this purchase?');
    await page.getByTestId('purchase-decline-cancel').click();
    await expect(purchase.getByTestId('transfer-status')).toHaveText('Waiting for you to accept');
  });

  await test.step('receiving takes the 12 units in; the pharmacy owes the supplier for them', async () => {
    const purchase = page.getByTestId('purchases').locator('article').first();
    // Receive into stock opens the Receive dialog: in Arabic on a phone, then in English on a desktop.
    await page.goto('/marketplace?lng=ar');
    await page.getByTestId('marketplace-tab-purchases').click();
    await purchase.getByTestId('purchase-receive').click();
    const receive = page.getByTestId('receive-dialog');
    await expect(receive.getByTestId('receive-confirm')).toHaveText('قبول واستلام');
    await page.screenshot({ path: test.info().outputPath('receive-ar-phone.png'), fullPage: true });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPurchases('en');
    await purchase.getByTestId('purchase-receive').click();
    // 12 units at 10,000.00 a box of 10: 12,000.00; a product new to the pharmacy asks its retail
    // price, prefilled at the supplier's price + the default 20 %.
    await expect(receive).toContainText(product.name);
    await expect(receive.getByTestId('receive-line-total')).toContainText('12,000');
    await expect(receive.getByTestId('receive-price')).toHaveValue('12000.00');
    await page.screenshot({ path: test.info().outputPath('receive-en-desktop.png'), fullPage: true });
    await receive.getByTestId('receive-confirm').click();
    await expect(page.getByTestId('toast-title')).toHaveText('Received into stock');
    await expect(purchase.getByTestId('transfer-status')).toHaveText('Received into stock');
    await expect(purchase.getByTestId('purchase-receipt')).toHaveCount(0);
    // A basic plan has no Inventory screen; the supplier's side shows the units delivered and owed:
    // 12 units at 1,000.00 (10,000.00 a box of 10).
    const activity = await (await supplierApi.get('/api/marketplace/activity')).json();
    expect(activity).toMatchObject({ owedByRetailers: '12000.00', retailersOwing: 1 });
    await page.reload();
    await expect(page.getByTestId('purchases').locator('article').first().getByTestId('transfer-status')).toHaveText(
      'Received into stock',
    );
  });

  await test.step('it pays the exact balance from Purchases: a claim until the supplier confirms it', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/marketplace?tab=purchases&lng=ar');
    const balances = page.getByTestId('purchases-balances');
    await expect(balances.getByTestId('balance-outstanding')).toContainText('12,000.00');
    await balances.getByTestId('balance-record').click();
    const dialog = page.getByTestId('record-payment-dialog');
    await expect(dialog.getByTestId('payment-amount')).toHaveValue('12000.00');
    await page.screenshot({ path: test.info().outputPath('purchases-pay-ar-phone.png') });
    await dialog.getByTestId('payment-submit').click();
    await expect(balances.getByTestId('claim-waiting')).toHaveText('بانتظار التأكيد');
    await page.screenshot({ path: test.info().outputPath('purchases-claim-ar-phone.png'), fullPage: true });
    await expect(balances.getByTestId('balance-outstanding')).toContainText('12,000.00');

    // The supplier (plan advance: no Transfers screen) confirms it under its purchase requests.
    const supplierPage = await supplierContext.newPage();
    await supplierPage.goto('/supplier-marketplace?tab=purchase-requests&lng=en');
    const owed = supplierPage.getByTestId('supplier-balances');
    await expect(owed.getByTestId('claim-amount')).toHaveText('$12,000.00');
    await supplierPage.screenshot({ path: test.info().outputPath('supplier-claim-en.png'), fullPage: true });
    await owed.getByTestId('claim-confirm').click();
    await expect(supplierPage.getByTestId('toast-title')).toHaveText('Payment confirmed');
    await expect(owed.getByTestId('transfers-empty-balances')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('purchases-balances').getByTestId('transfers-empty-balances')).toBeVisible();
  });

  await supplierContext.close();
});

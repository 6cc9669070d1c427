import { type APIRequestContext, expect, test } from '@playwright/test';
import { createAccount, openBusiness } from '../support/businesses';
import { signInAsManager } from '../support/session';
import { day, receiveLots } from '../support/stock';

/** The supplier's marketplace, named for this run. */
async function openMarketplace(request: APIRequestContext, name: string): Promise<number> {
  const created = await request.post('/api/marketplace/create', { data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).id;
}

test('a basic-plan pharmacy asks a pharmaceutical supplier for access, orders, sees the partial approval, the purchase and a broadcast', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const run = Date.now();
  const amox = { name: `Amoxicillin 500 E2E${run}`, barcode: `77${run}`.slice(0, 13) };
  const para = { name: `Paracetamol 500 E2E${run}`, barcode: `78${run}`.slice(0, 13) };

  // A pharmaceutical supplier (plan advance: it keeps stock) with two products, and a general one.
  const supplier = await openBusiness(browser, {
    businessName: `Dawa Supplies ${run}`,
    kind: { userType: 'supplier', supplierType: 'pharmaceutical' },
    plan: 'advance',
  });
  const supplierApi = supplier.request;
  const pharmaMarket = `Dawa Market ${run}`;
  const pharmaMarketId = await openMarketplace(supplierApi, pharmaMarket);
  const made = await supplierApi.post('/api/suppliers', {
    data: { name: 'Manufacturer', contact: 'Sami', phone: '+964 780 222 3344' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  await receiveLots(supplierApi, { ...amox, retailPrice: 25000 }, [{ boxes: 10, expiryDate: day(300) }]);
  await receiveLots(supplierApi, { ...para, retailPrice: 6000 }, [{ boxes: 5, expiryDate: day(200) }]);

  const general = await openBusiness(browser, {
    businessName: `Bazaar Goods ${run}`,
    kind: { userType: 'supplier', supplierType: 'general' },
    plan: 'basic',
  });
  const generalMarketId = await openMarketplace(general.request, `Bazaar Market ${run}`);

  const pharmacy = await createAccount({
    businessName: `Shifa Pharmacy ${run}`,
    kind: { userType: 'retailer', retailerType: 'pharmacy' },
    plan: 'basic',
  });

  await test.step('the pharmacy browses: the pharmaceutical marketplace, not the general one', async () => {
    await signInAsManager(page, pharmacy.email, pharmacy.password);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.getByTestId('nav-marketplace').click();
    const card = page.getByTestId(`marketplace-card-${pharmaMarketId}`);
    await expect(card.getByTestId('marketplace-name')).toHaveText(pharmaMarket);
    await expect(card.getByTestId('marketplace-supplier')).toHaveText(supplier.businessName);
    await expect(card.getByTestId('marketplace-category')).toHaveText('Pharmaceutical');
    await expect(card.getByTestId('marketplace-products')).toHaveText('2 products');
    await expect(card.getByTestId('access-status')).toHaveText('No access');
    await expect(page.getByTestId(`marketplace-card-${generalMarketId}`)).toHaveCount(0);
  });

  await test.step('it asks for access with a message and sees the request pending', async () => {
    const card = page.getByTestId(`marketplace-card-${pharmaMarketId}`);
    await card.getByTestId('marketplace-request-access').click();
    await page.getByTestId('access-message').fill('Shifa Pharmacy, Erbil: we would like to order weekly.');
    await page.getByTestId('access-submit').click();
    await expect(page.getByTestId('toast-title')).toHaveText('Request Sent');
    await expect(card.getByTestId('access-status')).toHaveText('Pending');
    await expect(card.getByTestId('marketplace-pending')).toBeVisible();
    await expect(card.getByTestId('marketplace-view-products')).toHaveCount(0);
  });

  await test.step('the supplier approves it', async () => {
    const pending = await (await supplierApi.get('/api/marketplace/join-requests?status=pending')).json();
    const request = (pending as { id: number; requestMessage: string }[])[0];
    expect(request?.requestMessage).toBe('Shifa Pharmacy, Erbil: we would like to order weekly.');
    const approved = await supplierApi.post(`/api/marketplace/join-request/${request?.id}/approve`, {
      data: { responseMessage: 'Welcome!' },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
  });

  await test.step('the pharmacy views the products and searches them', async () => {
    await page.reload();
    const card = page.getByTestId(`marketplace-card-${pharmaMarketId}`);
    await expect(card.getByTestId('access-status')).toHaveText('Access granted');
    await card.getByTestId('marketplace-view-products').click();
    await expect(page.getByTestId('stock-supplier')).toContainText(supplier.businessName);
    const amoxRow = page.getByTestId(`stock-row-${amox.barcode}`);
    await expect(amoxRow.getByTestId('stock-name')).toHaveText(amox.name);
    await expect(amoxRow.getByTestId('stock-available')).toContainText('100 units');
    await expect(amoxRow.getByTestId('stock-available')).toContainText('10 boxes');
    await expect(amoxRow.getByTestId('stock-price')).toContainText('/ unit');
    await expect(page.getByTestId(`stock-row-${para.barcode}`)).toBeVisible();
    await page.getByTestId('stock-search').fill('amoxi');
    await expect(page.getByTestId(`stock-row-${para.barcode}`)).toHaveCount(0);
    await expect(amoxRow).toBeVisible();
    await page.getByTestId('stock-search').fill('');
  });

  await test.step('it builds a purchase request of two lines, reviews the total and sends it', async () => {
    await page.getByTestId(`stock-add-${amox.barcode}`).click();
    await page.getByTestId(`stock-add-${para.barcode}`).click();
    await page.getByTestId(`draft-quantity-${amox.barcode}`).fill('500');
    await page.getByTestId(`draft-quantity-${amox.barcode}`).blur();
    // Bounded by what the supplier has: 100 units.
    await expect(page.getByTestId(`draft-quantity-${amox.barcode}`)).toHaveValue('100');
    await page.getByTestId(`draft-quantity-${amox.barcode}`).fill('30');
    await page.getByTestId(`draft-quantity-${para.barcode}`).fill('12');
    await page.getByTestId(`draft-quantity-${para.barcode}`).blur();
    await page.getByTestId('draft-review').click();
    const review = page.getByTestId('review-dialog');
    await expect(review.getByTestId(`review-line-${amox.barcode}`).getByTestId('review-quantity')).toHaveText('30');
    await expect(review.getByTestId(`review-line-${para.barcode}`).getByTestId('review-quantity')).toHaveText('12');
    // 30 x 2,500 + 12 x 600 (the demo currency: US dollars unless set).
    await expect(review.getByTestId('review-total')).toHaveText('$82,200.00');
    await review.getByTestId('purchase-notes').fill('Deliver before Thursday.');
    await review.getByTestId('purchase-submit').click();
    await expect(page.getByTestId('toast-title')).toHaveText('Purchase Request Sent');
  });

  await test.step('my requests shows it pending', async () => {
    await expect(page.getByTestId('marketplace-tab-my-requests')).toHaveAttribute('data-state', 'active');
    const request = page.getByTestId('purchase-requests').locator('article').first();
    await expect(request.getByTestId('request-status')).toHaveText('Pending');
    await expect(request.getByTestId(`purchase-line-${amox.barcode}`).getByTestId('line-requested')).toHaveText('30');
    await expect(request.getByTestId(`purchase-line-${amox.barcode}`).getByTestId('line-approved')).toHaveText('—');
    await expect(page.getByTestId(`access-request-${pharmaMarketId}`).getByTestId('access-status')).toHaveText(
      'Access granted',
    );
  });

  await test.step('the supplier approves it in part; the pharmacy sees the approved quantities and the purchase', async () => {
    const pending = await (await supplierApi.get('/api/marketplace/purchase-requests/supplier?status=pending')).json();
    const request = (pending as { id: number; items: { id: number; barcode: string }[] }[])[0];
    const amoxLine = request?.items.find((item) => item.barcode === amox.barcode);
    const approved = await supplierApi.post(`/api/marketplace/purchase-request/${request?.id}/approve`, {
      data: {
        responseMessage: 'Only 20 of the amoxicillin this week.',
        items: [{ itemId: amoxLine?.id, approvedQuantity: 20 }],
      },
    });
    expect(approved.ok(), await approved.text()).toBe(true);

    await page.reload();
    const card = page.getByTestId('purchase-requests').locator('article').first();
    await expect(card.getByTestId('request-status')).toHaveText('Approved');
    await expect(card.getByTestId('approved-in-part')).toBeVisible();
    await expect(card.getByTestId(`purchase-line-${amox.barcode}`).getByTestId('line-approved')).toHaveText('20');
    await expect(card.getByTestId(`purchase-line-${para.barcode}`).getByTestId('line-approved')).toHaveText('12');
    await expect(card.getByTestId('request-response')).toContainText('Only 20 of the amoxicillin this week.');

    await page.getByTestId('marketplace-tab-purchases').click();
    const purchase = page.getByTestId('purchases').locator('article').first();
    await expect(purchase.getByTestId('transfer-status')).toHaveText('Waiting for you to accept');
    // A basic plan has no Transfers screen: it receives the goods right here (purchase-receipt.spec.ts).
    await expect(purchase.getByTestId('purchase-receive')).toBeVisible();
    await expect(purchase.getByTestId('purchase-open-transfers')).toHaveCount(0);
  });

  await test.step('a broadcast shows in the bell with an unread count that clears when read', async () => {
    // The answers so far (access, purchase) are read first, so the count below is the broadcast's.
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-list')).toContainText('Purchase request approved');
    await page.getByTestId('notification-mark-all').click();
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    await page.keyboard.press('Escape');

    const sent = await supplierApi.post('/api/marketplace/broadcast', {
      data: { title: 'Insulin is back', message: 'Insulin pens are back in stock from Monday.' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await page.getByTestId('notification-bell').click();
    const item = page.getByTestId('notification-list').locator('article[data-unread="true"]');
    await expect(item.getByTestId('notification-title')).toHaveText('Insulin is back');
    await expect(item.getByTestId('notification-message')).toHaveText('Insulin pens are back in stock from Monday.');
    await item.getByTestId('notification-mark-read').click();
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    await expect(page.getByTestId('notification-list').locator('article[data-unread="true"]')).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  await test.step('/marketplace?search= lists the product across the marketplaces it can see', async () => {
    await page.goto(`/marketplace?search=${encodeURIComponent(`Paracetamol 500 E2E${run}`)}`);
    await expect(page.getByTestId('marketplace-search')).toHaveValue(`Paracetamol 500 E2E${run}`);
    const group = page.getByTestId('product-search-results');
    await expect(group.getByTestId(`stock-row-${para.barcode}`).getByTestId('stock-name')).toHaveText(para.name);
    await expect(group.getByTestId(`stock-row-${amox.barcode}`)).toHaveCount(0);
  });

  await supplier.context.close();
  await general.context.close();
});

test('a signed-out visitor to /marketplace is asked to log in', async ({ page }) => {
  await page.goto('/marketplace?search=insulin');
  await expect(page.getByTestId('marketplace-signed-out')).toContainText('Please log in to access the marketplace.');
  await page.getByTestId('marketplace-sign-in').click();
  await expect(page).toHaveURL(/\/auth$/);
});

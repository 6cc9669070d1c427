import { type APIRequestContext, expect, test } from '@playwright/test';
import { type Business, openBusiness } from '../support/businesses';
import { day, receiveLots } from '../support/stock';

const amoxicillin = { name: 'Amoxicillin 500mg', barcode: '6290000500011', unitsPerBox: 10, retailPrice: 12000 };
const paracetamol = { name: 'Paracetamol 500mg', barcode: '6290000500028', unitsPerBox: 20, retailPrice: 4000 };

/** The supplier's own stock: a supplier of its own to receive from, then two products. */
async function stockSupplier(request: APIRequestContext) {
  const created = await request.post('/api/suppliers', {
    data: { name: 'Factory Direct', contact: 'Omar', phone: '+964 750 000 2222' },
  });
  expect(created.ok()).toBe(true);
  await receiveLots(request, amoxicillin, [{ boxes: 5, expiryDate: day(400) }]);
  await receiveLots(request, paracetamol, [{ boxes: 3, expiryDate: day(500) }]);
}

async function marketplaceOf(pharmacy: Business, supplierId: number) {
  const list = await (await pharmacy.request.get('/api/marketplace/marketplaces')).json();
  const found = list.find((m: { supplierId: number }) => m.supplierId === supplierId);
  expect(found, 'the pharmacy sees the pharmaceutical supplier').toBeTruthy();
  return found as { marketplaceId: number; supplierId: number; hasAccess: boolean };
}

test('a pharmacy asks, the supplier approves access and a purchase in part; the transfer carries the approved units', async ({
  browser,
}) => {
  const supplier = await openBusiness(browser, {
    businessName: 'Tigris Pharma Supply',
    kind: { userType: 'supplier', supplierType: 'pharmaceutical' },
    plan: 'super',
  });
  const pharmacy = await openBusiness(browser, {
    businessName: 'Nineveh Pharmacy',
    kind: { userType: 'retailer', retailerType: 'pharmacy' },
    plan: 'super',
  });
  await stockSupplier(supplier.request);

  // First visit: the marketplace is created, and the supplier's stock shows as retailers see it.
  const page = supplier.page;
  await page.goto('/supplier-marketplace');
  await expect(page.getByTestId('toast-title')).toHaveText('Marketplace Created');
  await expect(page.getByTestId('overview-marketplace')).toContainText('Tigris Pharma Supply');
  await expect(page.getByTestId('stat-active-retailers-value')).toHaveText('0');
  await page.getByTestId('tab-inventory').click();
  await expect(page.getByTestId('marketplace-inventory-row')).toHaveCount(2);
  await expect(page.getByTestId('marketplace-inventory-table')).toContainText('50 units');

  // The pharmacy asks for access (through the API: the /marketplace screen is another lane's).
  const market = await marketplaceOf(pharmacy, supplier.id);
  const asked = await pharmacy.request.post('/api/marketplace/request-access', {
    data: { marketplaceId: market.marketplaceId, supplierId: supplier.id, requestMessage: 'We order weekly.' },
  });
  expect(asked.ok()).toBe(true);

  await page.reload();
  await expect(page.getByTestId('stat-pending-join-value')).toHaveText('1');
  await page.getByTestId('tab-join-requests').click();
  const join = page.getByTestId('join-requests').locator('li').first();
  await expect(join).toContainText('Nineveh Pharmacy');
  await expect(join).toContainText('We order weekly.');
  await join.getByTestId('join-response').fill('Welcome aboard.');
  await join.getByTestId('join-approve').click();
  await expect(page.getByTestId('toast-title')).toHaveText('Request Processed');
  await expect(page.getByTestId('join-requests-empty')).toBeVisible();
  expect((await marketplaceOf(pharmacy, supplier.id)).hasAccess).toBe(true);

  // A broadcast reaches the one retailer with access; an empty one is refused on screen.
  await page.getByTestId('open-broadcast').click();
  await page.getByTestId('broadcast-title').fill('   ');
  await page.getByTestId('broadcast-send').click();
  await expect(page.getByTestId('toast-description')).toHaveText('Please enter both title and message');
  await page.getByTestId('broadcast-title').fill('New stock');
  await page.getByTestId('broadcast-message').fill('Amoxicillin is back.');
  await page.getByTestId('broadcast-send').click();
  await expect(page.getByTestId('toast-title')).toHaveText('Broadcast Sent');
  await page.getByTestId('open-notifications').click();
  await expect(page.getByTestId('sent-notification')).toContainText('Sent to 1 retailer');
  await page.keyboard.press('Escape');

  // Hiding prices: the pharmacy then sees the products without them.
  await page.getByTestId('tab-marketplaces').click();
  await page.getByTestId('marketplace-settings').click();
  await page.getByTestId('setting-hidePrices').click();
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('toast-title')).toHaveText('Settings Updated');
  await expect(page.getByTestId('marketplace-badges')).toContainText('Prices hidden');
  const seen = await (await pharmacy.request.get(`/api/marketplace/inventory?supplierId=${supplier.id}`)).json();
  expect(seen.map((item: { retailPrice: string | null }) => item.retailPrice)).toEqual([null, null]);

  // The pharmacy orders 12 units of one product and 5 of the other.
  const ordered = await pharmacy.request.post('/api/marketplace/purchase-requests', {
    data: {
      supplierId: supplier.id,
      items: [
        { barcode: amoxicillin.barcode, requestedQuantity: 12 },
        { barcode: paracetamol.barcode, requestedQuantity: 5 },
      ],
      requestMessage: 'Urgent, please.',
    },
  });
  expect(ordered.ok()).toBe(true);

  // The dashboard card says one request waits.
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-marketplace-waiting-value')).toHaveText('1');
  await expect(page.getByTestId('dashboard-marketplace-approved-value')).toHaveText('0');

  // The supplier approves 8 of the 12 units, and all 5 of the other line.
  await page.goto('/supplier-marketplace');
  await page.getByTestId('tab-purchase-requests').click();
  const request = page.getByTestId('purchase-requests').locator('li').first();
  await expect(request).toContainText('Nineveh Pharmacy');
  await expect(request).toContainText('+964 770 000 1111');
  await expect(request).toContainText('Urgent, please.');
  const amoxLine = request.getByTestId(`purchase-line-${amoxicillin.barcode}`);
  await expect(amoxLine.getByTestId('line-approved')).toHaveValue('12');
  // Above the request snaps back to it when leaving the field; then 8.
  await amoxLine.getByTestId('line-approved').fill('30');
  await amoxLine.getByTestId('line-approved').blur();
  await expect(amoxLine.getByTestId('line-approved')).toHaveValue('12');
  await amoxLine.getByTestId('line-approved').fill('8');
  await request.getByTestId('purchase-response').fill('Only 8 of the amoxicillin this week.');
  await request.getByTestId('purchase-approve').click();
  await expect(page.getByTestId('toast-title')).toHaveText('Purchase Request Processed');
  await expect(page.getByTestId('purchase-requests-empty')).toBeVisible();
  const answered = page.getByTestId('purchase-requests-answered');
  await expect(answered.getByTestId(`answered-line-${amoxicillin.barcode}`)).toContainText('8 of 12');
  await expect(answered.getByTestId(`answered-line-${paracetamol.barcode}`)).toContainText('5 of 5');
  await expect(answered.getByTestId('request-status')).toHaveText('Approved');

  // The pharmacy's incoming transfer carries the approved units, not the requested ones.
  const incoming = (await (await pharmacy.request.get('/api/transfers/incoming')).json()).transfers;
  const transfer = incoming.find((t: { fromUserId: number }) => t.fromUserId === supplier.id);
  expect(transfer.status).toBe('pending');
  const units = Object.fromEntries(
    transfer.items.map((item: { barcode: string; quantity: number }) => [item.barcode, item.quantity]),
  );
  expect(units).toEqual({ [amoxicillin.barcode]: 8, [paracetamol.barcode]: 5 });

  // The dashboard card: nothing waits, one order approved this period.
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-marketplace-waiting-value')).toHaveText('0');
  await expect(page.getByTestId('dashboard-marketplace-approved-value')).toHaveText('1');

  await supplier.context.close();
  await pharmacy.context.close();
});

test('a retailer opening /supplier-marketplace sees Access Restricted', async ({ browser }) => {
  const pharmacy = await openBusiness(browser, {
    businessName: 'Basra Pharmacy',
    kind: { userType: 'retailer', retailerType: 'pharmacy' },
    plan: 'basic',
  });
  await pharmacy.page.goto('/supplier-marketplace');
  await expect(pharmacy.page.getByTestId('no-access')).toContainText('Access Restricted');
  const created = await pharmacy.request.post('/api/marketplace/create', { data: {} });
  expect(created.status()).toBe(403);
  await pharmacy.context.close();
});

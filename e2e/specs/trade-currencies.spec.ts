import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { openBusiness } from '../support/businesses';
import { day, receiveLots } from '../support/stock';

// Issue 26's proof journey: a dinar pharmacy (Arabic, on a phone) buys from a dollar supplier
// (English, on a desktop), each in a browser of its own. It receives at a rate into a lot it
// already holds (its shelf price stays) and a product new to it (the price is asked), pays the
// exact balance shown, and the supplier confirms it; the supplier's broadcast reaches its bell.

const run = Date.now();
const amoxicillin = { name: `Amoxicillin 500mg C${run}`, barcode: `71${run}`.slice(0, 13), unitsPerBox: 10 };
const cefixime = { name: `Cefixime 200mg C${run}`, barcode: `72${run}`.slice(0, 13), unitsPerBox: 6 };
const expiry = day(420);

async function expectOk(answer: Promise<APIResponse>): Promise<APIResponse> {
  const response = await answer;
  expect(response.ok(), await response.text()).toBe(true);
  return response;
}

async function useCurrency(request: APIRequestContext, preferredCurrency: string) {
  await expectOk(request.put('/api/auth/update-currency', { data: { preferredCurrency } }));
}

test('a dinar pharmacy buys from a dollar supplier at a rate, keeps its shelf price, pays exactly, and the supplier confirms', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const supplier = await openBusiness(browser, {
    businessName: `Gulf Import ${run}`,
    kind: { userType: 'supplier', supplierType: 'pharmaceutical' },
  });
  const pharmacy = await openBusiness(browser, {
    businessName: `Tigris Pharmacy ${run}`,
    locale: 'ar',
    viewport: { width: 390, height: 844 },
  });
  await useCurrency(supplier.request, 'USD');
  await useCurrency(pharmacy.request, 'IQD');

  await test.step('the supplier stocks both products in dollars; the pharmacy already sells amoxicillin', async () => {
    await expectOk(
      supplier.request.post('/api/suppliers', { data: { name: 'Maker', contact: 'Sami', phone: '+964 780 222 3344' } }),
    );
    await receiveLots(supplier.request, { ...amoxicillin, costPrice: 4, retailPrice: 5 }, [
      { boxes: 5, expiryDate: expiry },
    ]);
    await receiveLots(supplier.request, { ...cefixime, costPrice: 6, retailPrice: 8 }, [
      { boxes: 5, expiryDate: expiry },
    ]);
    await expectOk(
      pharmacy.request.post('/api/suppliers', {
        data: { name: 'Old wholesaler', contact: 'Ali', phone: '+964 770 1' },
      }),
    );
    await receiveLots(pharmacy.request, { ...amoxicillin, costPrice: 6000, retailPrice: 9000 }, [
      { boxes: 2, expiryDate: expiry },
    ]);
  });

  let requestId = 0;
  await test.step('access, a request of 2 boxes of each, approved', async () => {
    const created = await expectOk(supplier.request.post('/api/marketplace/create', { data: {} }));
    const marketplaceId = (await created.json()).id as number;
    const asked = await expectOk(
      pharmacy.request.post('/api/marketplace/request-access', {
        data: { marketplaceId, supplierId: supplier.id, requestMessage: 'Tigris Pharmacy, Baghdad' },
      }),
    );
    const access = await asked.json();
    if (access.status === 'pending')
      await expectOk(supplier.request.post(`/api/marketplace/join-request/${access.id}/approve`, { data: {} }));
    const sent = await expectOk(
      pharmacy.request.post('/api/marketplace/purchase-requests', {
        data: {
          supplierId: supplier.id,
          items: [
            { barcode: amoxicillin.barcode, requestedQuantity: 20 },
            { barcode: cefixime.barcode, requestedQuantity: 12 },
          ],
        },
      }),
    );
    requestId = (await sent.json()).id;
    // The request reads dollars on both sides: 2 x 5.00 + 2 x 8.00.
    expect(await sent.json()).toMatchObject({ currency: 'USD', totalAmount: '26.00' });
    await expectOk(supplier.request.post(`/api/marketplace/purchase-request/${requestId}/approve`, { data: {} }));
  });

  await test.step('the pharmacy receives it at 1,310 dinars a dollar: one line joins its lot, the other asks a price', async () => {
    const ph = pharmacy.page;
    await ph.goto('/marketplace?tab=purchases');
    await ph.getByTestId('purchase-receive').first().click();
    const receive = ph.getByTestId('receive-dialog');
    await expect(receive).toBeVisible();
    await receive.getByTestId('receive-rate').fill('1310');
    await expect(receive.getByTestId('receive-joins')).toHaveCount(1);
    await expect(receive.getByTestId('receive-price')).toHaveCount(1);
    await receive.getByTestId('receive-price').fill('14000');
    await receive.getByTestId('receive-confirm').click();
    await expect(ph.getByTestId('transfer-status').first()).toHaveAttribute('data-status', 'accepted');

    const stock = await (await pharmacy.request.get(`/api/inventory?search=C${run}`)).json();
    const named = (name: string) =>
      stock.items.find((item: { product: { name: string } }) => item.product.name === name);
    const amox = named(amoxicillin.name);
    const cef = named(cefixime.name);
    // The shelf keeps its price and box; the new product sells at the price the pharmacy gave.
    expect(amox).toMatchObject({ retailPrice: '9000.00', unitsPerBox: 10, availableUnits: 40 });
    expect(cef).toMatchObject({
      retailPrice: '14000.00',
      costPrice: '10480.00',
      supplier: { name: supplier.businessName },
    });
  });

  await test.step('it pays the exact dollar balance shown; a claim until the supplier confirms', async () => {
    const ph = pharmacy.page;
    await ph.goto('/transfers?tab=balances');
    const card = ph.getByTestId(`balance-card-${supplier.id}-USD`);
    await expect(card.getByTestId('balance-outstanding')).toContainText('26.00');
    await card.getByTestId('balance-record').click();
    const dialog = ph.getByTestId('record-payment-dialog');
    await expect(dialog.getByTestId('payment-amount')).toHaveValue('26.00');
    await dialog.getByTestId('payment-submit').click();
    await expect(ph.getByTestId('claim-waiting')).toBeVisible();
  });

  await test.step('the supplier confirms it; both sides are settled', async () => {
    const sp = supplier.page;
    await sp.goto('/transfers?tab=balances');
    const claims = sp.getByTestId('payment-claims');
    await expect(claims.getByTestId('claim-amount')).toContainText('26.00');
    await claims.getByTestId('claim-confirm').click();
    await expect(sp.getByTestId('payment-claims')).toHaveCount(0);
    expect(await (await supplier.request.get('/api/transfer-balances')).json()).toEqual([]);
    expect(await (await pharmacy.request.get('/api/transfer-balances')).json()).toEqual([]);
  });

  await test.step("the supplier's broadcast rings the pharmacy's bell within 5 s, without a reload", async () => {
    const ph = pharmacy.page;
    await ph.goto('/marketplace');
    const before = Number(
      (await ph
        .getByTestId('notification-count')
        .textContent()
        .catch(() => '0')) || '0',
    );
    await expectOk(
      supplier.request.post('/api/marketplace/broadcast', { data: { title: 'New stock', message: 'Cefixime is in.' } }),
    );
    await expect(ph.getByTestId('notification-count')).not.toHaveText(String(before), { timeout: 5_000 });
  });

  await supplier.context.close();
  await pharmacy.context.close();
});

import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { type Business, openBusiness } from '../support/businesses';
import { day, receiveLots } from '../support/stock';

// Issue 16's done-when journey: a pharmaceutical supplier and a pharmacy, each in a browser context of
// its own, from the access request to a payment, all on screen. Only the two accounts and the
// supplier's stock are made through the API.

const run = Date.now();
/** Prices per box in cents, so the expected figures are exact. */
const amoxicillin = {
  name: `Amoxicillin 500mg J${run}`,
  barcode: `61${run}`.slice(0, 13),
  unitsPerBox: 10,
  retailCents: 2500,
};
const paracetamol = {
  name: `Paracetamol 500mg J${run}`,
  barcode: `62${run}`.slice(0, 13),
  unitsPerBox: 20,
  retailCents: 1600,
};
const perUnitCents = (product: { unitsPerBox: number; retailCents: number }) =>
  product.retailCents / product.unitsPerBox;
/** How the app writes an amount for a business that has not chosen a currency: US dollars. */
const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The supplier's stock: a manufacturer to receive from, 5 boxes of one product and 3 of the other. */
async function stockSupplier(request: APIRequestContext) {
  const made = await request.post('/api/suppliers', {
    data: { name: 'Manufacturer', contact: 'Sami', phone: '+964 780 222 3344' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  for (const [product, boxes] of [
    [amoxicillin, 5],
    [paracetamol, 3],
  ] as const) {
    await receiveLots(
      request,
      { ...product, costPrice: (product.retailCents * 0.6) / 100, retailPrice: product.retailCents / 100 },
      [{ boxes, expiryDate: day(400) }],
    );
  }
}

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId('toast-title').filter({ hasText: title })).toBeVisible();
}

async function openTransferBalances(business: Business) {
  const { page } = business;
  await page.goto('/transfers');
  await page.getByRole('tab', { name: 'Balances' }).click();
  return page.getByRole('article').filter({ has: page.getByTestId('balance-who') });
}

test('a pharmacy asks a pharmaceutical supplier for access, orders, gets part of it, takes it into stock and pays part of what it owes', async ({
  browser,
}) => {
  // Two businesses, two browsers, a dozen screens each: long on a shared machine.
  test.setTimeout(240_000);
  const supplier = await openBusiness(browser, {
    businessName: `Euphrates Pharma ${run}`,
    kind: { userType: 'supplier', supplierType: 'pharmaceutical' },
    plan: 'super',
  });
  const pharmacy = await openBusiness(browser, {
    businessName: `Karbala Pharmacy ${run}`,
    kind: { userType: 'retailer', retailerType: 'pharmacy' },
    plan: 'super',
  });
  await stockSupplier(supplier.request);
  const sp = supplier.page;
  const ph = pharmacy.page;

  // Asked for 30 and 40 units; the supplier can give only 20 of the first.
  const requested = { amox: 30, para: 40 };
  const approved = { amox: 20, para: 40 };
  const owedCents = approved.amox * perUnitCents(amoxicillin) + approved.para * perUnitCents(paracetamol);
  const paidCents = 3000;

  await test.step('the supplier opens My Marketplace: it is created with its stock', async () => {
    await sp.goto('/supplier-marketplace');
    await expectToast(sp, 'Marketplace Created');
    await sp.getByRole('tab', { name: 'Inventory' }).click();
    await expect(sp.getByText(amoxicillin.name)).toBeVisible();
    await expect(sp.getByText(paracetamol.name)).toBeVisible();
  });

  const card = ph.getByRole('article').filter({ hasText: supplier.businessName });

  await test.step('the pharmacy finds the marketplace and requests access', async () => {
    await ph.goto('/marketplace');
    await expect(card.getByText('Pharmaceutical', { exact: true })).toBeVisible();
    await expect(card.getByText('2 products')).toBeVisible();
    await expect(card.getByText('No access')).toBeVisible();
    await card.getByRole('button', { name: 'Request Access' }).click();
    const dialog = ph.getByRole('dialog', { name: 'Request Access' });
    await dialog.getByLabel('Message to the supplier').fill('Karbala Pharmacy: we would like to order weekly.');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expectToast(ph, 'Request Sent');
    await expect(card.getByText("Your request is waiting for the supplier's approval.")).toBeVisible();
  });

  await test.step('the supplier approves the join request', async () => {
    await sp.reload();
    await sp.getByRole('tab', { name: /Join Requests/ }).click();
    const join = sp.getByTestId('join-requests').getByRole('listitem').filter({ hasText: pharmacy.businessName });
    await expect(join).toContainText('Karbala Pharmacy: we would like to order weekly.');
    await join.getByLabel('Response message').fill('Welcome.');
    await join.getByRole('button', { name: 'Approve' }).click();
    await expectToast(sp, 'Request Processed');
    await expect(sp.getByText('No pending join requests.')).toBeVisible();
    await sp.getByRole('tab', { name: 'Overview' }).click();
    await expect(sp.getByTestId('stat-active-retailers-value')).toHaveText('1');
  });

  await test.step('the pharmacy views the products and sends a purchase request of two lines', async () => {
    await ph.reload();
    await expect(card.getByText('Access granted')).toBeVisible();
    await card.getByRole('button', { name: 'View Products' }).click();
    // The name is bidi-isolated inside the sentence, so matched as a part of it.
    await expect(ph.getByRole('heading', { name: /^Products of/ })).toContainText(supplier.businessName);
    const products = ph.getByRole('table', { name: 'Products' });
    await expect(products.getByRole('row').filter({ hasText: amoxicillin.name })).toContainText('50 units');
    await expect(products.getByRole('row').filter({ hasText: paracetamol.name })).toContainText('60 units');
    await ph.getByRole('button', { name: `Add: ${amoxicillin.name}` }).click();
    await ph.getByRole('button', { name: `Add: ${paracetamol.name}` }).click();
    await ph.getByLabel(`Quantity of ${amoxicillin.name} in units`).fill(String(requested.amox));
    await ph.getByLabel(`Quantity of ${paracetamol.name} in units`).fill(String(requested.para));
    await ph.getByLabel(`Quantity of ${paracetamol.name} in units`).blur();
    await ph.getByRole('button', { name: 'Review Request', exact: true }).click();
    const review = ph.getByRole('dialog', { name: 'Review purchase request' });
    const requestedCents = requested.amox * perUnitCents(amoxicillin) + requested.para * perUnitCents(paracetamol);
    await expect(review.getByTestId('review-total')).toHaveText(dollars(requestedCents));
    await review.getByLabel('Notes').fill('Deliver before Thursday.');
    await review.getByRole('button', { name: 'Send Purchase Request' }).click();
    await expectToast(ph, 'Purchase Request Sent');
    await expect(ph.getByRole('tab', { name: 'My Requests' })).toHaveAttribute('aria-selected', 'true');
    const mine = ph.getByTestId('purchase-requests').getByRole('article').first();
    await expect(mine.getByText('Pending', { exact: true })).toBeVisible();
  });

  await test.step('the supplier approves it in part: fewer units of one line', async () => {
    await sp.reload();
    await sp.getByRole('tab', { name: /Purchase Requests/ }).click();
    const order = sp.getByTestId('purchase-requests').getByRole('listitem').filter({ hasText: pharmacy.businessName });
    await expect(order).toContainText('Deliver before Thursday.');
    const amoxApproved = order.getByLabel(`Units to approve of ${amoxicillin.name} (0 to ${requested.amox})`);
    await expect(amoxApproved).toHaveValue(String(requested.amox));
    await amoxApproved.fill(String(approved.amox));
    await amoxApproved.blur();
    await expect(order.getByTestId('purchase-approved-total')).toHaveText(dollars(owedCents));
    await order.getByLabel('Response message').fill(`Only ${approved.amox} of the amoxicillin this week.`);
    await order.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(sp, 'Purchase Request Processed');
    await expect(sp.getByText('No pending purchase requests.')).toBeVisible();
    const answered = sp
      .getByTestId('purchase-requests-answered')
      .getByRole('listitem')
      .filter({ hasText: pharmacy.businessName });
    await expect(answered).toContainText(dollars(owedCents));
    await expect(answered.getByRole('listitem').filter({ hasText: amoxicillin.name })).toContainText(
      `${approved.amox} of ${requested.amox}`,
    );
    await expect(answered.getByRole('listitem').filter({ hasText: paracetamol.name })).toContainText(
      `${approved.para} of ${requested.para}`,
    );
  });

  await test.step('the pharmacy sees the approved quantities in My Requests and Purchases', async () => {
    await ph.reload();
    const mine = ph.getByTestId('purchase-requests').getByRole('article').first();
    await expect(mine.getByText('Approved in part')).toBeVisible();
    const amoxLine = mine.getByRole('row').filter({ hasText: amoxicillin.name });
    await expect(amoxLine.getByRole('cell').nth(1)).toHaveText(String(requested.amox));
    await expect(amoxLine.getByRole('cell').nth(2)).toHaveText(String(approved.amox));
    const paraLine = mine.getByRole('row').filter({ hasText: paracetamol.name });
    await expect(paraLine.getByRole('cell').nth(2)).toHaveText(String(approved.para));
    await expect(mine).toContainText(`Only ${approved.amox} of the amoxicillin this week.`);

    await ph.getByRole('tab', { name: 'Purchases' }).click();
    const purchase = ph.getByTestId('purchases').getByRole('article').first();
    await expect(purchase.getByText('Waiting for you to accept')).toBeVisible();
    // A super plan may receive it here (Receive into stock) or, as here, from its incoming transfers.
    await expect(purchase.getByRole('button', { name: 'Receive into stock' })).toBeVisible();
    await ph.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Transfers' }).click();
  });

  await test.step('it accepts the incoming transfer on /transfers', async () => {
    await expect(ph).toHaveURL(/\/transfers$/);
    const incoming = ph.getByRole('article').filter({ hasText: `From ${supplier.businessName}` });
    await expect(incoming.getByTestId('transfer-total')).toHaveText(dollars(owedCents));
    await expect(incoming).toContainText(`2 items · ${approved.amox + approved.para} units`);
    await incoming.getByRole('button', { name: 'Accept' }).click();
    // The Receive dialog shows both lines and the total owed before the click that makes the debt.
    const receive = ph.getByRole('dialog', { name: `Receive from ${supplier.businessName}` });
    await expect(receive.getByRole('listitem')).toHaveCount(2);
    await expect(receive).toContainText(amoxicillin.name);
    await receive.getByRole('button', { name: 'Accept and receive' }).click();
    await expectToast(ph, 'Transfer accepted');
    await expect(incoming.getByText('Accepted', { exact: true })).toBeVisible();
  });

  await test.step('its inventory holds the received units', async () => {
    await ph.goto('/inventory');
    await ph.getByTestId('inventory-search').fill(`J${run}`);
    const lots = ph.getByRole('table', { name: 'Current inventory' });
    await expect(lots.getByRole('row').filter({ hasText: amoxicillin.name })).toContainText(`${approved.amox} units`);
    await expect(lots.getByRole('row').filter({ hasText: paracetamol.name })).toContainText(`${approved.para} units`);
  });

  await test.step('it owes the supplier the approved units at its price and pays part: a claim until confirmed', async () => {
    const balance = await openTransferBalances(pharmacy);
    await expect(balance.getByTestId('balance-who')).toHaveText(`You owe ${supplier.businessName}`);
    await expect(balance.getByTestId('balance-outstanding')).toHaveText(dollars(owedCents));
    await balance.getByRole('button', { name: 'Record Payment' }).click();
    const payment = ph.getByRole('dialog', { name: 'Record Payment' });
    await payment.getByLabel('Amount').fill((paidCents / 100).toFixed(2));
    await payment.getByLabel('Notes (optional)').fill('Cash on delivery, first part.');
    await payment.getByRole('button', { name: 'Record Payment' }).click();
    await expectToast(ph, 'Payment sent for confirmation');
    // The debtor's word alone moves nothing: the balance stays until the supplier confirms.
    await expect(balance.getByTestId('balance-outstanding')).toHaveText(dollars(owedCents));
    await expect(ph.getByTestId('claim-waiting')).toHaveText('Waiting for confirmation');
  });

  await test.step('the supplier confirms the cash; its Transfers and dashboard show the lower balance', async () => {
    const balance = await openTransferBalances(supplier);
    await expect(balance.getByTestId('balance-who')).toHaveText(`${pharmacy.businessName} owes you`);
    await expect(balance.getByTestId('balance-outstanding')).toHaveText(dollars(owedCents));
    const claim = sp.getByTestId('payment-claims');
    await expect(claim.getByTestId('claim-amount')).toHaveText(dollars(paidCents));
    await claim.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(sp, 'Payment confirmed');
    await expect(balance.getByTestId('balance-outstanding')).toHaveText(dollars(owedCents - paidCents));
    await sp.goto('/dashboard');
    const owed = sp.getByTestId('dashboard-marketplace-owed');
    await expect(owed).toContainText('Retailers owe you');
    await expect(owed.getByTestId('dashboard-marketplace-owed-value')).toHaveText(dollars(owedCents - paidCents));
    await expect(owed).toContainText('From 1 retailer');
  });

  await supplier.context.close();
  await pharmacy.context.close();
});

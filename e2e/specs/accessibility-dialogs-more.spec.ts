import {
  type APIRequestContext,
  type Browser,
  type Page,
  expect,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { type Visits, auditVisit, sizes } from '../support/axe';
import { createAccount, openBusiness, receiveLot, signInByApi as signInAccount } from '../support/businesses';
import { e2ePort } from '../support/env';
import { demo, signInByApi } from '../support/session';
import { day, receiveLots } from '../support/stock';

// Issue 28: axe (WCAG 2.1 A/AA, serious or critical fails) over the dialogs the two other
// accessibility specs do not open: the marketplace's creation and request for access, an expense's
// receipt, a product's name conflict and new expiry, a multi-product draft, an offline stock count,
// the till's expiry picker, the bell's notifications, a supplier's order and its answer to a
// return, and between pharmacies rejecting a payment and blocking a sender. Set-up the demo lacks
// is made through the API; each dialog opens once per language at 1280 px, audited there and at 390.

const run = Date.now();
const lots = { name: `E2E Axe Lots ${run}`, barcode: `E2EAXL${run}` };
const draftName = `E2E Axe Multi ${run}`;
const expenseTitle = `E2E Axe Receipt ${run}`;
const receiptPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADwAAABQCAIAAADKqIEEAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAApklEQVRoge2SQQ0AQQyE6l8ZMvocGSdjujkSBBDCZHmOqRtEaepF4x5YGvfYo0zdIEpTLxr3wNK4xx5l6gZRmnrRuAeWxj32KFM3iNLUi8Y9sDTusUeZukGUpl407oGlcY89ytQNojT1onEPLI177FGmbhClqReNe2Bp3GOPMnWDKE29aNwDS+Mee5SpG0Rp6kXjHlga99ijTN0gSlMvGvfA0vxijw+Tuw7RZtNAsgAAAABJRU5ErkJggg==',
  'base64',
);

const click = (testId: string) => async (page: Page) => {
  await page.locator(`[data-testid^="${testId}"]:not([disabled])`).first().click({ timeout: 15_000 });
};
const clickVisible = (testId: string) => async (page: Page) => {
  await page.locator(`[data-testid="${testId}"]:visible`).first().click({ timeout: 15_000 });
};

/** A pharmaceutical supplier of its own with a marketplace the demo pharmacy has no access to. */
async function foreignMarketplace(): Promise<number> {
  const supplier = await createAccount({
    businessName: `E2E Axe Market Supplier ${run}`,
    kind: { userType: 'supplier', supplierType: 'pharmaceutical' },
    plan: 'advance',
  });
  const api = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${e2ePort}` });
  try {
    await signInAccount(api, supplier);
    const created = await api.post('/api/marketplace/create', { data: { name: `E2E Axe Market ${run}` } });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()).id;
  } finally {
    await api.dispose();
  }
}

/** An expense with a receipt image, through the upload and the create the dialog uses. */
async function expenseWithReceipt(request: APIRequestContext) {
  const upload = await request.post('/api/expenses/receipts', {
    multipart: { receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { receiptImageUrl } = await upload.json();
  const created = await request.post('/api/expenses', {
    data: { title: expenseTitle, amount: '1500', category: 'utilities', expenseDate: day(0), receiptImageUrl },
  });
  expect(created.ok(), await created.text()).toBe(true);
  expenseId = (await created.json()).id;
}

/** Add New Products with one row for the spec's product (its barcode) under `name`, expiring `expiry`. */
const addRow = (name: string, expiry: () => string) => async (page: Page) => {
  await page.getByTestId('add-product-open').click({ timeout: 15_000 });
  await page.getByTestId('add-product-supplier').selectOption({ index: 1 });
  await page.getByTestId('add-product-order-id').fill(`E2E-AXE-${run}`);
  const field = (key: string) => page.getByTestId(`product-row-0-${key}`);
  await field('productName').fill(name);
  await field('barcode').fill(lots.barcode);
  await field('quantity').fill('1');
  await field('unitsPerBox').fill('10');
  await field('costPrice').fill('3000');
  await field('retailPrice').fill('5000');
  await field('expiryDate').fill(expiry());
  await page.getByTestId('add-product-submit').click();
};
let market = 0;
let expenseId = 0;
let newLots = 0;
/** Each opening of New Expiry adds a lot of its own: a date no earlier visit used. */
function nextExpiry() {
  newLots += 1;
  return day(500 + newLots * 7);
}

const visits: Visits[] = [
  {
    // A product in two lots (one with a pending return to its supplier), a multi-product draft, and
    // the till's copy of the catalogue saved on this device (what the offline stock count reads).
    name: "pharmacy's stock",
    prepare: async (browser) => {
      const context = await browser.newContext({ viewport: sizes[0], serviceWorkers: 'block' });
      await signInByApi(context.request, demo.pharmacy);
      const api = context.request;
      const supplierId = (await (await api.get('/api/suppliers')).json())[0].id;
      const [soon] = await receiveLots(api, { ...lots, unitsPerBox: 10, supplierId }, [
        { boxes: 3, expiryDate: day(60) },
        { boxes: 3, expiryDate: day(300) },
      ]);
      const returned = await api.post('/api/supplier-returns', {
        data: { inventoryId: soon, supplierId, quantity: 1, returnReason: 'Crushed box', unitPrice: '500' },
      });
      expect(returned.status(), await returned.text()).toBe(201);
      const draft = await api.post('/api/inventory/drafts', {
        data: {
          sourceData: { isMultiProduct: true, products: [{ name: `${draftName} A` }, { name: `${draftName} B` }] },
        },
      });
      expect(draft.ok(), await draft.text()).toBe(true);
      const page = await context.newPage();
      await page.goto('/pos');
      await expect(page.getByTestId('offline-copy')).toHaveAttribute('data-offline-copy', 'saved', { timeout: 20_000 });
      return { page, close: () => context.close() };
    },
    dialogs: [
      {
        name: 'name conflict',
        path: '/inventory',
        open: addRow(`E2E Axe Other Name ${run}`, () => day(60)),
        testId: 'conflict-dialog',
      },
      { name: 'new expiry', path: '/inventory', open: addRow(lots.name, nextExpiry), testId: 'new-expiry-dialog' },
      {
        name: 'multi-product draft',
        path: '/inventory',
        open: async (page) => {
          await page.getByTestId('inventory-tab-drafts').click();
          await page
            .locator('[data-testid^="draft-row-"]', { hasText: draftName })
            .getByTestId('draft-open')
            .first()
            .click();
        },
      },
      {
        name: 'offline stock count',
        path: '/offline',
        open: async (page) => {
          await page.getByTestId('offline-tab-count').click();
          await page.getByTestId('offline-count-filter').fill(lots.barcode);
          await page.locator('[data-testid^="offline-count-open-"]').first().click({ timeout: 15_000 });
        },
      },
      {
        name: 'expiry picker',
        path: '/pos',
        open: async (page) => {
          await expect(page.getByTestId('pos-products-count')).toBeVisible();
          await page.getByTestId('pos-search').fill(lots.barcode);
          await page.getByTestId('pos-search').press('Enter');
        },
      },
      { name: "the supplier's answer to a return", path: '/returns', open: click('return-record-answer') },
    ],
  },
  {
    // An expense with its receipt, and a marketplace of a new supplier the pharmacy may ask to join.
    name: "pharmacy's trade and messages",
    prepare: async (browser) => {
      const context = await browser.newContext({ viewport: sizes[0], serviceWorkers: 'block' });
      await signInByApi(context.request, demo.pharmacy);
      await expenseWithReceipt(context.request);
      market = await foreignMarketplace();
      return { page: await context.newPage(), close: () => context.close() };
    },
    dialogs: [
      {
        name: 'request access',
        path: '/marketplace',
        open: (page) =>
          page
            .getByTestId(`marketplace-card-${market}`)
            .getByTestId('marketplace-request-access')
            .click({ timeout: 15_000 }),
      },
      { name: 'notifications (desktop)', path: '/', open: clickVisible('notification-bell'), widths: [sizes[0]] },
      { name: 'notifications (phone)', path: '/', open: clickVisible('notification-bell'), widths: [sizes[1]] },
      {
        name: 'expense receipt',
        path: '/expenses',
        open: (page) =>
          page.getByTestId(`expense-${expenseId}`).getByTestId('expense-receipt').click({ timeout: 15_000 }),
      },
      {
        name: "a supplier's order",
        path: '/suppliers',
        open: async (page) => {
          await page.locator('[data-testid^="supplier-row-"]').first().click();
          await page.locator('[data-testid^="order-row-"]').first().click({ timeout: 15_000 });
        },
      },
    ],
  },
  {
    // A new supplier whose automatic marketplace fails to be made: the page offers Create instead.
    name: 'supplier without a marketplace',
    prepare: async (browser) => {
      const supplier = await openBusiness(browser, {
        businessName: `E2E Axe New Supplier ${run}`,
        kind: { userType: 'supplier', supplierType: 'pharmaceutical' },
        plan: 'advance',
      });
      await supplier.page.route('**/api/marketplace/create', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"code":"unavailable","message":"Down"}',
        }),
      );
      return { page: supplier.page, close: () => supplier.context.close() };
    },
    dialogs: [{ name: 'create marketplace', path: '/supplier-marketplace', open: click('open-create-marketplace') }],
  },
  {
    // A (this page) sent B a transfer that B accepted; B claims a payment A has not confirmed, and
    // sends A a transfer of its own, still pending.
    name: 'creditor pharmacy',
    prepare: (browser) => creditor(browser),
    dialogs: [
      {
        name: 'reject payment',
        path: '/transfers',
        open: async (page) => {
          await page.getByTestId('transfers-tab-balances').click();
          await page.getByTestId('payment-claims').getByTestId('claim-reject').first().click({ timeout: 15_000 });
        },
      },
      {
        name: 'block sender',
        path: '/transfers',
        open: async (page) => {
          await page.getByTestId('transfers-tab-incoming').click();
          await page.getByTestId('transfer-block').first().click({ timeout: 15_000 });
        },
      },
    ],
  },
];

async function creditor(browser: Browser) {
  const a = await openBusiness(browser, { businessName: `E2E Axe Creditor ${run}` });
  const b = await openBusiness(browser, { businessName: `E2E Axe Debtor ${run}` });
  const lotOf = (request: APIRequestContext, tag: string) =>
    receiveLot(request, {
      name: `E2E Axe ${tag} ${run}`,
      barcode: `E2EAX${tag}${run}`,
      boxes: 5,
      unitsPerBox: 10,
      costPrice: 1000,
      expiryDate: day(400),
    });
  const send = async (from: APIRequestContext, to: string, inventoryId: number) => {
    const sent = await from.post('/api/transfers', {
      data: { toUserEmail: to, items: [{ inventoryId, quantity: 2 }] },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    return (await sent.json()).id as number;
  };
  const owed = await send(a.request, b.email, await lotOf(a.request, 'A'));
  const accepted = await b.request.post(`/api/transfers/${owed}/review`, { data: { status: 'accepted' } });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const paid = await b.request.post('/api/transfer-payments', {
    data: { fromUserId: b.id, toUserId: a.id, amount: '1.00' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await send(b.request, a.email, await lotOf(b.request, 'B'));
  await b.context.close();
  return { page: a.page, close: () => a.context.close() };
}

for (const visit of visits) {
  test(`axe: the last dialogs of the ${visit.name} in en and ar at 1280 and 390 px have no serious or critical violation`, async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    const found = await auditVisit(browser, visit);
    expect(found, found.join('\n')).toEqual([]);
  });
}

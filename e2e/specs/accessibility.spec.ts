import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { type DialogVisit, auditDialog, auditSizes, languages, settle, sizes } from '../support/axe';
import { admin } from '../support/env';
import { demo, signInByApi } from '../support/session';
import { day, owingSupplier, receiveLots } from '../support/stock';

// Issue 28: axe (WCAG 2.1 A/AA) over every page each kind of user opens and the main dialogs, in
// English and Arabic, at desktop and phone width; any serious or critical violation fails, named by
// page and rule. Set-up is shared to keep the spec fast: one sign-in and one browser page per role;
// the language changes with `?lng=` (no new sign-in), and each page is audited at 1280 px then
// resized to 390 px (no new context, no second load).

interface Role {
  name: string;
  signIn?: (api: APIRequestContext) => Promise<void>;
  /** Pages beyond the menu's (pages no menu lists, or a signed-out visitor's). */
  extra: string[];
  dialogs: DialogVisit[];
}

const signIn = (email: string, password: string) => async (api: APIRequestContext) => {
  await signInByApi(api, { email, password });
};

const click = (testId: string) => async (page: Page) => {
  await page.getByTestId(testId).first().click({ timeout: 15_000 });
};

/** The till with one line in the cart (a product received for the spec), then `testId` clicked. */
const tillWithLine = (testId: string) => async (page: Page) => {
  const barcode = tillBarcode;
  await expect(page.getByTestId('pos-products-count')).toBeVisible();
  await page.getByTestId('pos-search').fill(barcode);
  await page.getByTestId('pos-search').press('Enter');
  await expect(page.getByTestId('cart-line-0')).toBeVisible();
  await page.getByTestId(testId).click({ timeout: 15_000 });
};
const tillBarcode = `E2EAXE${Date.now()}`;

/** The phone's till: one line scanned in (the bar at the bottom counts it), then the sale sheet. */
const phoneSaleSheet = async (page: Page) => {
  await expect(page.getByTestId('pos-products-count')).toBeVisible();
  await page.getByTestId('pos-search').fill(tillBarcode);
  await page.getByTestId('pos-search').press('Enter');
  await page.getByTestId('pos-open-sale').click({ timeout: 15_000 });
  await expect(page.getByTestId('cart-line-0')).toBeVisible();
};
const owingSupplierName = `E2E Axe Pharma ${Date.now()}`;

/** Suppliers: the supplier made for the spec (it owes 12,000), then Pay Outstanding. */
const payOutstanding = async (page: Page) => {
  await page.getByTestId('suppliers-search').fill(owingSupplierName);
  await page.locator('[data-testid^="supplier-row-"]').first().click();
  await expect(page.getByTestId('supplier-heading')).toHaveText(owingSupplierName);
  await page.getByTestId('supplier-pay').click();
};

/** Marketplace: the demo supplier's products, the first one into the request, then Review. */
const reviewPurchase = async (page: Page) => {
  await page.getByTestId('marketplace-view-products').first().click();
  await page.locator('[data-testid^="stock-add-"]:not([disabled])').first().click();
  await page.getByTestId('draft-review').click();
};

/** The pharmacy's own supplier with one received invoice (what Pay Outstanding lists). */
async function makeOwingSupplier(api: APIRequestContext) {
  await owingSupplier(api, {
    name: owingSupplierName,
    productName: `${owingSupplierName} Cetirizine`,
    barcode: `28${String(Date.now()).slice(-11)}`,
    orderId: 'E2E-AXE-1',
  });
}

const roles: Role[] = [
  { name: 'visitor', extra: ['/', '/auth', '/offline', '/marketplace'], dialogs: [] },
  {
    name: 'pharmacy',
    signIn: signIn(demo.pharmacy.email, demo.pharmacy.password),
    extra: [],
    dialogs: [
      { name: 'hold sale', path: '/pos', open: tillWithLine('pos-hold') },
      { name: 'favorites', path: '/pos', open: click('favorites-edit') },
      { name: 'add products', path: '/inventory', open: click('add-product-open') },
      { name: 'edit product', path: '/inventory', open: click('row-edit-product') },
      { name: 'send transfer', path: '/transfers', open: click('transfers-send') },
      { name: 'add expense', path: '/expenses', open: click('expenses-add') },
      // lane dialogs: the dialogs that need data or a sequence, and the phone's sheets.
      { name: 'phone sale sheet (payment)', path: '/pos', open: phoneSaleSheet, widths: [sizes[1]] },
      { name: 'pay outstanding', path: '/suppliers', open: payOutstanding },
      { name: 'marketplace purchase review', path: '/marketplace', open: reviewPurchase },
      { name: 'mobile menu', path: '/', open: click('mobile-menu'), widths: [sizes[1]] },
      { name: 'add supplier', path: '/suppliers', open: click('supplier-add') },
      { name: 'discrepancies', path: '/inventory', open: click('discrepancies-open') },
      { name: 'shortage add item', path: '/shortage-notebook', open: click('shortage-add') },
      { name: 'team member', path: '/team-management', open: click('team-add') },
    ],
  },
  {
    name: 'supplier',
    signIn: signIn(demo.supplier.email, demo.supplier.password),
    extra: [],
    dialogs: [
      { name: 'recall a batch', path: '/recalls', open: click('recall-new') },
      // lane dialogs
      { name: 'broadcast', path: '/supplier-marketplace', open: click('open-broadcast') },
      { name: 'marketplace notifications', path: '/supplier-marketplace', open: click('open-notifications') },
    ],
  },
  { name: 'superadmin', signIn: signIn(admin.email, admin.password), extra: [], dialogs: [] },
  {
    name: 'cashier',
    signIn: async (api) => {
      const answer = await api.post('/api/auth/team-login', { data: demo.cashier });
      expect(answer.ok(), await answer.text()).toBe(true);
    },
    extra: [],
    dialogs: [],
  },
];

/** The paths the signed-in menu offers (read from the desktop sidebar). */
async function menuPaths(page: Page): Promise<string[]> {
  await page.goto('/');
  const links = page.getByTestId('sidebar').locator('[data-testid^="nav-"][href]');
  await expect(links.first()).toBeAttached();
  const hrefs = await links.evaluateAll((all) => all.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

for (const role of roles) {
  test(`axe: a ${role.name}'s pages and dialogs in en and ar at 1280 and 390 px have no serious or critical violation`, async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const found: string[] = [];
    const context = await browser.newContext({ viewport: sizes[0], serviceWorkers: 'block' });
    try {
      await role.signIn?.(context.request);
      if (role.dialogs.some((dialog) => dialog.name === 'hold sale'))
        await receiveLots(context.request, { name: 'E2E Axe Paracetamol', barcode: tillBarcode, unitsPerBox: 1 }, [
          { boxes: 5, expiryDate: day(365) },
        ]);
      if (role.dialogs.some((dialog) => dialog.name === 'pay outstanding')) await makeOwingSupplier(context.request);
      const page = await context.newPage();
      const paths = [...(role.signIn ? await menuPaths(page) : []), ...role.extra];
      for (const lang of languages) {
        for (const path of paths) {
          await page.setViewportSize(sizes[0]);
          await page.goto(`${path}?lng=${lang}`);
          await settle(page);
          await auditSizes(page, `${lang} ${path}`, found);
        }
        for (const dialog of role.dialogs) await auditDialog(page, lang, dialog, found);
      }
    } finally {
      await context.close();
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

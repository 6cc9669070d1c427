import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  expect,
  request,
} from '@playwright/test';
import { admin, e2ePort } from './env';
import { readOtp } from './outbox';
import { signInAsManager } from './session';

const baseURL = `http://127.0.0.1:${e2ePort}`;

export interface Business {
  email: string;
  password: string;
  name: string;
  context: BrowserContext;
  page: Page;
}

/**
 * A new retailer (pharmacy) on plan `plan`, registered and verified through the API, activated by
 * the superadmin, then signed in through the UI in a browser context of its own.
 */
export async function newRetailer(
  browser: Browser,
  name: string,
  { plan = 'super', viewport = { width: 1280, height: 800 }, locale = 'en' } = {},
): Promise<Business> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@e2e.assist`;
  const password = 'retail123';
  const api = await request.newContext({ baseURL });
  const registered = await api.post('/api/auth/register', {
    data: {
      email,
      password,
      firstName: 'E2E',
      lastName: 'Owner',
      businessName: name,
      businessPhone: '+964 770 000 1111',
      businessLocation: 'Baghdad',
      userType: 'retailer',
      retailerType: 'pharmacy',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const verified = await api.post('/api/auth/verify-otp', { data: { email, otp: await readOtp(email) } });
  expect(verified.ok(), await verified.text()).toBe(true);
  await activate(email, plan);
  await api.dispose();

  const context = await browser.newContext({ viewport, locale });
  if (locale !== 'en') await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), locale);
  const page = await context.newPage();
  await signInAsManager(page, email, password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  return { email, password, name, context, page };
}

/** The superadmin activates the account on `plan`. */
async function activate(email: string, plan: string) {
  const adminApi = await request.newContext({ baseURL });
  const login = await adminApi.post('/api/auth/login', { data: { email: admin.email, password: admin.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const users = (await (await adminApi.get(`/api/superadmin/users?search=${encodeURIComponent(email)}`)).json()) as {
    id: number;
    email: string;
  }[];
  const user = users.find((row) => row.email === email);
  expect(user, `superadmin finds ${email}`).toBeTruthy();
  const updated = await adminApi.put(`/api/superadmin/users/${user?.id}`, {
    data: { isActive: true, subscriptionPlan: plan },
  });
  expect(updated.ok(), await updated.text()).toBe(true);
  await adminApi.dispose();
}

/** A supplier and one lot of a product received through the API (Add Product is tested elsewhere). */
export async function receiveLot(
  api: APIRequestContext,
  lot: { name: string; barcode: string; boxes: number; unitsPerBox: number; costPrice: number; expiryDate: string },
): Promise<number> {
  const supplier = await api.post('/api/suppliers', {
    data: { name: `E2E Supplier ${Date.now()}`, contact: 'Omar', phone: '+964 771 000 2222' },
  });
  expect(supplier.ok(), await supplier.text()).toBe(true);
  const added = await api.post('/api/inventory/add-product', {
    data: {
      productName: lot.name,
      barcode: lot.barcode,
      category: 'medications',
      supplierId: (await supplier.json()).id,
      orderId: `E2E-TR-${lot.barcode}`,
      quantity: lot.boxes,
      unitsPerBox: lot.unitsPerBox,
      costPrice: lot.costPrice,
      retailPrice: lot.costPrice * 1.5,
      expiryDate: lot.expiryDate,
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return (await added.json()).inventoryId;
}

/** A lot's available units, as the inventory list answers them. */
export async function availableUnits(api: APIRequestContext, search: string): Promise<number[]> {
  const list = await (await api.get(`/api/inventory?search=${encodeURIComponent(search)}&sortBy=name`)).json();
  return (list.items as { availableUnits: number }[]).map((item) => item.availableUnits);
}

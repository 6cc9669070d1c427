import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  expect,
  request as playwrightRequest,
} from '@playwright/test';
import { admin, e2ePort } from './env';
import { readOtp } from './outbox';
import { signInAsManager } from './session';
import { receiveLots } from './stock';

// Businesses for journeys that are not about signing up: registered, verified and activated through
// the API, then (openBusiness) signed in in a browser context of their own.

const baseURL = `http://127.0.0.1:${e2ePort}`;

export type Plan = 'basic' | 'advance' | 'super';

export type Kind =
  | { userType: 'retailer'; retailerType: 'pharmacy' | 'general_store' }
  | { userType: 'supplier'; supplierType: 'pharmaceutical' | 'general' };

export interface AccountOptions {
  businessName: string;
  /** A pharmacy unless told. */
  kind?: Kind;
  /** Super unless told (transfers, team and the shortage notebook need it). */
  plan?: Plan;
}

export interface Account {
  id: number;
  email: string;
  password: string;
  businessName: string;
}

export interface Business extends Account {
  context: BrowserContext;
  page: Page;
  /** The context's requests: signed in as the business (its cookie). */
  request: APIRequestContext;
}

const pharmacy: Kind = { userType: 'retailer', retailerType: 'pharmacy' };

/** An e-mail no other account of any run has: the business name, the time and a random tail. */
function emailFor(businessName: string): string {
  const slug = businessName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${slug}-${Date.now()}${Math.floor(Math.random() * 1000)}@e2e.assist`;
}

/** The superadmin's answer to an account: active on `plan` (what the Manage User dialog does). */
async function activate(email: string, plan: Plan): Promise<number> {
  const adminApi = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await adminApi.post('/api/auth/login', { data: admin });
    expect(login.ok(), await login.text()).toBe(true);
    const users = (await (await adminApi.get(`/api/superadmin/users?search=${encodeURIComponent(email)}`)).json()) as {
      id: number;
      email: string;
    }[];
    const user = users.find((row) => row.email === email);
    expect(user, `superadmin finds ${email}`).toBeTruthy();
    const id = user?.id ?? 0;
    const updated = await adminApi.put(`/api/superadmin/users/${id}`, {
      data: { isActive: true, subscriptionPlan: plan },
    });
    expect(updated.ok(), await updated.text()).toBe(true);
    return id;
  } finally {
    await adminApi.dispose();
  }
}

/**
 * A business registered, verified with the code from the outbox, and activated on its plan by the
 * superadmin, all through a throwaway API context (nothing stays signed in).
 */
export async function createAccount({
  businessName,
  kind = pharmacy,
  plan = 'super',
}: AccountOptions): Promise<Account> {
  const email = emailFor(businessName);
  const password = 'business-e2e-1';
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const registered = await api.post('/api/auth/register', {
      data: {
        email,
        password,
        firstName: 'E2E',
        lastName: 'Owner',
        businessName,
        businessPhone: '+964 770 000 1111',
        businessLocation: 'Erbil',
        timeZone: 'Asia/Baghdad',
        ...kind,
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const verified = await api.post('/api/auth/verify-otp', { data: { email, otp: await readOtp(email) } });
    expect(verified.ok(), await verified.text()).toBe(true);
  } finally {
    await api.dispose();
  }
  const id = await activate(email, plan);
  return { id, email, password, businessName };
}

/** Signs a request context in through the API (a browser context's then serves its pages too). */
export async function signInByApi(request: APIRequestContext, account: Account) {
  const answer = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/**
 * A new business in a browser context of its own, signed in: through the API (its cookie) unless
 * `signIn: 'screen'`, which signs in on the Manager tab and waits for the home page.
 */
export async function openBusiness(
  browser: Browser,
  options: AccountOptions & {
    signIn?: 'api' | 'screen';
    viewport?: { width: number; height: number };
    locale?: 'en' | 'ar';
  },
): Promise<Business> {
  const account = await createAccount(options);
  const { viewport = { width: 1280, height: 800 }, locale = 'en' } = options;
  const context = await browser.newContext({ viewport, locale });
  if (locale !== 'en') await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), locale);
  const page = await context.newPage();
  if (options.signIn === 'screen') {
    await signInAsManager(page, account.email, account.password);
    await expect(page.getByTestId('home-page')).toBeVisible();
  } else {
    await signInByApi(context.request, account);
  }
  return { ...account, context, page, request: context.request };
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
  const { boxes, expiryDate, ...product } = lot;
  const [id] = await receiveLots(
    api,
    { ...product, retailPrice: lot.costPrice * 1.5, supplierId: (await supplier.json()).id },
    [{ boxes, expiryDate }],
  );
  return id as number;
}

/** A lot's available units, as the inventory list answers them. */
export async function availableUnits(api: APIRequestContext, search: string): Promise<number[]> {
  const list = await (await api.get(`/api/inventory?search=${encodeURIComponent(search)}&sortBy=name`)).json();
  return (list.items as { availableUnits: number }[]).map((item) => item.availableUnits);
}

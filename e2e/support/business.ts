import { type APIRequestContext, type Browser, type BrowserContext, type Page, expect } from '@playwright/test';
import { admin } from './env';
import { readOtp } from './outbox';

export interface BusinessSpec {
  name: string;
  kind:
    | { userType: 'retailer'; retailerType: 'pharmacy' | 'general_store' }
    | { userType: 'supplier'; supplierType: 'pharmaceutical' | 'general' };
  plan: 'basic' | 'advance' | 'super';
}

export interface Business {
  id: number;
  email: string;
  context: BrowserContext;
  page: Page;
  request: APIRequestContext;
}

/** The superadmin's answer to an account: active on `plan` (what the Manage User dialog does). */
async function activate(browser: Browser, email: string, plan: BusinessSpec['plan']): Promise<number> {
  const context = await browser.newContext();
  try {
    expect((await context.request.post('/api/auth/login', { data: admin })).ok()).toBe(true);
    const users = await (await context.request.get(`/api/superadmin/users?search=${encodeURIComponent(email)}`)).json();
    const id: number = users[0].id;
    const update = await context.request.put(`/api/superadmin/users/${id}`, {
      data: { isActive: true, subscriptionPlan: plan },
    });
    expect(update.ok()).toBe(true);
    return id;
  } finally {
    await context.close();
  }
}

/**
 * A new business in a browser context of its own: registered and verified through the API (the
 * code from the outbox), activated on `plan` by the superadmin, signed in (the context's cookie).
 */
export async function openBusiness(browser: Browser, spec: BusinessSpec): Promise<Business> {
  const email = `${spec.name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@e2e.assist`;
  const password = 'business-e2e-1';
  const context = await browser.newContext();
  const request = context.request;
  const registered = await request.post('/api/auth/register', {
    data: {
      email,
      password,
      firstName: 'E2E',
      lastName: 'Owner',
      businessName: spec.name,
      businessPhone: '+964 770 000 1111',
      businessLocation: 'Erbil',
      ...spec.kind,
    },
  });
  expect(registered.ok()).toBe(true);
  const verified = await request.post('/api/auth/verify-otp', { data: { email, otp: await readOtp(email) } });
  expect(verified.ok()).toBe(true);
  const id = await activate(browser, email, spec.plan);
  expect((await request.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);
  return { id, email, context, page: await context.newPage(), request };
}

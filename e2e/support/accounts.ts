import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import { admin } from './env';
import { readOtp } from './outbox';

export type Kind =
  | { userType: 'retailer'; retailerType: 'pharmacy' | 'general_store' }
  | {
      userType: 'supplier';
      supplierType: 'pharmaceutical' | 'general';
    };

export interface Account {
  email: string;
  password: string;
  businessName: string;
}

/**
 * A business registered, verified through the outbox, and activated on `plan` by the superadmin,
 * all through the API (a journey that is not about signing up starts from here).
 */
export async function createAccount(
  browser: Browser,
  request: APIRequestContext,
  options: { businessName: string; kind: Kind; plan: 'basic' | 'advance' | 'super' },
): Promise<Account> {
  const email = `${options.businessName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}@e2e.assist`;
  const password = 'market123';
  const registered = await request.post('/api/auth/register', {
    data: {
      email,
      password,
      firstName: 'E2E',
      lastName: 'Owner',
      businessName: options.businessName,
      businessPhone: '+964 770 000 1111',
      businessLocation: 'Erbil',
      timeZone: 'Asia/Baghdad',
      ...options.kind,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const verified = await request.post('/api/auth/verify-otp', { data: { email, otp: await readOtp(email) } });
  expect(verified.ok(), await verified.text()).toBe(true);

  const adminContext = await browser.newContext();
  const signedIn = await adminContext.request.post('/api/auth/login', { data: admin });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const users = await (
    await adminContext.request.get(`/api/superadmin/users?search=${encodeURIComponent(email)}`)
  ).json();
  const user = (users as { id: number; email: string }[]).find((u) => u.email === email);
  expect(user, `superadmin finds ${email}`).toBeTruthy();
  const updated = await adminContext.request.put(`/api/superadmin/users/${user?.id}`, {
    data: { isActive: true, subscriptionPlan: options.plan },
  });
  expect(updated.ok(), await updated.text()).toBe(true);
  await adminContext.close();
  return { email, password, businessName: options.businessName };
}

/** Signs a browser context in through the API (its cookie then serves its pages and requests). */
export async function signInByApi(request: APIRequestContext, account: Account) {
  const answer = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

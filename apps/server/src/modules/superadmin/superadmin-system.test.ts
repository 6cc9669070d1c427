import { defaultSystemSettings } from '@assist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createAccount, signedInOwner } from '../../test/factories.js';
import { Client, uniqueEmail, useTestApp } from '../../test/test-app.js';

// Settings and counts span the whole installation: this file gets a database of its own.
const t = useTestApp({ ownDatabase: true });
const DAY_MS = 86_400_000;
const superadmin = () => signedInOwner(t, { role: 'superadmin' });

/** Signs up through the public API as a visitor would, verifies the e-mail and signs in. */
async function signUp() {
  const client = new Client(t.app);
  const email = uniqueEmail('signup');
  const registered = await client.post('/api/auth/register', {
    email,
    password: 'secret123',
    firstName: 'Rana',
    lastName: 'Saleh',
    businessName: 'Rana Pharmacy',
    businessPhone: '+964 770 000 1111',
    businessLocation: 'Mosul',
    userType: 'retailer',
    retailerType: 'pharmacy',
  });
  expect(registered.statusCode).toBe(200);
  const otp = t.mailer.lastTo(email)?.text.match(/\d{6}/)?.[0];
  expect((await client.post('/api/auth/verify-otp', { email, otp })).statusCode).toBe(200);
  expect((await client.post('/api/auth/login', { email, password: 'secret123' })).statusCode).toBe(200);
  return (await client.get('/api/auth/user')).json();
}

describe('system stats', () => {
  it('counts live owner accounts by kind and the verified ones waiting for activation', async () => {
    const { client } = await superadmin();
    const before = (await client.get('/api/superadmin/stats')).json();
    await createAccount(t, { userType: 'retailer' }); // a pharmacy, active
    const store = await createAccount(t, { userType: 'retailer', isActive: false });
    await createAccount(t, { userType: 'supplier' }); // pharmaceutical, active
    const unverified = await createAccount(t, { userType: 'supplier', isActive: false, emailVerified: false });
    const db = t.database.db;
    await db.update(users).set({ retailerType: 'general_store' }).where(eq(users.id, store.id));
    await db.update(users).set({ supplierType: 'general' }).where(eq(users.id, unverified.id));
    await createAccount(t, { role: 'superadmin' });
    const gone = await createAccount(t);
    await client.delete(`/api/superadmin/users/${gone.id}`);
    const after = (await client.get('/api/superadmin/stats')).json();
    const delta = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, (v as number) - before[k]]));
    expect(delta).toEqual({
      totalUsers: 4,
      activeUsers: 2,
      totalSuppliers: 2,
      pharmaceuticalSuppliers: 1,
      generalSuppliers: 1,
      totalRetailers: 2,
      pharmacyRetailers: 1,
      generalRetailers: 1,
      pendingActivations: 1,
    });
    await client.put(`/api/superadmin/users/${store.id}`, { isActive: true });
    expect((await client.get('/api/superadmin/stats')).json().pendingActivations).toBe(before.pendingActivations);
  });
});

describe('system settings', () => {
  it('are saved on the server and drive sign-up: activation and trial length', async () => {
    const { client } = await superadmin();
    expect((await client.get('/api/superadmin/settings')).json()).toEqual(defaultSystemSettings);

    const pendingUser = await signUp();
    expect(pendingUser).toMatchObject({ isActive: false, subscriptionStatus: 'trial', capabilities: [] });
    const defaultEnd = new Date(pendingUser.subscriptionEndDate).getTime();
    expect(Math.abs(defaultEnd - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);

    const changed = { ...defaultSystemSettings, manualActivation: false, trialDays: 14, gracePeriodDays: 3 };
    const saved = await client.put('/api/superadmin/settings', changed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(changed);
    expect((await client.get('/api/superadmin/settings')).json()).toEqual(changed);

    const openUser = await signUp();
    expect(openUser).toMatchObject({ isActive: true, subscriptionStatus: 'trial', subscriptionPlan: 'super' });
    expect(openUser.capabilities).toContain('inventory');
    const end = new Date(openUser.subscriptionEndDate).getTime();
    expect(Math.abs(end - (Date.now() + 14 * DAY_MS))).toBeLessThan(60_000);

    // "Set Default" follows the saved trial length too.
    const reset = await client.put(`/api/superadmin/users/${pendingUser.id}`, { subscriptionStatus: 'trial' });
    const resetEnd = new Date(reset.json().subscriptionEndDate).getTime();
    expect(Math.abs(resetEnd - (Date.now() + 14 * DAY_MS))).toBeLessThan(60_000);
  });

  it('refuses values out of range and keeps the saved ones', async () => {
    const { client } = await superadmin();
    const before = (await client.get('/api/superadmin/settings')).json();
    for (const body of [
      { ...before, trialDays: -1 },
      { ...before, gracePeriodDays: 1000 },
      { ...before, manualActivation: 'no' },
      { trialDays: 10 },
    ]) {
      expect((await client.put('/api/superadmin/settings', body)).statusCode).toBe(400);
    }
    expect((await client.get('/api/superadmin/settings')).json()).toEqual(before);
  });
});

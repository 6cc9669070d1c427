import { defaultSystemSettings } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { createAccount, signedInOwner, signedInTeamMember } from '../../test/factories.js';
import { Client, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const superadmin = () => signedInOwner(t, { role: 'superadmin' });
type Listed = { id: number; email: string };

/** Every superadmin route, called with `id` where the route takes one. */
const calls = (client: Client, id: number) => [
  client.get('/api/superadmin/stats'),
  client.get('/api/superadmin/users'),
  client.get('/api/superadmin/deleted-users'),
  client.put(`/api/superadmin/users/${id}`, { isActive: false }),
  client.delete(`/api/superadmin/users/${id}`),
  client.post(`/api/superadmin/users/${id}/restore`),
  client.get('/api/superadmin/settings'),
  client.put('/api/superadmin/settings', { ...defaultSystemSettings, manualActivation: false }),
];

describe('who may use the superadmin dashboard', () => {
  it('answers 401 signed out and 403 to an owner on plan super and to a team member', async () => {
    const settingsBefore = await t.app.ctx.settings.get();
    const owner = await signedInOwner(t);
    const { client: member } = await signedInTeamMember(t, owner.user.id, ['pos', 'team', 'settings']);
    const cases: [Client, number][] = [
      [new Client(t.app), 401],
      [owner.client, 403],
      [member, 403],
    ];
    for (const [client, status] of cases) {
      for (const response of await Promise.all(calls(client, owner.user.id))) expect(response.statusCode).toBe(status);
    }
    // Nothing changed: the owner is still active and undeleted, and the settings are as they were.
    expect((await owner.client.get('/api/auth/user')).json()).toMatchObject({ isActive: true });
    expect(await t.app.ctx.settings.get()).toEqual(settingsBefore);
  });
});

describe('the users list', () => {
  it('lists owners with their subscription, never superadmins or deleted accounts', async () => {
    const { client, user: admin } = await superadmin();
    const owner = await createAccount(t, { plan: 'advance', subscriptionEndDate: new Date('2099-03-01T00:00:00Z') });
    const list: Listed[] = (await client.get('/api/superadmin/users')).json();
    const listed = list.find((u) => u.id === owner.id);
    expect(listed).toEqual({
      id: owner.id,
      email: owner.email,
      firstName: 'Test',
      lastName: 'Owner',
      businessName: 'Test Business',
      userType: 'retailer',
      retailerType: 'pharmacy',
      supplierType: null,
      isActive: true,
      emailVerified: true,
      subscriptionPlan: 'advance',
      subscriptionStatus: 'active',
      subscriptionEndDate: '2099-03-01T00:00:00.000Z',
      nextBillingDate: null,
      createdAt: owner.createdAt.toISOString(),
      needsSignupCompletion: false,
      lastNoticeAt: null,
    });
    expect(list.some((u) => u.id === admin.id)).toBe(false);
    expect(JSON.stringify(list)).not.toContain('passwordHash');
  });

  it('searches e-mail and names case-insensitively and filters pending or active', async () => {
    const { client } = await superadmin();
    const pending = await createAccount(t, { isActive: false });
    const active = await createAccount(t);
    const search = async (query: string) =>
      ((await client.get(`/api/superadmin/users?${query}`)).json() as Listed[]).map((u) => u.id);
    expect(await search(`search=${pending.email.toUpperCase()}`)).toEqual([pending.id]);
    expect(await search(`search=${encodeURIComponent(pending.email.slice(0, 16))}&status=pending`)).toEqual([
      pending.id,
    ]);
    expect(await search(`search=${encodeURIComponent(active.email.slice(0, 16))}&status=pending`)).toEqual([]);
    expect(await search(`search=${encodeURIComponent(active.email.slice(0, 16))}&status=active`)).toEqual([active.id]);
    expect(await search('search=test%20owner&status=pending')).toContain(pending.id);
    expect(await search('search=%25%25nothing')).toEqual([]);
    expect((await client.get('/api/superadmin/users?status=gone')).statusCode).toBe(400);
  });

  it('shows the effective status: a period past its end is in grace, then expired', async () => {
    const { client } = await superadmin();
    const { gracePeriodDays } = (await client.get('/api/superadmin/settings')).json();
    const ago = (ms: number) => new Date(Date.now() - ms);
    const inGrace = await createAccount(t, { subscriptionStatus: 'active', subscriptionEndDate: ago(60_000) });
    const lapsed = ago((gracePeriodDays + 1) * 86_400_000);
    const expired = await createAccount(t, { subscriptionStatus: 'trial', subscriptionEndDate: lapsed });
    const statusOf = async (email: string) =>
      (await client.get(`/api/superadmin/users?search=${email}`)).json()[0].subscriptionStatus;
    expect(await statusOf(inGrace.email)).toBe(gracePeriodDays > 0 ? 'grace_period' : 'expired');
    expect(await statusOf(expired.email)).toBe('expired');
  });
});

describe('unknown accounts', () => {
  it('answers 404 for an unknown id or a superadmin, and 400 for a malformed one', async () => {
    const { client, user: admin } = await superadmin();
    const other = await createAccount(t, { role: 'superadmin' });
    for (const id of [999999, admin.id, other.id]) {
      for (const response of [
        await client.put(`/api/superadmin/users/${id}`, { isActive: false }),
        await client.delete(`/api/superadmin/users/${id}`),
        await client.post(`/api/superadmin/users/${id}/restore`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'not_found', message: 'Not found.', error: 'not_found' });
      }
    }
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    expect((await client.put('/api/superadmin/users/abc', { isActive: true })).statusCode).toBe(400);
  });
});

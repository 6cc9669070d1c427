import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signedInOwner, signedInTeamMember } from '../../test/factories.js';
import { Client, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const DAY_MS = 86_400_000;
const superadmin = () => signedInOwner(t, { role: 'superadmin' });
const capabilitiesOf = async (client: Client) => (await client.get('/api/auth/user')).json().capabilities as string[];
const login = (email: string) => new Client(t.app).post('/api/auth/login', { email, password: TEST_PASSWORD });
const ids = (response: { json(): unknown }) => (response.json() as { id: number }[]).map((u) => u.id);

describe('activating and deactivating an account', () => {
  it('opens the app to a pending owner once activated', async () => {
    const admin = await superadmin();
    const owner = await signedInOwner(t, { isActive: false });
    expect(await capabilitiesOf(owner.client)).toEqual([]);
    expect(ids(await admin.client.get('/api/superadmin/users?status=pending'))).toContain(owner.user.id);
    const response = await admin.client.put(`/api/superadmin/users/${owner.user.id}`, { isActive: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: owner.user.id, email: owner.user.email, isActive: true });
    expect(await capabilitiesOf(owner.client)).toEqual(expect.arrayContaining(['inventory', 'pos', 'teamManagement']));
    expect(ids(await admin.client.get('/api/superadmin/users?status=pending'))).not.toContain(owner.user.id);
  });

  it('signs a deactivated owner and its team out', async () => {
    const admin = await superadmin();
    const owner = await signedInOwner(t);
    const { client: member } = await signedInTeamMember(t, owner.user.id, ['pos']);
    await admin.client.put(`/api/superadmin/users/${owner.user.id}`, { isActive: false });
    expect((await owner.client.get('/api/auth/user')).statusCode).toBe(401);
    expect((await member.get('/api/auth/user')).statusCode).toBe(401);
  });
});

describe('plans and subscriptions', () => {
  it('changes the plan, and with it what the owner may open', async () => {
    const admin = await superadmin();
    const owner = await signedInOwner(t, { plan: 'super' });
    expect(await capabilitiesOf(owner.client)).toContain('inventory');
    const response = await admin.client.put(`/api/superadmin/users/${owner.user.id}`, { subscriptionPlan: 'basic' });
    expect(response.json().subscriptionPlan).toBe('basic');
    const areas = await capabilitiesOf(owner.client);
    expect(areas).toContain('marketplace');
    expect(areas).not.toContain('inventory');
    await admin.client.put(`/api/superadmin/users/${owner.user.id}`, { subscriptionPlan: 'advance' });
    expect(await capabilitiesOf(owner.client)).toEqual(expect.arrayContaining(['inventory', 'pos']));
  });

  it('extends by a month, then a year, from the current end date (31 Jan + 1 month = 28 Feb)', async () => {
    const admin = await superadmin();
    const owner = await signedInOwner(t, {
      subscriptionStatus: 'trial',
      subscriptionEndDate: new Date('2099-01-31T00:00:00Z'),
    });
    const month = await admin.client.put(`/api/superadmin/users/${owner.user.id}`, { extend: 'month' });
    expect(month.json()).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionEndDate: '2099-02-28T00:00:00.000Z',
      nextBillingDate: '2099-02-28T00:00:00.000Z',
    });
    const year = await admin.client.put(`/api/superadmin/users/${owner.user.id}`, { extend: 'year' });
    expect(year.json()).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionEndDate: '2100-02-28T00:00:00.000Z',
      nextBillingDate: '2100-02-28T00:00:00.000Z',
    });
    expect((await owner.client.get('/api/auth/user')).json().subscriptionEndDate).toBe('2100-02-28T00:00:00.000Z');
  });

  it('extends an expired subscription from today, which opens the paid areas again', async () => {
    const admin = await superadmin();
    const lapsed = new Date('2020-01-01T00:00:00Z');
    const owner = await signedInOwner(t, { subscriptionStatus: 'expired', subscriptionEndDate: lapsed });
    expect(await capabilitiesOf(owner.client)).not.toContain('inventory');
    const before = new Date();
    const response = await admin.client.put(`/api/superadmin/users/${owner.user.id}`, { extend: 'year' });
    const end = new Date(response.json().subscriptionEndDate);
    const expected = new Date(before);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(Math.abs(end.getTime() - expected.getTime())).toBeLessThan(60_000);
    expect(response.json().subscriptionStatus).toBe('active');
    expect(await capabilitiesOf(owner.client)).toContain('inventory');
  });

  it('"Set Default" starts a new trial of the configured length', async () => {
    const admin = await superadmin();
    const { trialDays } = (await admin.client.get('/api/superadmin/settings')).json();
    const owner = await signedInOwner(t, { subscriptionStatus: 'active', subscriptionEndDate: new Date('2099-01-01') });
    const response = await admin.client.put(`/api/superadmin/users/${owner.user.id}`, { subscriptionStatus: 'trial' });
    expect(response.json().subscriptionStatus).toBe('trial');
    const end = new Date(response.json().subscriptionEndDate).getTime();
    expect(Math.abs(end - (Date.now() + trialDays * DAY_MS))).toBeLessThan(60_000);
  });

  it.each([
    [{}, 'Nothing to update'],
    [{ subscriptionStatus: 'trial', extend: 'month' }, 'Choose a subscription status or an extension, not both'],
  ])('refuses %o with "%s" and changes nothing', async (body, message) => {
    const admin = await superadmin();
    const owner = await signedInOwner(t);
    const response = await admin.client.put(`/api/superadmin/users/${owner.user.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await owner.client.get('/api/auth/user')).json().subscriptionStatus).toBe('active');
  });

  it('refuses an unknown plan or extension', async () => {
    const admin = await superadmin();
    const owner = await signedInOwner(t);
    for (const body of [{ subscriptionPlan: 'gold' }, { extend: 'week' }, { isActive: 'yes' }]) {
      expect((await admin.client.put(`/api/superadmin/users/${owner.user.id}`, body)).statusCode).toBe(400);
    }
    expect((await owner.client.get('/api/auth/user')).json().subscriptionPlan).toBe('super');
  });
});

describe('deleting and restoring an account', () => {
  it('moves a deleted account to the deleted list and refuses its sign-in; restore brings it back', async () => {
    const admin = await superadmin();
    const owner = await signedInOwner(t);
    const deleted = await admin.client.delete(`/api/superadmin/users/${owner.user.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'User Deleted' });
    expect((await owner.client.get('/api/auth/user')).statusCode).toBe(401);
    expect((await login(owner.user.email)).statusCode).toBe(401);
    expect(ids(await admin.client.get('/api/superadmin/users'))).not.toContain(owner.user.id);
    const bin = (await admin.client.get('/api/superadmin/deleted-users')).json();
    const entry = bin.find((u: { id: number }) => u.id === owner.user.id);
    expect(entry).toMatchObject({ email: owner.user.email, isActive: false });
    expect(Math.abs(new Date(entry.deletedAt).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await admin.client.put(`/api/superadmin/users/${owner.user.id}`, { isActive: true })).statusCode).toBe(404);
    expect((await admin.client.delete(`/api/superadmin/users/${owner.user.id}`)).statusCode).toBe(404);

    const restored = await admin.client.post(`/api/superadmin/users/${owner.user.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ message: 'User Restored', user: { id: owner.user.id, isActive: false } });
    expect(ids(await admin.client.get('/api/superadmin/users'))).toContain(owner.user.id);
    expect(ids(await admin.client.get('/api/superadmin/deleted-users'))).not.toContain(owner.user.id);
    expect((await admin.client.post(`/api/superadmin/users/${owner.user.id}/restore`)).statusCode).toBe(404);

    const again = new Client(t.app);
    expect((await again.post('/api/auth/login', { email: owner.user.email, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
    expect(await capabilitiesOf(again)).toEqual([]);
    await admin.client.put(`/api/superadmin/users/${owner.user.id}`, { isActive: true });
    expect(await capabilitiesOf(again)).toContain('inventory');
  });
});

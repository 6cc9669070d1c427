import { describe, expect, it } from 'vitest';
import { signedInOwner, signedInTeamMember, TEST_PASSWORD } from '../../test/factories.js';
import { profileFields } from '../../test/sign-up.js';
import { Client, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const profile = {
  ...profileFields,
  userType: 'retailer',
  retailerType: 'general_store',
};

describe('signup completion', () => {
  it('finishes an unfinished signup and opens the app', async () => {
    const { client } = await signedInOwner(t, { needsSignupCompletion: true });
    expect((await client.get('/api/auth/user')).json().capabilities).toEqual([]);
    const missing = await client.post('/api/auth/complete-signup', {
      firstName: 'A',
      lastName: 'B',
      businessName: 'C',
    });
    expect(missing.json().message).toBe('Please select whether you are a supplier or retailer.');
    const noStore = await client.post('/api/auth/complete-signup', { ...profile, retailerType: undefined });
    expect(noStore.json().message).toBe('Please select your store type.');
    const noSupplierType = await client.post('/api/auth/complete-signup', { ...profile, userType: 'supplier' });
    expect(noSupplierType.json().message).toBe('Please select your supplier type.');

    const done = await client.post('/api/auth/complete-signup', { ...profile, businessDescription: 'Open late' });
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({
      needsSignupCompletion: false,
      retailerType: 'general_store',
      businessCategory: 'general',
      businessDescription: 'Open late',
    });
    expect(done.json().user.capabilities).toContain('home');
  });
});

describe('account settings', () => {
  it('updates the business profile with the spec rules', async () => {
    const { client } = await signedInOwner(t);
    const own = { ...profile, retailerType: 'pharmacy' };
    const bad = await client.put('/api/auth/update-profile', { ...own, businessPhone: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Phone number is required');
    const ok = await client.put('/api/auth/update-profile', own);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Profile Updated');
    expect((await client.get('/api/auth/user')).json()).toMatchObject({
      businessName: 'Sara Drugstore',
      businessLocation: 'Karbala',
    });
  });

  it('changes the password, checks the current one, and ends other sessions', async () => {
    const { client, user } = await signedInOwner(t);
    const other = new Client(t.app);
    await other.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const short = await client.put('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: '123' });
    expect(short.json().message).toBe('Password must be at least 6 characters');
    const wrong = await client.put('/api/auth/change-password', {
      currentPassword: 'nottheone',
      newPassword: 'newpass1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    const ok = await client.put('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'newpass1',
    });
    expect(ok.json().message).toBe('Password Changed');
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    expect((await other.get('/api/auth/user')).statusCode).toBe(401);
    const relogin = await new Client(t.app).post('/api/auth/login', { email: user.email, password: 'newpass1' });
    expect(relogin.statusCode).toBe(200);
  });

  it('updates the preferred currency and rejects unknown codes', async () => {
    const { client } = await signedInOwner(t);
    const bad = await client.put('/api/auth/update-currency', { preferredCurrency: 'XYZ' });
    expect(bad.json().message).toBe('Please select a currency');
    const ok = await client.put('/api/auth/update-currency', { preferredCurrency: 'IQD' });
    expect(ok.json().user.preferredCurrency).toBe('IQD');
  });

  it('guards settings: signed out 401, team member without settings 403, owner-only profile', async () => {
    expect((await new Client(t.app).put('/api/auth/update-currency', { preferredCurrency: 'EUR' })).statusCode).toBe(
      401,
    );
    const { user } = await signedInOwner(t);
    const cashier = await signedInTeamMember(t, user.id, ['pos']);
    expect((await cashier.client.put('/api/auth/update-currency', { preferredCurrency: 'EUR' })).statusCode).toBe(403);
    const manager = await signedInTeamMember(t, user.id, ['settings']);
    expect((await manager.client.put('/api/auth/update-currency', { preferredCurrency: 'EUR' })).statusCode).toBe(200);
    const profileByTeam = await manager.client.put('/api/auth/update-profile', profile);
    expect(profileByTeam.statusCode).toBe(403);
    expect(profileByTeam.json().message).toBe('Only the account owner can change the business profile.');
  });

  it('a pending account cannot open settings until activated', async () => {
    const { client } = await signedInOwner(t, { isActive: false });
    expect((await client.put('/api/auth/update-currency', { preferredCurrency: 'EUR' })).statusCode).toBe(403);
  });
});

describe('system', () => {
  it('answers the health check on GET and HEAD', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(get.statusCode).toBe(200);
    expect(get.json().status).toBe('ok');
    expect((await t.app.inject({ method: 'HEAD', url: '/api/health' })).statusCode).toBe(200);
  });

  it('publishes an OpenAPI document of every endpoint with its schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/health']),
    );
    const register = doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(register.properties).toHaveProperty('businessName');
  });

  it('knows no place in mid-ocean, and answers unknown API paths with 404 JSON', async () => {
    const geo = await t.app.inject({ method: 'GET', url: '/api/geocode?lat=0&lon=-30' });
    expect(geo.statusCode).toBe(404);
    expect(geo.json().code).toBe('no_place_nearby');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'Not found.', error: 'not_found' });
  });

  it('refuses a cross-site state change and malformed JSON without a stack trace', async () => {
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(cross.statusCode).toBe(403);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toContain('at ');
    expect(broken.json().message).toBe('Please check your input and try again.');
  });
});

import { describe, expect, it } from 'vitest';
import { signedInOwner, signedInTeamMember, TEST_PASSWORD, createAccount } from '../../test/factories.js';
import { mailedCode, registration } from '../../test/sign-up.js';
import { Client, uniqueEmail, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const codeFor = (email: string) => mailedCode(t.mailer, email);

describe('registration and e-mail verification', () => {
  it('registers, mails a code, verifies, and signs in to a pending account', async () => {
    const client = new Client(t.app);
    const email = uniqueEmail('new');
    const registered = await client.post('/api/auth/register', registration(email));
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({
      message: 'Registration successful. Please check your email for the verification code.',
      email,
    });

    const early = await client.post('/api/auth/login', { email, password: 'secret123' });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('Please verify your email before signing in.');

    const verified = await client.post('/api/auth/verify-otp', { email, otp: codeFor(email) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('Email verified successfully. You can now log in to your account.');

    const login = await client.post('/api/auth/login', { email, password: 'secret123' });
    expect(login.statusCode).toBe(200);
    const user = (await client.get('/api/auth/user')).json();
    expect(user).toMatchObject({ email, isActive: false, subscriptionStatus: 'trial', subscriptionPlan: 'super' });
    expect(user.capabilities).toEqual([]);
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('answers each registration rule with the spec message and creates nothing', async () => {
    const client = new Client(t.app);
    const email = uniqueEmail('bad');
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'nope' }, 'Please enter a valid email address'],
      [{ firstName: '' }, 'First name is required'],
      [{ lastName: '' }, 'Last name is required'],
      [{ password: '123' }, 'Password must be at least 6 characters'],
      [{ businessName: '' }, 'Business/Store name is required'],
      [{ businessPhone: '' }, 'Phone number is required'],
      [{ businessLocation: '' }, 'Store location is required'],
      [{ userType: 'wholesaler' }, 'Please select your business type'],
      [{ retailerType: undefined }, 'Please select your store type'],
      [{ userType: 'supplier', supplierType: undefined }, 'Please select your supplier type'],
    ];
    for (const [change, message] of cases) {
      const response = await client.post('/api/auth/register', { ...registration(email), ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(t.mailer.lastTo(email)).toBeUndefined();
  });

  it('refuses an e-mail that already has a verified account', async () => {
    const owner = await createAccount(t);
    const response = await new Client(t.app).post('/api/auth/register', registration(owner.email));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this email already exists');
  });

  it('rejects a wrong code, then locks the code after 5 wrong tries', async () => {
    const client = new Client(t.app);
    const email = uniqueEmail('otp');
    await client.post('/api/auth/register', registration(email));
    const right = codeFor(email);
    const wrong = right === '123456' ? '654321' : '123456';
    expect((await client.post('/api/auth/verify-otp', { email, otp: '12' })).json().message).toBe(
      'OTP must be 6 digits',
    );
    for (let i = 0; i < 5; i++) {
      const response = await client.post('/api/auth/verify-otp', { email, otp: wrong });
      expect(response.json().message).toBe('Invalid or expired OTP');
    }
    const locked = await client.post('/api/auth/verify-otp', { email, otp: right });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong codes. Please request a new code.');
  });

  it('never accepts 000000 as a development code', async () => {
    const client = new Client(t.app);
    const email = uniqueEmail('zeros');
    await client.post('/api/auth/register', registration(email));
    if (codeFor(email) === '000000') return; // one chance in a million: the real code
    expect((await client.post('/api/auth/verify-otp', { email, otp: '000000' })).statusCode).toBe(400);
  });

  it('resends a code, but not twice within 30 seconds', async () => {
    const client = new Client(t.app);
    const email = uniqueEmail('resend');
    await client.post('/api/auth/register', registration(email));
    const again = await client.post('/api/auth/resend-otp', { email });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Please wait 30 seconds before requesting another code.');
  });
});

describe('sign-in', () => {
  it('signs a manager in with a new session id each time and out again', async () => {
    const owner = await createAccount(t);
    const client = new Client(t.app);
    const first = await client.post('/api/auth/login', { email: owner.email.toUpperCase(), password: TEST_PASSWORD });
    expect(first.statusCode).toBe(200);
    const cookie1 = first.cookies.find((c) => c.name === 'assist.sid');
    expect(cookie1).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const second = await client.post('/api/auth/login', { email: owner.email, password: TEST_PASSWORD });
    const cookie2 = second.cookies.find((c) => c.name === 'assist.sid');
    expect(cookie2?.value).not.toBe(cookie1?.value);

    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      cookies: { 'assist.sid': cookie1?.value ?? '' },
    });
    expect(old.statusCode).toBe(401);

    const logout = await client.post('/api/auth/logout');
    expect(logout.statusCode).toBe(200);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('answers a wrong password with 401 and a clear message', async () => {
    const owner = await createAccount(t);
    const response = await new Client(t.app).post('/api/auth/login', { email: owner.email, password: 'wrong-pass' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid email or password');
  });

  it('never locks an account: ten failures from one address leave the right password working elsewhere', async () => {
    const owner = await createAccount(t);
    const stranger = new Client(t.app);
    for (let i = 0; i < 10; i++) {
      const response = await stranger.post('/api/auth/login', { email: owner.email, password: 'wrong-pass' });
      expect([401, 429]).toContain(response.statusCode);
    }
    const owners = await new Client(t.app).post('/api/auth/login', { email: owner.email, password: TEST_PASSWORD });
    expect(owners.statusCode).toBe(200);
  });

  it('answers 401 to the current-user call when signed out', async () => {
    const response = await new Client(t.app).get('/api/auth/user');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Unauthorized. Please sign in.');
  });

  it('signs a team member in with username and password inside the owner tenant', async () => {
    const { user } = await signedInOwner(t);
    const { client, member } = await signedInTeamMember(t, user.id, ['pos', 'sales']);
    const me = (await client.get('/api/auth/user')).json();
    expect(me).toMatchObject({ isTeamMember: true, username: member.username, businessName: user.businessName });
    expect([...me.capabilities].sort()).toEqual(['home', 'offline', 'pos', 'sales']);
  });

  it('refuses a wrong team password and validates the team form', async () => {
    const client = new Client(t.app);
    const empty = await client.post('/api/auth/team-login', { username: '', password: 'x' });
    expect(empty.json().message).toBe('Username is required');
    const noPassword = await client.post('/api/auth/team-login', { username: 'someone', password: '' });
    expect(noPassword.json().message).toBe('Password is required');
    const wrong = await client.post('/api/auth/team-login', { username: 'nobody-here', password: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid username or password');
  });

  it('keeps sessions across a server restart (they live in the database)', async () => {
    const { client } = await signedInOwner(t);
    const { buildApp } = await import('../../app.js');
    const restarted = await buildApp({
      config: t.app.ctx.config,
      database: t.database,
      mailer: t.mailer,
      logger: false,
    });
    const cookie = (client as unknown as { cookie: string }).cookie.replace('assist.sid=', '');
    const response = await restarted.inject({
      method: 'GET',
      url: '/api/auth/user',
      cookies: { 'assist.sid': cookie },
    });
    expect(response.statusCode).toBe(200);
    await restarted.close();
  });
});

import { describe, expect, it } from 'vitest';
import { mailedCode, registration } from '../../test/sign-up.js';
import { Client, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/** Issue 27 item 1: a stranger registered the owner's e-mail first, and the account became the stranger's. */
describe('the owner of the mailbox owns the account', () => {
  it("the owner verifies with its own registration: its password and business win, the stranger's fail", async () => {
    const email = `owner-${Date.now()}@example.com`;
    const stranger = new Client(t.app);
    const squatted = await stranger.post('/api/auth/register', {
      ...registration(email, 'stranger-pass'),
      businessName: 'Stranger Shop',
      firstName: 'Eve',
    });
    expect(squatted.statusCode, squatted.body).toBe(200);

    // The owner registers: told the e-mail waits for its code, and nothing changes yet.
    const owner = new Client(t.app);
    const pending = await owner.post('/api/auth/register', registration(email, 'owner-pass-1'));
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe('email_pending_verification');

    // The code is in the owner's mailbox; the owner sends it with its own registration.
    const verified = await owner.post('/api/auth/verify-otp', {
      email,
      otp: mailedCode(t.mailer, email),
      ...registration(email, 'owner-pass-1'),
      preferredCurrency: 'IQD',
      timeZone: 'Asia/Baghdad',
    });
    expect(verified.statusCode, verified.body).toBe(200);

    const strangerLogin = await new Client(t.app).post('/api/auth/login', { email, password: 'stranger-pass' });
    expect(strangerLogin.statusCode).toBe(401);
    const ownerLogin = await owner.post('/api/auth/login', { email, password: 'owner-pass-1' });
    expect(ownerLogin.statusCode, ownerLogin.body).toBe(200);
    const me = (await owner.get('/api/auth/user')).json();
    expect(me).toMatchObject({
      businessName: 'Mona Pharmacy',
      firstName: 'Mona',
      preferredCurrency: 'IQD',
      timeZone: 'Asia/Baghdad',
    });
  });

  it('a registration sent with the code must be whole; the code alone still verifies as before', async () => {
    const email = `half-${Date.now()}@example.com`;
    const client = new Client(t.app);
    expect((await client.post('/api/auth/register', registration(email))).statusCode).toBe(200);
    const half = await client.post('/api/auth/verify-otp', {
      email,
      otp: mailedCode(t.mailer, email),
      password: 'owner-pass-1',
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().issues.map((issue: { path: string }) => issue.path)).toContain('businessName');
    const plain = await client.post('/api/auth/verify-otp', { email, otp: mailedCode(t.mailer, email) });
    expect(plain.statusCode, plain.body).toBe(200);
  });
});

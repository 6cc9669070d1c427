import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOtps, users } from '../../db/schema/index.js';
import { mailedCode, registration } from '../../test/sign-up.js';
import { Client, uniqueEmail, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const codeFor = (email: string) => mailedCode(t.mailer, email);
const wrongFor = (code: string) => (code === '123456' ? '654321' : '123456');
const pendingRow = async (email: string) => {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  const [otp] = await t.database.db.select().from(emailOtps).where(eq(emailOtps.email, email));
  return { user, otp };
};

/** Issue 14 item 4: a sign-up waiting for its code cannot be taken over by registering again. */
describe('registering an e-mail that waits for verification', () => {
  it('changes nothing and says how to get a new code', async () => {
    const owner = new Client(t.app);
    const email = uniqueEmail('pending');
    expect((await owner.post('/api/auth/register', registration(email, 'owner-pass'))).statusCode).toBe(200);
    const code = codeFor(email);
    await owner.post('/api/auth/verify-otp', { email, otp: wrongFor(code) });
    const before = await pendingRow(email);
    const mailsBefore = t.mailer.sent.length;

    const stranger = new Client(t.app);
    const again = await stranger.post('/api/auth/register', {
      ...registration(email, 'stranger-pass'),
      businessName: 'Taken Over',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'email_pending_verification',
      message:
        'This email is already registered and waiting for verification. Enter the code we sent to it, or ask for a new code.',
      error: 'email_pending_verification',
    });

    const after = await pendingRow(email);
    expect(after.user?.passwordHash).toBe(before.user?.passwordHash);
    expect(after.user?.businessName).toBe('Mona Pharmacy');
    expect(after.otp).toEqual(before.otp);
    expect(after.otp?.attempts).toBe(1);
    expect(t.mailer.sent.length).toBe(mailsBefore);

    // The owner's code and password still work.
    expect((await owner.post('/api/auth/verify-otp', { email, otp: code })).statusCode).toBe(200);
    expect((await owner.post('/api/auth/login', { email, password: 'owner-pass' })).statusCode).toBe(200);
    expect((await stranger.post('/api/auth/login', { email, password: 'stranger-pass' })).statusCode).toBe(401);
  });

  it('mails codes valid for 15 minutes and refuses one that has expired', async () => {
    const client = new Client(t.app);
    const email = uniqueEmail('expiry');
    await client.post('/api/auth/register', registration(email, 'owner-pass'));
    expect(t.mailer.lastTo(email)?.text).toContain('It is valid for 15 minutes.');
    const { otp } = await pendingRow(email);
    expect((otp?.expiresAt.getTime() ?? 0) - (otp?.sentAt.getTime() ?? 0)).toBe(15 * 60_000);

    await t.database.db
      .update(emailOtps)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailOtps.email, email));
    const late = await client.post('/api/auth/verify-otp', { email, otp: codeFor(email) });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Invalid or expired OTP');
    expect((await pendingRow(email)).user?.emailVerified).toBe(false);
  });
});

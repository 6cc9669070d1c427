import { passwordResetMessages } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signedInOwner, signedInTeamMember } from '../../test/factories.js';
import { mailedCode } from '../../test/sign-up.js';
import { Client, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const resetCode = (email: string) => mailedCode(t.mailer, email.toLowerCase());

/** Issue 27 item 2: a forgotten password could not be reset, by anyone. */
describe('Forgot password', () => {
  it('answers the same for an account and for none, and mails a code only to the account', async () => {
    const { user } = await signedInOwner(t);
    const anonymous = new Client(t.app);
    const known = await anonymous.post('/api/auth/forgot-password', { email: user.email });
    const unknown = await anonymous.post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(passwordResetMessages.codeSent);
    expect(t.mailer.lastTo(user.email.toLowerCase())?.subject).toMatch(/password reset code/);
    expect(t.mailer.lastTo('nobody-here@example.com')).toBeUndefined();
    // Asked again at once: the same answer, no second code (and no 429 telling the account exists).
    const again = await anonymous.post('/api/auth/forgot-password', { email: user.email });
    expect(again.json()).toEqual(known.json());
  });

  it('sets the new password with the mailed code and ends every session of the owner, not its team', async () => {
    const owner = await signedInOwner(t);
    const cashier = await signedInTeamMember(t, owner.user.id, ['pos']);
    const stranger = new Client(t.app);
    await stranger.post('/api/auth/forgot-password', { email: owner.user.email });
    const wrong = await stranger.post('/api/auth/reset-password', {
      email: owner.user.email,
      code: '000000' === resetCode(owner.user.email) ? '111111' : '000000',
      newPassword: 'new-secret-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('invalid_otp');

    const reset = await stranger.post('/api/auth/reset-password', {
      email: owner.user.email,
      code: resetCode(owner.user.email),
      newPassword: 'new-secret-1',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(passwordResetMessages.passwordReset);

    expect((await owner.client.get('/api/auth/user')).statusCode).toBe(401);
    expect((await cashier.client.get('/api/auth/user')).statusCode).toBe(200);
    const old = await new Client(t.app).post('/api/auth/login', { email: owner.user.email, password: TEST_PASSWORD });
    expect(old.statusCode).toBe(401);
    const fresh = await new Client(t.app).post('/api/auth/login', {
      email: owner.user.email,
      password: 'new-secret-1',
    });
    expect(fresh.statusCode).toBe(200);
    // The code works once.
    const reused = await stranger.post('/api/auth/reset-password', {
      email: owner.user.email,
      code: resetCode(owner.user.email),
      newPassword: 'another-pass',
    });
    expect(reused.json().code).toBe('invalid_otp');
  });

  it('counts wrong codes: after 5 the code is spent, and a sign-up code never resets a password', async () => {
    const { user } = await signedInOwner(t);
    const client = new Client(t.app);
    await client.post('/api/auth/forgot-password', { email: user.email });
    const code = resetCode(user.email);
    const other = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++)
      await client.post('/api/auth/reset-password', { email: user.email, code: other, newPassword: 'new-secret-1' });
    const spent = await client.post('/api/auth/reset-password', {
      email: user.email,
      code,
      newPassword: 'new-secret-1',
    });
    expect(spent.statusCode).toBe(429);
    expect(spent.json().code).toBe('too_many_wrong_codes');
    const old = await new Client(t.app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(old.statusCode).toBe(200);
  });

  it('refuses a short new password and a code that is not 6 digits, changing nothing', async () => {
    const { user } = await signedInOwner(t);
    const client = new Client(t.app);
    const short = await client.post('/api/auth/reset-password', {
      email: user.email,
      code: '123456',
      newPassword: 'abc',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toMatchObject([
      { path: 'newPassword', message: 'Password must be at least 6 characters' },
    ]);
    const letters = await client.post('/api/auth/reset-password', {
      email: user.email,
      code: '12ab56',
      newPassword: 'abcdef',
    });
    expect(letters.statusCode).toBe(400);
  });

  it('the superadmin sends an owner a reset code; the owner alone reads it and chooses the password', async () => {
    const owner = await signedInOwner(t);
    const admin = await signedInOwner(t, { role: 'superadmin' });
    const sent = await admin.client.post(`/api/superadmin/users/${owner.user.id}/password-reset`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(passwordResetMessages.codeSentByAdmin);
    expect(JSON.stringify(sent.json())).not.toMatch(/\d{6}/);
    const reset = await new Client(t.app).post('/api/auth/reset-password', {
      email: owner.user.email,
      code: resetCode(owner.user.email),
      newPassword: 'chosen-by-owner',
    });
    expect(reset.statusCode).toBe(200);
    const another = await signedInOwner(t);
    expect((await another.client.post(`/api/superadmin/users/${owner.user.id}/password-reset`)).statusCode).toBe(403);
    expect((await admin.client.post('/api/superadmin/users/2147483647/password-reset')).statusCode).toBe(404);
  });
});

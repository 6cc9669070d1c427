import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountInvites, users } from '../../db/schema/index.js';
import { createAccount, signedInOwner } from '../../test/factories.js';
import { Client, uniqueEmail, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const superadmin = async () => (await signedInOwner(t, { role: 'superadmin' })).client;

/** The link's token from the last invitation e-mail sent to `email`. */
function tokenFor(email: string): string {
  const text = t.mailer.lastTo(email)?.text ?? '';
  const token = text.match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link for ${email}`);
  return token;
}

async function invite(admin: Client, body: Record<string, unknown>) {
  return admin.post('/api/superadmin/invites', { subscriptionPlan: 'advance', ...body });
}

const completion = {
  userType: 'retailer',
  retailerType: 'pharmacy',
  firstName: 'Huda',
  lastName: 'Kareem',
  businessName: 'Huda Pharmacy',
  businessPhone: '+964 770 123 4567',
  businessLocation: 'Erbil',
};

describe('inviting a business by e-mail', () => {
  it('takes the owner from the link to a password, signup completion and the app', async () => {
    const admin = await superadmin();
    const email = uniqueEmail('invited');
    const sent = await invite(admin, { email, userType: 'retailer' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ email, replaced: false });

    const mail = t.mailer.lastTo(email);
    expect(mail?.subject).toBe('You are invited to Assist');
    const token = tokenFor(email);
    expect(mail?.text).toContain(`http://localhost:80/invite/${token}`);

    // Only the token's hash is stored.
    const [stored] = await t.database.db
      .select()
      .from(accountInvites)
      .where(eq(accountInvites.userId, sent.json().userId));
    expect(stored?.tokenHash).not.toBe(token);
    expect(stored?.tokenHash).toBe(t.app.ctx.hasher.hash(`invite:${token}`));

    // The superadmin sees the invited account, waiting for its signup.
    const listed = (await admin.get(`/api/superadmin/users?search=${encodeURIComponent(email)}`)).json();
    expect(listed).toEqual([
      expect.objectContaining({ email, needsSignupCompletion: true, isActive: true, subscriptionPlan: 'advance' }),
    ]);

    // Nobody can sign in to it before the link is used.
    const owner = new Client(t.app);
    expect((await owner.post('/api/auth/login', { email, password: 'secret123' })).statusCode).toBe(401);

    const checked = await owner.post('/api/auth/invite/check', { token });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().email).toBe(email);

    const accepted = await owner.post('/api/auth/invite/accept', { token, password: 'newpass1' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ email, needsSignupCompletion: true, isActive: true });

    const me = (await owner.get('/api/auth/user')).json();
    expect(me.needsSignupCompletion).toBe(true);
    expect((await owner.post('/api/auth/complete-signup', completion)).statusCode).toBe(200);
    const done = (await owner.get('/api/auth/user')).json();
    expect(done).toMatchObject({ needsSignupCompletion: false, businessName: 'Huda Pharmacy', isActive: true });

    // The chosen password works from now on.
    const again = new Client(t.app);
    expect((await again.post('/api/auth/login', { email, password: 'newpass1' })).statusCode).toBe(200);
  });

  it('says a used link was used and an expired one expired', async () => {
    const admin = await superadmin();
    const email = uniqueEmail('twice');
    await invite(admin, { email });
    const token = tokenFor(email);
    const owner = new Client(t.app);
    expect((await owner.post('/api/auth/invite/accept', { token, password: 'first1' })).statusCode).toBe(200);

    const reuse = await new Client(t.app).post('/api/auth/invite/accept', { token, password: 'second2' });
    expect(reuse.statusCode).toBe(410);
    expect(reuse.json().code).toBe('invite_used');
    expect((await new Client(t.app).post('/api/auth/invite/check', { token })).json().code).toBe('invite_used');

    const late = uniqueEmail('late');
    const sent = await invite(admin, { email: late });
    await t.database.db
      .update(accountInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountInvites.userId, sent.json().userId));
    const expired = await new Client(t.app).post('/api/auth/invite/accept', {
      token: tokenFor(late),
      password: 'secret1',
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('invite_expired');
  });

  it('refuses a link nobody sent', async () => {
    const answer = await new Client(t.app).post('/api/auth/invite/check', { token: 'x'.repeat(43) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('invite_invalid');
  });

  it('refuses an e-mail already registered, and sends a new link to one invited and not yet opened', async () => {
    const admin = await superadmin();
    const existing = await createAccount(t);
    const taken = await invite(admin, { email: existing.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('email_taken');

    const email = uniqueEmail('again');
    await invite(admin, { email });
    const first = tokenFor(email);
    const second = await invite(admin, { email, subscriptionPlan: 'basic' });
    expect(second.json()).toMatchObject({ replaced: true });
    expect(tokenFor(email)).not.toBe(first);

    const old = await new Client(t.app).post('/api/auth/invite/accept', { token: first, password: 'secret1' });
    expect(old.json().code).toBe('invite_invalid');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.subscriptionPlan).toBe('basic');
    expect(
      (await new Client(t.app).post('/api/auth/invite/accept', { token: tokenFor(email), password: 'secret1' }))
        .statusCode,
    ).toBe(200);

    // Once the link was used, the e-mail is registered.
    expect((await invite(admin, { email })).json().code).toBe('email_taken');
  });

  it('lets only the superadmin invite', async () => {
    const { client: owner } = await signedInOwner(t);
    const refused = await invite(owner, { email: uniqueEmail('nope') });
    expect(refused.statusCode).toBe(403);
    expect((await invite(new Client(t.app), { email: uniqueEmail('nope') })).statusCode).toBe(401);
  });

  it('throttles link tries from one address', async () => {
    const visitor = new Client(t.app);
    const codes: string[] = [];
    for (let i = 0; i < 31; i += 1) {
      codes.push((await visitor.post('/api/auth/invite/check', { token: `guess${i}`.padEnd(43, 'a') })).json().code);
    }
    expect(codes.slice(0, 30).every((code) => code === 'invite_invalid')).toBe(true);
    expect(codes[30]).toBe('too_many_invite_attempts');
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { signedInOwner } from '../../test/factories.js';
import { registration } from '../../test/sign-up.js';
import { Client, uniqueEmail, useTestApp } from '../../test/test-app.js';

/**
 * Issue 26, defect 6 (its sign-up half): a new business, registered, completing its signup or
 * accepting an invitation, keeps the currency and time zone it was asked for; a body without them
 * (an older client) still works and keeps USD and UTC.
 */
const t = useTestApp();
const profile = {
  userType: 'retailer',
  retailerType: 'pharmacy',
  firstName: 'Huda',
  lastName: 'Kareem',
  businessName: 'Huda Pharmacy',
  businessPhone: '+964 770 123 4567',
  businessLocation: 'Erbil',
};

async function localeOf(email: string) {
  const [row] = await t.database.db
    .select({ currency: users.preferredCurrency, zone: users.timeZone })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

describe("a new business's currency and time zone", () => {
  it('are what registration chose: IQD and Baghdad', async () => {
    const email = uniqueEmail('iqd');
    const body = { ...registration(email), timeZone: 'Asia/Baghdad', preferredCurrency: 'IQD' };
    const response = await new Client(t.app).post('/api/auth/register', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(await localeOf(email)).toEqual({ currency: 'IQD', zone: 'Asia/Baghdad' });
  });

  it('stay USD and UTC for a registration that does not send them', async () => {
    const email = uniqueEmail('old-client');
    expect((await new Client(t.app).post('/api/auth/register', registration(email))).statusCode).toBe(200);
    expect(await localeOf(email)).toEqual({ currency: 'USD', zone: 'UTC' });
  });

  it('refuse a currency the app does not know, with its code, and register nothing', async () => {
    const email = uniqueEmail('xyz');
    const response = await new Client(t.app).post('/api/auth/register', {
      ...registration(email),
      preferredCurrency: 'XYZ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toMatchObject([{ path: 'preferredCurrency' }]);
    expect(await localeOf(email)).toBeUndefined();
  });

  it('are what signup completion chose', async () => {
    const { user, client } = await signedInOwner(t, { needsSignupCompletion: true });
    const done = await client.post('/api/auth/complete-signup', {
      ...profile,
      timeZone: 'Asia/Riyadh',
      preferredCurrency: 'SAR',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user).toMatchObject({ timeZone: 'Asia/Riyadh', preferredCurrency: 'SAR' });
    expect(await localeOf(user.email)).toEqual({ currency: 'SAR', zone: 'Asia/Riyadh' });
  });

  it('are what the invited owner chose on accepting, and stay without them', async () => {
    const admin = (await signedInOwner(t, { role: 'superadmin' })).client;
    const accept = async (extra: Record<string, unknown>) => {
      const email = uniqueEmail('invited');
      expect(
        (await admin.post('/api/superadmin/invites', { email, userType: 'retailer', subscriptionPlan: 'advance' }))
          .statusCode,
      ).toBe(200);
      const token = t.mailer.lastTo(email)?.text.match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1];
      const accepted = await new Client(t.app).post('/api/auth/invite/accept', {
        token,
        password: 'newpass1',
        ...extra,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      return localeOf(email);
    };
    expect(await accept({ timeZone: 'Asia/Dubai', preferredCurrency: 'AED' })).toEqual({
      currency: 'AED',
      zone: 'Asia/Dubai',
    });
    expect(await accept({})).toEqual({ currency: 'USD', zone: 'UTC' });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { signedInOwner } from '../../test/factories.js';
import { profileFields } from '../../test/sign-up.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const profile = profileFields;

const fixedMessage =
  'The business type is set when the account is created and cannot be changed here. Ask the administrator to change it.';

/** Issue 14 item 6: the business type is fixed after sign-up; only the superadmin changes it. */
describe('the business type is fixed after sign-up', () => {
  it.each([
    ['a supplier', { userType: 'supplier', supplierType: 'pharmaceutical' }],
    ['a general store', { userType: 'retailer', retailerType: 'general_store' }],
  ])('a basic pharmacy cannot become %s, nor open that plan’s screens', async (_name, kind) => {
    const { client, user } = await signedInOwner(t, { plan: 'basic' });
    const before = (await client.get('/api/auth/user')).json();
    expect(before.capabilities).not.toContain('dashboard');

    const changed = await client.put('/api/auth/update-profile', { ...profile, ...kind });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual({
      code: 'business_type_fixed',
      message: fixedMessage,
      error: 'business_type_fixed',
    });

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      userType: 'retailer',
      retailerType: 'pharmacy',
      supplierType: null,
      businessName: 'Test Business',
    });
    const after = (await client.get('/api/auth/user')).json();
    expect(after.capabilities).toEqual(before.capabilities);
    expect((await client.get('/api/dashboard')).statusCode).toBe(403);
  });

  it('saves the rest of the profile when the type stays the same', async () => {
    const { client, user } = await signedInOwner(t, { plan: 'basic' });
    const saved = await client.put('/api/auth/update-profile', {
      ...profile,
      userType: 'retailer',
      retailerType: 'pharmacy',
    });
    expect(saved.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ businessName: 'Sara Drugstore', retailerType: 'pharmacy' });
  });

  it('refuses signup completion once the account is set up, so it cannot change the type either', async () => {
    const { client, user } = await signedInOwner(t, { plan: 'basic' });
    const again = await client.post('/api/auth/complete-signup', {
      ...profile,
      userType: 'supplier',
      supplierType: 'general',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'signup_already_complete',
      message: 'Account setup is already complete.',
      error: 'signup_already_complete',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.userType).toBe('retailer');
  });
});

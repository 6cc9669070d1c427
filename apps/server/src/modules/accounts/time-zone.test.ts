import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createAccount, signedInOwner, signedInTeamMember } from '../../test/factories.js';
import { profileFields, registration } from '../../test/sign-up.js';
import { setTimeZone } from '../../test/time-zone.js';
import { Client, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const profile = { ...profileFields, userType: 'retailer', retailerType: 'pharmacy' };

describe("the business's time zone", () => {
  it('is UTC until chosen, then what Settings saved; leaving it out keeps it', async () => {
    const { client } = await signedInOwner(t);
    expect((await client.get('/api/auth/user')).json().timeZone).toBe('UTC');
    await setTimeZone(client, 'Asia/Baghdad');
    const kept = await client.put('/api/auth/update-profile', profile);
    expect(kept.json().user.timeZone).toBe('Asia/Baghdad');
    expect((await client.get('/api/auth/user')).json().timeZone).toBe('Asia/Baghdad');
  });

  it.each(['Mars/Olympus_Mons', 'UTC+3', ''])('refuses the unknown zone %j with its code', async (timeZone) => {
    const { client } = await signedInOwner(t);
    const response = await client.put('/api/auth/update-profile', { ...profile, timeZone });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation',
      message: 'Unknown time zone',
      issues: [{ path: 'timeZone', code: 'unknown_time_zone' }],
    });
    expect((await client.get('/api/auth/user')).json().timeZone).toBe('UTC');
  });

  it("is the business's: its team members see it", async () => {
    const owner = await signedInOwner(t);
    await setTimeZone(owner.client, 'America/New_York');
    const member = await signedInTeamMember(t, owner.user.id, ['pos']);
    expect((await member.client.get('/api/auth/user')).json().timeZone).toBe('America/New_York');
  });

  it("is the browser's when sign-up completes", async () => {
    const { client } = await signedInOwner(t, { needsSignupCompletion: true });
    const done = await client.post('/api/auth/complete-signup', { ...profile, timeZone: 'Asia/Baghdad' });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.timeZone).toBe('Asia/Baghdad');
    const owner = await createAccount(t, { needsSignupCompletion: true });
    expect(owner.timeZone).toBe('UTC');
  });

  it("is the browser's when the visitor registers", async () => {
    const email = `zone-${Date.now()}@example.com`;
    const response = await new Client(t.app).post('/api/auth/register', {
      ...registration(email),
      timeZone: 'America/New_York',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.email, email));
    expect(row?.timeZone).toBe('America/New_York');
  });
});

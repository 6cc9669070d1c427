import { defaultSystemSettings } from '@assist/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriptionNotices, users } from '../../db/schema/index.js';
import type { Mailer } from '../../platform/mailer.js';
import { createAccount, signedInOwner } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { sendSubscriptionNotices } from './notice-job.js';

// The job looks at every account of the installation: this file gets a database of its own.
const t = useTestApp({ ownDatabase: true });
const DAY_MS = 86_400_000;
const deps = () => t.app.ctx;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);
const noticesTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);

beforeEach(async () => {
  await t.app.ctx.settings.save({ ...defaultSystemSettings, noticeDays: 7, emailNotifications: true });
  // Accounts of earlier tests end later than any test looks: only this test's accounts are due.
  await t.database.db.update(users).set({ subscriptionEndDate: inDays(400) });
});

describe('subscription notices', () => {
  it('e-mails an account whose period ends within the notice days, once', async () => {
    const soon = await createAccount(t, { subscriptionStatus: 'trial', subscriptionEndDate: inDays(3) });
    const later = await createAccount(t, { subscriptionEndDate: inDays(20) });

    expect(await sendSubscriptionNotices(deps())).toBe(1);
    const [mail] = noticesTo(soon.email);
    expect(mail?.subject).toMatch(/^Your Assist trial ends on \d{4}-\d{2}-\d{2}$/);
    expect(mail?.text).toContain('in 3 days');
    expect(noticesTo(later.email)).toHaveLength(0);

    expect(await sendSubscriptionNotices(deps())).toBe(0);
    expect(noticesTo(soon.email)).toHaveLength(1);
    const [row] = await t.database.db.select().from(subscriptionNotices).where(eq(subscriptionNotices.userId, soon.id));
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('sends once when two instances run at the same moment', async () => {
    const account = await createAccount(t, { subscriptionEndDate: inDays(2) });
    const counts = await Promise.all([sendSubscriptionNotices(deps()), sendSubscriptionNotices(deps())]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(noticesTo(account.email)).toHaveLength(1);
  });

  it('sends again for a new period (the end date moved)', async () => {
    const account = await createAccount(t, { subscriptionEndDate: inDays(5) });
    await sendSubscriptionNotices(deps());
    await t.database.db
      .update(users)
      .set({ subscriptionEndDate: inDays(6) })
      .where(eq(users.id, account.id));
    expect(await sendSubscriptionNotices(deps())).toBe(1);
    expect(noticesTo(account.email)).toHaveLength(2);
  });

  it('sends nothing with e-mail notifications off, and nothing to deleted or ended accounts', async () => {
    const quiet = await createAccount(t, { subscriptionEndDate: inDays(1) });
    await t.app.ctx.settings.save({ ...defaultSystemSettings, noticeDays: 7, emailNotifications: false });
    expect(await sendSubscriptionNotices(deps())).toBe(0);
    expect(noticesTo(quiet.email)).toHaveLength(0);

    await t.app.ctx.settings.save({ ...defaultSystemSettings, noticeDays: 7, emailNotifications: true });
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, quiet.id));
    const ended = await createAccount(t, { subscriptionEndDate: inDays(-1) });
    expect(await sendSubscriptionNotices(deps())).toBe(0);
    expect(noticesTo(ended.email)).toHaveLength(0);
  });

  it('tries again on the next run when the message could not be sent', async () => {
    const account = await createAccount(t, { subscriptionEndDate: inDays(4) });
    const broken: Mailer = {
      send: async () => {
        throw new Error('smtp down');
      },
    };
    await expect(sendSubscriptionNotices({ ...deps(), mailer: broken })).rejects.toThrow('smtp down');
    expect(await sendSubscriptionNotices(deps())).toBe(1);
    expect(noticesTo(account.email)).toHaveLength(1);
  });

  it('shows the superadmin when the last notice went', async () => {
    const account = await createAccount(t, { subscriptionEndDate: inDays(6) });
    const { client } = await signedInOwner(t, { role: 'superadmin' });
    const before = (await client.get(`/api/superadmin/users?search=${encodeURIComponent(account.email)}`)).json();
    expect(before[0].lastNoticeAt).toBeNull();
    await sendSubscriptionNotices(deps());
    const after = (await client.get(`/api/superadmin/users?search=${encodeURIComponent(account.email)}`)).json();
    expect(Date.parse(after[0].lastNoticeAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

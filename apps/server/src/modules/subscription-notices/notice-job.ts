import { and, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subscriptionNotices, users } from '../../db/schema/index.js';
import type { Mailer } from '../../platform/mailer.js';
import type { SystemSettingsStore } from '../../platform/system-settings.js';
import { noticeMail } from './notice-mail.js';

const DAY_MS = 86_400_000;

export interface NoticeDeps {
  db: Db;
  settings: SystemSettingsStore;
  mailer: Mailer;
}

/** Live, verified owner accounts whose period ends within `days` from `now`. */
function endingSoon(db: Db, now: Date, days: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      businessName: users.businessName,
      plan: users.subscriptionPlan,
      status: users.subscriptionStatus,
      endDate: users.subscriptionEndDate,
    })
    .from(users)
    .where(
      and(
        eq(users.role, 'user'),
        isNull(users.deletedAt),
        eq(users.emailVerified, true),
        isNotNull(users.subscriptionEndDate),
        gt(users.subscriptionEndDate, now),
        lte(users.subscriptionEndDate, new Date(now.getTime() + days * DAY_MS)),
      ),
    );
}

/**
 * Sends "your subscription ends soon" to every account whose subscription end date is within the
 * superadmin's noticeDays, when emailNotifications is on. Once per period: the row for (account,
 * period end) is inserted first (ON CONFLICT DO NOTHING) and only the instance whose insert went in
 * sends, then marks sent_at. A failed send removes the row so the next run tries again; a moved end
 * date is a new period and gets its own notice. Returns how many notices went out.
 */
export async function sendSubscriptionNotices(deps: NoticeDeps, now = new Date()): Promise<number> {
  const settings = await deps.settings.get();
  if (!settings.emailNotifications || settings.noticeDays <= 0) return 0;
  let sent = 0;
  for (const account of await endingSoon(deps.db, now, settings.noticeDays)) {
    if (!account.endDate) continue;
    const [claimed] = await deps.db
      .insert(subscriptionNotices)
      .values({ userId: account.id, periodEnd: account.endDate })
      .onConflictDoNothing()
      .returning({ id: subscriptionNotices.id });
    if (!claimed) continue;
    try {
      await deps.mailer.send(noticeMail({ ...account, endDate: account.endDate }, now));
    } catch (error) {
      await deps.db.delete(subscriptionNotices).where(eq(subscriptionNotices.id, claimed.id));
      throw error;
    }
    await deps.db.update(subscriptionNotices).set({ sentAt: new Date() }).where(eq(subscriptionNotices.id, claimed.id));
    sent += 1;
  }
  return sent;
}

/**
 * Runs the notices now and then every `everyMs` (an hour by default) on an unref'd timer, so it
 * never keeps the process alive. main.ts starts it; tests call sendSubscriptionNotices directly.
 * Returns the function that stops it.
 */
export function startSubscriptionNotices(
  deps: NoticeDeps,
  onError: (error: unknown) => void,
  everyMs = 60 * 60 * 1000,
): () => void {
  const run = () => void sendSubscriptionNotices(deps).catch(onError);
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

import { type SuperadminUserUpdate, extendSubscription } from '@assist/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findAccount } from './accounts-repository.js';

const DAY_MS = 86_400_000;

/**
 * The superadmin's changes to an account: activation, plan, status and extensions.
 * "Set Default" (status trial) starts a new trial of the configured length; extending by a month
 * or a year makes the subscription active until the new end, which is also the next billing date.
 * Deactivating signs the account and its team out.
 */
export async function updateAccount(ctx: AppContext, id: number, input: SuperadminUserUpdate) {
  const account = await findAccount(ctx.db, id);
  if (!account) throw notFound();
  const settings = await ctx.settings.get();
  const now = new Date();
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: now };
  if (input.isActive !== undefined) changes.isActive = input.isActive;
  if (input.subscriptionPlan) changes.subscriptionPlan = input.subscriptionPlan;
  if (input.subscriptionStatus === 'trial') {
    const trialEnd = new Date(now.getTime() + settings.trialDays * DAY_MS);
    Object.assign(changes, { subscriptionStatus: 'trial', subscriptionEndDate: trialEnd, nextBillingDate: trialEnd });
  } else if (input.subscriptionStatus) {
    changes.subscriptionStatus = input.subscriptionStatus;
  }
  if (input.extend) {
    const end = extendSubscription(account.subscriptionEndDate, input.extend, now);
    Object.assign(changes, { subscriptionStatus: 'active', subscriptionEndDate: end, nextBillingDate: end });
  }
  const [row] = await ctx.db
    .update(users)
    .set(changes)
    .where(and(eq(users.id, id), eq(users.role, 'user'), isNull(users.deletedAt)))
    .returning();
  if (!row) throw notFound();
  if (input.isActive === false) await ctx.sessions.destroyForUser(id);
  else ctx.sessions.forgetUser(id); // plan or status: the till's next request sees it
  return { row, settings };
}

import { type InviteRequest, inviteValidDays } from '@assist/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { accountInvites, users } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { conflict } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { randomToken } from '../../platform/secrets.js';
import { findAnyUserByEmail } from '../auth/users-repository.js';
import { inviteMail } from './invite-mail.js';

const DAY_MS = 86_400_000;

/** The stored hash of an invitation token (the token itself is only in the e-mail). */
export const inviteTokenHash = (ctx: AppContext, token: string) => ctx.hasher.hash(`invite:${token}`);

type UserRow = typeof users.$inferSelect;

/** An account that was invited and never opened its link: inviting its e-mail again sends a new link. */
async function pendingInvitee(ctx: AppContext, user: UserRow): Promise<boolean> {
  if (user.deletedAt || !user.needsSignupCompletion) return false;
  const [open] = await ctx.db
    .select({ userId: accountInvites.userId })
    .from(accountInvites)
    .where(and(eq(accountInvites.userId, user.id), isNull(accountInvites.acceptedAt)))
    .limit(1);
  return open !== undefined;
}

/**
 * The superadmin opens a business by e-mail (docs/decisions/2026-11-26-invites-and-notices.md):
 * the account exists at once, active (the invitation is the superadmin's approval), e-mail taken
 * as verified, on the chosen plan's trial, with no usable password and signup completion ahead.
 * The link's token is random; only its hash is kept; it works once, for `inviteValidDays` days.
 * An e-mail already registered is refused (email_taken); one invited and not yet opened gets a
 * new link, and the old one stops working.
 */
export async function inviteBusiness(ctx: AppContext, invitedBy: number, input: InviteRequest, appOrigin: string) {
  const existing = await findAnyUserByEmail(ctx.db, input.email);
  const replaced = existing !== null && (await pendingInvitee(ctx, existing));
  if (existing && !replaced) throw conflict('email_taken');

  const settings = await ctx.settings.get();
  const token = randomToken();
  const expiresAt = new Date(Date.now() + inviteValidDays * DAY_MS);
  const trialEnd = new Date(Date.now() + settings.trialDays * DAY_MS);
  const kind = {
    userType: input.userType ?? null,
    retailerType: input.userType === 'retailer' ? ('pharmacy' as const) : null,
    supplierType: input.userType === 'supplier' ? ('pharmaceutical' as const) : null,
  };

  const userId = await ctx.db.transaction(async (tx) => {
    let id: number;
    if (existing) {
      id = existing.id;
      await tx
        .update(users)
        .set({ subscriptionPlan: input.subscriptionPlan, ...kind, updatedAt: new Date() })
        .where(eq(users.id, id));
      await tx.delete(accountInvites).where(eq(accountInvites.userId, id));
    } else {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          // Nobody knows this password: the owner sets theirs from the link.
          passwordHash: await hashPassword(randomToken()),
          ...kind,
          emailVerified: true,
          isActive: true,
          needsSignupCompletion: true,
          subscriptionPlan: input.subscriptionPlan,
          subscriptionStatus: 'trial',
          subscriptionEndDate: trialEnd,
          nextBillingDate: trialEnd,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('the invited account was not created');
      id = row.id;
    }
    await tx
      .insert(accountInvites)
      .values({ tokenHash: inviteTokenHash(ctx, token), userId: id, invitedBy, expiresAt });
    return id;
  });

  await ctx.mailer.send(inviteMail(input.email, `${appOrigin}/invite/${token}`, expiresAt));
  return {
    message: 'Invitation sent',
    userId,
    email: input.email,
    expiresAt: expiresAt.toISOString(),
    replaced,
  };
}

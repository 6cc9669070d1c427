import type { AcceptInviteRequest } from '@assist/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { accountInvites, sessions, users } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, badRequest } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { inviteTokenHash } from './invite-business.js';

/** The invitation a link names, if it can still be used; otherwise the reason it cannot. */
async function usableInvite(ctx: AppContext, token: string) {
  const [found] = await ctx.db
    .select({ invite: accountInvites, email: users.email, deletedAt: users.deletedAt })
    .from(accountInvites)
    .innerJoin(users, eq(users.id, accountInvites.userId))
    .where(eq(accountInvites.tokenHash, inviteTokenHash(ctx, token)));
  if (!found || found.deletedAt) throw badRequest('invite_invalid');
  if (found.invite.acceptedAt) throw new HttpError('invite_used');
  if (found.invite.expiresAt <= new Date()) throw new HttpError('invite_expired');
  return found;
}

/** What the accept page shows before the password is chosen: the e-mail the link is for. */
export async function checkInvite(ctx: AppContext, token: string) {
  const { invite, email } = await usableInvite(ctx, token);
  return { email, expiresAt: invite.expiresAt.toISOString() };
}

/**
 * Sets the invited owner's password and uses the link up: it is marked accepted in the same
 * statement that checks it is not (two clicks at once: one wins, the other hears invite_used).
 * Any session of the account ends. Returns the user id to sign in.
 */
export async function acceptInvite(ctx: AppContext, input: AcceptInviteRequest): Promise<number> {
  const { invite } = await usableInvite(ctx, input.token);
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(accountInvites)
      .set({ acceptedAt: new Date() })
      .where(and(eq(accountInvites.tokenHash, invite.tokenHash), isNull(accountInvites.acceptedAt)))
      .returning({ userId: accountInvites.userId });
    if (!taken) throw new HttpError('invite_used');
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerified: true,
        ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
        ...(input.preferredCurrency !== undefined ? { preferredCurrency: input.preferredCurrency } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, taken.userId));
    await tx.delete(sessions).where(eq(sessions.userId, taken.userId));
    return taken.userId;
  });
  ctx.sessions.forgetUser(userId);
  return userId;
}

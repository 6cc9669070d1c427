import type { LoginRequest, TeamLoginRequest } from '@assist/domain';
import type { AppContext } from '../../platform/context.js';
import { forbidden, unauthorized } from '../../platform/errors.js';
import { checkPassword } from '../../platform/passwords.js';
import { authLimits } from '../../platform/rate-limiter.js';
import type { SignInAttempt, SignInThrottle } from './sign-in-throttle.js';
import { findTeamMemberByUsername, findUserByEmail } from './users-repository.js';

/** Where a sign-in comes from: the client address and the browser's device cookie, if any. */
export interface SignInOrigin {
  address: string;
  device: string | undefined;
}

/** A successful sign-in: the new session token; the caller keeps the device cookie and remembers it. */
export interface SignedIn {
  token: string;
  attempt: SignInAttempt;
}

/**
 * The sign-in budget of a client address (many shops share one address behind a carrier's NAT):
 * only failed passwords count against it, and a browser or address that signed in to the account
 * before is never refused by it (issue 27 item 8). Failures per account and pair are throttled by
 * SignInThrottle.
 */
const addressBudget = {
  key: (attempt: SignInAttempt) => `login-ip:${attempt.address}`,
  async check(ctx: AppContext, throttle: SignInThrottle, attempt: SignInAttempt) {
    if (await throttle.isKnown(attempt)) return;
    await ctx.limiter.check(this.key(attempt), authLimits.loginPerIp);
  },
  failed: (ctx: AppContext, attempt: SignInAttempt) =>
    ctx.limiter.note(addressBudget.key(attempt), authLimits.loginPerIp),
};

/** Checks an owner's e-mail and password; returns the new session token. */
export async function loginManager(
  ctx: AppContext,
  throttle: SignInThrottle,
  input: LoginRequest,
  origin: SignInOrigin,
): Promise<SignedIn> {
  const attempt = { account: `email:${input.email.toLowerCase()}`, ...origin };
  await addressBudget.check(ctx, throttle, attempt);
  await throttle.admit(attempt);
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = await checkPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await addressBudget.failed(ctx, attempt);
    throw unauthorized('invalid_email_or_password');
  }
  await throttle.passed(attempt);
  if (!user.emailVerified) {
    throw forbidden('email_not_verified');
  }
  return { token: await ctx.sessions.create(user.id), attempt };
}

/** Checks a team member's username and password; returns the new session token. */
export async function loginTeamMember(
  ctx: AppContext,
  throttle: SignInThrottle,
  input: TeamLoginRequest,
  origin: SignInOrigin,
): Promise<SignedIn> {
  const attempt = { account: `team:${input.username.toLowerCase()}`, ...origin };
  await addressBudget.check(ctx, throttle, attempt);
  await throttle.admit(attempt);
  const found = await findTeamMemberByUsername(ctx.db, input.username);
  const ok = await checkPassword(found?.member.passwordHash, input.password);
  if (!found || !ok) {
    await addressBudget.failed(ctx, attempt);
    throw unauthorized('invalid_username_or_password');
  }
  await throttle.passed(attempt);
  if (!found.member.isActive) throw forbidden('team_inactive');
  return { token: await ctx.sessions.create(found.owner.id, found.member.id), attempt };
}

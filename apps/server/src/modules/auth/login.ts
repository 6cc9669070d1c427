import type { LoginRequest, TeamLoginRequest } from '@assist/domain';
import type { AppContext } from '../../platform/context.js';
import { forbidden, unauthorized } from '../../platform/errors.js';
import { checkPassword } from '../../platform/passwords.js';
import { authLimits } from '../../platform/rate-limiter.js';
import { findTeamMemberByUsername, findUserByEmail } from './users-repository.js';

/** Checks an owner's e-mail and password; returns the new session token. */
export async function loginManager(ctx: AppContext, input: LoginRequest, ip: string): Promise<string> {
  const accountKey = `login:${input.email}`;
  await ctx.limiter.hit(`login-ip:${ip}`, authLimits.loginPerIp);
  await ctx.limiter.check(accountKey, authLimits.loginPerAccount);
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = await checkPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await ctx.limiter.hit(accountKey, authLimits.loginPerAccount);
    throw unauthorized('invalid_email_or_password');
  }
  if (!user.emailVerified) {
    throw forbidden('email_not_verified');
  }
  await ctx.limiter.reset(accountKey);
  return ctx.sessions.create(user.id);
}

/** Checks a team member's username and password; returns the new session token. */
export async function loginTeamMember(ctx: AppContext, input: TeamLoginRequest, ip: string): Promise<string> {
  const accountKey = `team-login:${input.username.toLowerCase()}`;
  await ctx.limiter.hit(`login-ip:${ip}`, authLimits.loginPerIp);
  await ctx.limiter.check(accountKey, authLimits.loginPerAccount);
  const found = await findTeamMemberByUsername(ctx.db, input.username);
  const ok = await checkPassword(found?.member.passwordHash, input.password);
  if (!found || !ok) {
    await ctx.limiter.hit(accountKey, authLimits.loginPerAccount);
    throw unauthorized('invalid_username_or_password');
  }
  if (!found.member.isActive) throw forbidden('team_inactive');
  await ctx.limiter.reset(accountKey);
  return ctx.sessions.create(found.owner.id, found.member.id);
}

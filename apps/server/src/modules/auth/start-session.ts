import type { FastifyReply } from 'fastify';
import { setSessionCookie } from '../../platform/access-plugin.js';
import { buildActor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { presentCurrentUser } from './present-user.js';

/**
 * The end of every sign-in (password, team, invitation link): the browser's previous session (if
 * any) ends, the new one's cookie is set, and the answer is the signed-in user.
 */
export async function startSession(
  ctx: AppContext,
  reply: FastifyReply,
  previous: string | undefined,
  token: string,
  message: string,
) {
  if (previous) await ctx.sessions.destroy(previous);
  setSessionCookie(reply, token, ctx.cookie);
  const record = await ctx.sessions.find(token);
  if (!record) throw new Error('session vanished right after sign-in');
  return { message, user: presentCurrentUser(buildActor(record, await ctx.settings.get())) };
}

import { TeamUsername } from '@assist/domain';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { usernameTaken } from './team-repository.js';

/**
 * Whether a username can be given to a member: it must pass the username rules and no member of
 * any tenant may hold it (case-insensitively). `exceptId` is the actor's own member being edited.
 */
export async function checkUsername(ctx: AppContext, actor: Actor, username: string, exceptId?: number) {
  const parsed = TeamUsername.safeParse(username);
  if (!parsed.success) return { available: false };
  const except = exceptId ? { id: exceptId, ownerId: actor.ownerId } : undefined;
  return { available: !(await usernameTaken(ctx.db, parsed.data, except)) };
}

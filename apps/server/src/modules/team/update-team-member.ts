import type { TeamMemberUpdateRequest } from '@assist/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { teamMembers } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { usernameTakenError } from './create-team-member.js';
import { isUniqueViolation } from '../../platform/postgres-errors.js';
import { endOtherMemberSessions, findMember, usernameTaken } from './team-repository.js';

export type TeamMemberUpdateInput = z.output<typeof TeamMemberUpdateRequest>;

/**
 * Edits a member of the actor's team. An empty or absent password keeps the current one. A new
 * password or a deactivation signs the member out (a member editing itself keeps this session).
 */
export async function updateTeamMember(ctx: AppContext, actor: Actor, id: number, input: TeamMemberUpdateInput) {
  const member = await findMember(ctx.db, actor.ownerId, id);
  if (!member) throw notFound();
  const self = actor.teamMember?.id === id;
  if (self && input.isActive === false) throw badRequest('cannot_deactivate_self');
  if (input.username && (await usernameTaken(ctx.db, input.username, { id, ownerId: actor.ownerId }))) {
    throw usernameTakenError();
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  let row: typeof member | undefined;
  try {
    [row] = await ctx.db
      .update(teamMembers)
      .set({
        ...(input.username !== undefined ? { username: input.username } : {}),
        ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
        ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.permissions !== undefined ? { permissions: [...new Set(input.permissions)] } : {}),
        ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(teamMembers.ownerId, actor.ownerId), eq(teamMembers.id, id)))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTakenError();
    throw error;
  }
  if (!row) throw notFound();
  ctx.sessions.forgetTeamMember(id); // permissions or status: the till's next request sees them
  if (passwordHash || input.isActive === false) {
    if (self) await endOtherMemberSessions(ctx.db, id, actor.sessionId);
    else await ctx.sessions.destroyForTeamMember(id);
  }
  return row;
}

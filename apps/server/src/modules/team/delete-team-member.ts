import { and, eq } from 'drizzle-orm';
import { teamMembers } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';

/** Removes a member of the actor's team; its sessions end with it (foreign key cascade). */
export async function deleteTeamMember(ctx: AppContext, actor: Actor, id: number) {
  if (actor.teamMember?.id === id) throw badRequest('cannot_delete_self');
  const [row] = await ctx.db
    .delete(teamMembers)
    .where(and(eq(teamMembers.ownerId, actor.ownerId), eq(teamMembers.id, id)))
    .returning({ id: teamMembers.id });
  if (!row) throw notFound();
  ctx.sessions.forgetTeamMember(id);
}

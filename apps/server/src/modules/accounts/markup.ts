import type { UpdateMarkupRequest } from '@assist/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden } from '../../platform/errors.js';

/**
 * `PUT /api/auth/update-markup`: the owner sets the default markup that prefills a received new
 * product's retail price (decisions/2026-11-28-receiving-trades.md). A team member may not.
 */
export async function updateMarkup(ctx: Pick<AppContext, 'db' | 'sessions'>, actor: Actor, input: UpdateMarkupRequest) {
  if (actor.teamMember) throw forbidden('owner_only_profile');
  await ctx.db
    .update(users)
    .set({ defaultMarkupPercent: String(input.defaultMarkupPercent), updatedAt: new Date() })
    .where(eq(users.id, actor.ownerId));
  // Sessions read the user row: no reused lookup keeps the old markup.
  ctx.sessions.forgetUser(actor.ownerId);
}

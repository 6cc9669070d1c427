import type { ReorderSettings } from '@assist/domain';
import { and, eq } from 'drizzle-orm';
import { suppliers, users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';

/** `PUT /api/reorder/settings`: the owner sets the cover (a team member may not, as for the markup). */
export async function updateReorderSettings(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  actor: Actor,
  input: ReorderSettings,
) {
  if (actor.teamMember) throw forbidden('owner_only_profile');
  await ctx.db
    .update(users)
    .set({ reorderCoverDays: input.reorderCoverDays, updatedAt: new Date() })
    .where(eq(users.id, actor.ownerId));
  // Sessions read the user row: no reused lookup keeps the old cover.
  ctx.sessions.forgetUser(actor.ownerId);
  return input;
}

/** `PUT /api/suppliers/{id}/lead-days`: one of the tenant's suppliers (another's: 404 supplier_not_found). */
export async function updateLeadDays(ctx: Pick<AppContext, 'db'>, actor: Actor, id: number, leadDays: number) {
  const [row] = await ctx.db
    .update(suppliers)
    .set({ leadDays, updatedAt: new Date() })
    .where(and(eq(suppliers.id, id), eq(suppliers.ownerId, actor.ownerId)))
    .returning({ id: suppliers.id, leadDays: suppliers.leadDays });
  if (!row) throw notFound('supplier_not_found');
  return row;
}

import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';

/** Moves an account to the deleted list: it can no longer sign in, and its sessions end. */
export async function deleteAccount(ctx: AppContext, id: number): Promise<void> {
  const now = new Date();
  const [row] = await ctx.db
    .update(users)
    .set({ deletedAt: now, isActive: false, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.role, 'user'), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (!row) throw notFound();
  await ctx.sessions.destroyForUser(id);
}

/**
 * Brings a deleted account back to the users list. It stays inactive (Pending) until the
 * superadmin activates it again, so a restore never opens the app by itself.
 */
export async function restoreAccount(ctx: AppContext, id: number) {
  const [row] = await ctx.db
    .update(users)
    .set({ deletedAt: null, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.role, 'user'), isNotNull(users.deletedAt)))
    .returning();
  if (!row) throw notFound();
  return row;
}

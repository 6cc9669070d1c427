import type { CartDraft, CartDraftCreateRequest, CartDraftLine } from '@assist/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { cartDrafts } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';

type CartDraftRow = typeof cartDrafts.$inferSelect;

function presentCartDraft(row: CartDraftRow): CartDraft {
  return {
    id: row.id,
    draftName: row.draftName,
    customerName: row.customerName,
    cartItems: row.cartItems as CartDraftLine[],
    subtotal: row.subtotal,
    total: row.total,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The tenant's held carts, the latest first. */
export async function listCartDrafts(db: Db, ownerId: number): Promise<CartDraft[]> {
  const rows = await db
    .select()
    .from(cartDrafts)
    .where(eq(cartDrafts.ownerId, ownerId))
    .orderBy(desc(cartDrafts.updatedAt), desc(cartDrafts.id));
  return rows.map(presentCartDraft);
}

/** Hold Sale: keeps the cart under a name (its lines as the POS sent them; no stock is taken). */
export async function createCartDraft(
  db: Db,
  ownerId: number,
  input: z.output<typeof CartDraftCreateRequest>,
): Promise<CartDraft> {
  const [row] = await db
    .insert(cartDrafts)
    .values({
      ownerId,
      draftName: input.draftName,
      customerName: input.customerName || null,
      cartItems: input.cartItems,
      subtotal: input.subtotal,
      total: input.total,
    })
    .returning();
  if (!row) throw new Error('cart draft not stored');
  return presentCartDraft(row);
}

export async function deleteCartDraft(db: Db, ownerId: number, id: number): Promise<void> {
  const removed = await db
    .delete(cartDrafts)
    .where(and(eq(cartDrafts.ownerId, ownerId), eq(cartDrafts.id, id)))
    .returning({ id: cartDrafts.id });
  if (removed.length === 0) throw notFound('cart_draft_not_found');
}

import { type Favorite, type FavoriteCreateRequest, maxFavorites } from '@assist/domain';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { posFavorites, products } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { presentProduct } from '../catalogue/present-product.js';
import { findProduct } from '../catalogue/products-repository.js';

/** The tenant's favorites in display order, each with its product. */
export async function listFavorites(db: Db, ownerId: number): Promise<Favorite[]> {
  const rows = await db
    .select({ favorite: posFavorites, product: products })
    .from(posFavorites)
    .innerJoin(products, eq(products.id, posFavorites.productId))
    .where(eq(posFavorites.ownerId, ownerId))
    .orderBy(asc(posFavorites.displayOrder), asc(posFavorites.id));
  return rows.map(({ favorite, product }) => ({
    productId: favorite.productId,
    displayOrder: favorite.displayOrder,
    product: presentProduct(product),
  }));
}

/**
 * Pins a product (or moves a pinned one to `displayOrder`). At most 10 per tenant: the count is
 * taken under a per-tenant transaction lock, so two tills adding at once cannot pass the cap.
 */
export async function addFavorite(
  db: Db,
  ownerId: number,
  input: z.output<typeof FavoriteCreateRequest>,
): Promise<{ favorite: Favorite; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pos_favorites'), ${ownerId})`);
    const product = await findProduct(tx, ownerId, input.productId);
    if (!product) throw notFound('product_not_found');
    const [stats] = await tx
      .select({ n: count(), last: max(posFavorites.displayOrder) })
      .from(posFavorites)
      .where(eq(posFavorites.ownerId, ownerId));
    const [existing] = await tx
      .select()
      .from(posFavorites)
      .where(and(eq(posFavorites.ownerId, ownerId), eq(posFavorites.productId, product.id)));
    if (!existing && Number(stats?.n ?? 0) >= maxFavorites) throw badRequest('favorites_full');
    const displayOrder = input.displayOrder ?? existing?.displayOrder ?? (stats?.last ?? -1) + 1;
    const [row] = existing
      ? await tx.update(posFavorites).set({ displayOrder }).where(eq(posFavorites.id, existing.id)).returning()
      : await tx.insert(posFavorites).values({ ownerId, productId: product.id, displayOrder }).returning();
    if (!row) throw new Error('favorite not stored');
    return {
      favorite: { productId: row.productId, displayOrder: row.displayOrder, product: presentProduct(product) },
      created: !existing,
    };
  });
}

/** Unpins a product; 404 when it was not a favorite of the tenant. */
export async function removeFavorite(db: Db, ownerId: number, productId: number): Promise<void> {
  const removed = await db
    .delete(posFavorites)
    .where(and(eq(posFavorites.ownerId, ownerId), eq(posFavorites.productId, productId)))
    .returning({ id: posFavorites.id });
  if (removed.length === 0) throw notFound('favorite_not_found');
}

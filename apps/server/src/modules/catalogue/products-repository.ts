import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

export type ProductRow = typeof products.$inferSelect;

/** A LIKE pattern that matches `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The tenant's products by name; with `search`, the first 50 whose name or barcode contains it. */
export function listProducts(db: Db, ownerId: number, search?: string): Promise<ProductRow[]> {
  const byName = [asc(sql`lower(${products.name})`), asc(products.id)];
  if (!search)
    return db
      .select()
      .from(products)
      .where(eq(products.ownerId, ownerId))
      .orderBy(...byName);
  const pattern = containsPattern(search);
  return db
    .select()
    .from(products)
    .where(and(eq(products.ownerId, ownerId), or(ilike(products.name, pattern), ilike(products.barcode, pattern))))
    .orderBy(...byName)
    .limit(50);
}

/** One product of the tenant, or null; `forUpdate` holds it until the transaction ends. */
export async function findProduct(db: Db, ownerId: number, id: number, forUpdate = false): Promise<ProductRow | null> {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.ownerId, ownerId), eq(products.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The tenant's product with this barcode, held for the transaction, or null. */
export async function findProductByBarcodeForUpdate(
  db: Db,
  ownerId: number,
  barcode: string,
): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.ownerId, ownerId), eq(products.barcode, barcode)))
    .for('update');
  return row ?? null;
}

export type NewProduct = Pick<ProductRow, 'name' | 'barcode' | 'category'>;

/** Inserts a product; null when the barcode is already taken in the tenant (the unique index decides). */
export async function insertProduct(db: Db, ownerId: number, input: NewProduct): Promise<ProductRow | null> {
  const [row] = await db
    .insert(products)
    .values({ ownerId, ...input })
    .onConflictDoNothing({ target: [products.ownerId, products.barcode] })
    .returning();
  return row ?? null;
}

export async function updateProductRow(
  db: Db,
  ownerId: number,
  id: number,
  changes: Partial<NewProduct>,
): Promise<ProductRow | null> {
  const [row] = await db
    .update(products)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(products.ownerId, ownerId), eq(products.id, id)))
    .returning();
  return row ?? null;
}

import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryLots } from '../../db/schema/index.js';

/**
 * Units each product holds in its live lots (not archived, not recalled, not expired on `today`): the stock a
 * pharmacist means by "how much do we have", which decides Low stock, whatever one lot holds.
 * Products without such a lot hold 0.
 */
export async function productUnits(
  db: Db,
  ownerId: number,
  productIds: readonly number[],
  today: string,
): Promise<Map<number, number>> {
  const ids = [...new Set(productIds)];
  const units = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return units;
  const rows = await db
    .select({
      productId: inventoryLots.productId,
      units: sql<number>`sum(${inventoryLots.quantityUnits})`.mapWith(Number),
    })
    .from(inventoryLots)
    .where(
      and(
        eq(inventoryLots.ownerId, ownerId),
        inArray(inventoryLots.productId, ids),
        isNull(inventoryLots.archivedAt),
        // A recalled batch is not for sale either (lane recalls).
        isNull(inventoryLots.recallId),
        gte(inventoryLots.expiryDate, today),
      ),
    )
    .groupBy(inventoryLots.productId);
  for (const row of rows) units.set(row.productId, row.units);
  return units;
}

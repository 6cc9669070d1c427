import { type StockDiscrepancyList, discrepancyListLimit } from '@assist/domain';
import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryLots, products, recalls, saleItems, sales } from '../../db/schema/index.js';

/**
 * The tenant's offline discrepancies, the latest synced first: sale lines of synced offline sales
 * that sold units no lot held (each also an `offline_discrepancy` movement on the line's lot), and
 * (lane recalls) lines of offline sales that sold a recalled lot after its recall was made, before
 * the till heard of it.
 */
export async function listDiscrepancies(db: Db, ownerId: number): Promise<StockDiscrepancyList> {
  const recalledThen = and(eq(sales.offline, true), sql`${sales.soldAt} >= ${recalls.createdAt}`);
  const short = and(eq(saleItems.ownerId, ownerId), or(gt(saleItems.shortfallUnits, 0), recalledThen));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: saleItems.id,
        productId: saleItems.productId,
        productName: products.name,
        barcode: products.barcode,
        inventoryId: saleItems.lotId,
        expiryDate: inventoryLots.expiryDate,
        unitsShort: saleItems.shortfallUnits,
        saleId: sales.id,
        saleRef: sales.saleRef,
        soldAt: sales.soldAt,
        syncedAt: sales.createdAt,
        units: saleItems.units,
        recalled: sql<boolean>`coalesce(${recalledThen}, false)`,
      })
      .from(saleItems)
      .innerJoin(sales, eq(sales.id, saleItems.saleId))
      .innerJoin(products, eq(products.id, saleItems.productId))
      .innerJoin(inventoryLots, eq(inventoryLots.id, saleItems.lotId))
      .leftJoin(recalls, eq(recalls.id, inventoryLots.recallId))
      .where(short)
      .orderBy(desc(sales.createdAt), desc(saleItems.id))
      .limit(discrepancyListLimit),
    db
      .select({ n: count() })
      .from(saleItems)
      .innerJoin(sales, eq(sales.id, saleItems.saleId))
      .innerJoin(inventoryLots, eq(inventoryLots.id, saleItems.lotId))
      .leftJoin(recalls, eq(recalls.id, inventoryLots.recallId))
      .where(short),
  ]);
  return {
    items: rows.map(({ recalled, ...row }) => ({
      ...row,
      soldAt: row.soldAt.toISOString(),
      syncedAt: row.syncedAt.toISOString(),
      reason: row.unitsShort > 0 || !recalled ? ('short' as const) : ('recalled' as const),
    })),
    total: counted?.n ?? 0,
  };
}

import { type StockDiscrepancyList, discrepancyListLimit } from '@assist/domain';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryLots, products, saleItems, sales } from '../../db/schema/index.js';

/**
 * The tenant's offline discrepancies: sale lines of synced offline sales that sold units no lot
 * held (each also an `offline_discrepancy` movement on the line's lot), the latest synced first.
 */
export async function listDiscrepancies(db: Db, ownerId: number): Promise<StockDiscrepancyList> {
  const short = and(eq(saleItems.ownerId, ownerId), gt(saleItems.shortfallUnits, 0));
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
      })
      .from(saleItems)
      .innerJoin(sales, eq(sales.id, saleItems.saleId))
      .innerJoin(products, eq(products.id, saleItems.productId))
      .innerJoin(inventoryLots, eq(inventoryLots.id, saleItems.lotId))
      .where(short)
      .orderBy(desc(sales.createdAt), desc(saleItems.id))
      .limit(discrepancyListLimit),
    db.select({ n: count() }).from(saleItems).where(short),
  ]);
  return {
    items: rows.map((row) => ({ ...row, soldAt: row.soldAt.toISOString(), syncedAt: row.syncedAt.toISOString() })),
    total: counted?.n ?? 0,
  };
}

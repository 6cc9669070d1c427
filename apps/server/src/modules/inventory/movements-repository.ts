import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryLots, stockMovements, suppliers } from '../../db/schema/index.js';

// Movements are written only by the stock ledger (modules/stock/stock-ledger.ts); this file reads them.

/** Every receipt of a product (all its lots, archived ones too), newest first. */
export function listReceipts(db: Db, ownerId: number, productId: number) {
  return db
    .select({
      id: stockMovements.id,
      lotId: stockMovements.lotId,
      expiryDate: inventoryLots.expiryDate,
      batchNumber: inventoryLots.batchNumber,
      quantityUnits: stockMovements.quantityUnits,
      unitsPerBox: stockMovements.unitsPerBox,
      costPerBox: stockMovements.costPerBox,
      supplierId: stockMovements.supplierId,
      supplierName: suppliers.name,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .innerJoin(inventoryLots, eq(inventoryLots.id, stockMovements.lotId))
    .leftJoin(suppliers, eq(suppliers.id, stockMovements.supplierId))
    .where(
      and(
        eq(stockMovements.ownerId, ownerId),
        eq(stockMovements.productId, productId),
        // A received trade (a transfer_in from a partner's linked supplier record) is a receipt too;
        // a declined transfer's units coming back are not.
        or(
          eq(stockMovements.kind, 'receive'),
          and(eq(stockMovements.kind, 'transfer_in'), isNotNull(suppliers.linkedOwnerId)),
        ),
      ),
    )
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id));
}
export type ReceiptRow = Awaited<ReturnType<typeof listReceipts>>[number];

/** A lot's ledger, newest first, at most `limit` lines. */
export function listLotMovements(db: Db, ownerId: number, lotId: number, limit: number) {
  return db
    .select({
      id: stockMovements.id,
      kind: stockMovements.kind,
      units: stockMovements.quantityUnits,
      reference: stockMovements.reference,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.ownerId, ownerId), eq(stockMovements.lotId, lotId)))
    .orderBy(desc(stockMovements.id))
    .limit(limit);
}

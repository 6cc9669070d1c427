import { and, count, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryLots, products, stockMovements, suppliers } from '../../db/schema/index.js';

export type LotRow = typeof inventoryLots.$inferSelect;

/** A lot as the inventory list shows it, with its product and supplier: only what is presented. */
export const itemColumns = {
  lot: {
    id: inventoryLots.id,
    productId: inventoryLots.productId,
    supplierId: inventoryLots.supplierId,
    expiryDate: inventoryLots.expiryDate,
    batchNumber: inventoryLots.batchNumber,
    unitsPerBox: inventoryLots.unitsPerBox,
    costPrice: inventoryLots.costPrice,
    retailPrice: inventoryLots.retailPrice,
    quantityUnits: inventoryLots.quantityUnits,
    recallId: inventoryLots.recallId,
  },
  productName: products.name,
  productBarcode: products.barcode,
  productCategory: products.category,
  supplierName: suppliers.name,
};

/** How a lot meets its product (of the same tenant) and its supplier. */
export const itemJoins = {
  product: and(eq(products.ownerId, inventoryLots.ownerId), eq(products.id, inventoryLots.productId)),
  supplier: eq(suppliers.id, inventoryLots.supplierId),
};

/** Lots joined to their product and supplier; callers add where, order and paging. */
export function selectItems(db: Db) {
  return db
    .select(itemColumns)
    .from(inventoryLots)
    .innerJoin(products, itemJoins.product)
    .leftJoin(suppliers, itemJoins.supplier);
}
export interface ItemRow {
  lot: Pick<LotRow, keyof typeof itemColumns.lot>;
  productName: string;
  productBarcode: string;
  productCategory: string;
  supplierName: string | null;
}

/** One live (not archived) lot of the tenant with its product and supplier, or null. */
export async function findItem(db: Db, ownerId: number, id: number): Promise<ItemRow | null> {
  const [row] = await selectItems(db).where(
    and(eq(inventoryLots.ownerId, ownerId), eq(inventoryLots.id, id), isNull(inventoryLots.archivedAt)),
  );
  return row ?? null;
}

/** One live lot of the tenant, held until the transaction ends, or null. */
export async function findLotForUpdate(db: Db, ownerId: number, id: number): Promise<LotRow | null> {
  const [row] = await db
    .select()
    .from(inventoryLots)
    .where(and(eq(inventoryLots.ownerId, ownerId), eq(inventoryLots.id, id), isNull(inventoryLots.archivedAt)))
    .for('update');
  return row ?? null;
}

/**
 * The live lot of a product with this expiry date and batch (none matches none: the unique key's
 * coalesce(batch_number, '')), held for the transaction, or null.
 */
export async function findLotByExpiryForUpdate(
  db: Db,
  ownerId: number,
  productId: number,
  expiryDate: string,
  batchNumber: string | null = null,
): Promise<LotRow | null> {
  const [row] = await db
    .select()
    .from(inventoryLots)
    .where(
      and(
        eq(inventoryLots.ownerId, ownerId),
        eq(inventoryLots.productId, productId),
        eq(inventoryLots.expiryDate, expiryDate),
        sameBatch(batchNumber),
        isNull(inventoryLots.archivedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

/** A lot of this batch, as the live-lot key compares it (coalesce(batch_number, '')). */
export const sameBatch = (batchNumber: string | null) =>
  sql`coalesce(${inventoryLots.batchNumber}, '') = ${batchNumber ?? ''}`;

/** How many expiry dates of the product are on hand (its live lots). */
export async function countLiveLots(db: Db, ownerId: number, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inventoryLots)
    .where(
      and(eq(inventoryLots.ownerId, ownerId), eq(inventoryLots.productId, productId), isNull(inventoryLots.archivedAt)),
    );
  return Number(row?.n ?? 0);
}

/**
 * Changes a lot's packaging, prices, supplier, expiry date or batch. Its units change only through the
 * stock ledger (modules/stock/stock-ledger.ts moveStock, openLot), with their movement.
 */
export async function updateLot(
  db: Db,
  lot: Pick<LotRow, 'id' | 'ownerId'>,
  fields: Partial<
    Pick<LotRow, 'supplierId' | 'expiryDate' | 'batchNumber' | 'unitsPerBox' | 'costPrice' | 'retailPrice'>
  >,
): Promise<LotRow> {
  const [row] = await db
    .update(inventoryLots)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(inventoryLots.ownerId, lot.ownerId), eq(inventoryLots.id, lot.id)))
    .returning();
  if (!row) throw new Error('lot was not updated');
  return row;
}

/** Movements that reports rely on: anything but receipts and corrections (sales, returns, transfers). */
export async function hasTradeHistory(db: Db, ownerId: number, lotId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.ownerId, ownerId),
        eq(stockMovements.lotId, lotId),
        notInArray(stockMovements.kind, ['receive', 'adjustment']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function archiveLot(db: Db, lot: Pick<LotRow, 'id' | 'ownerId'>): Promise<void> {
  await db
    .update(inventoryLots)
    .set({ archivedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(inventoryLots.ownerId, lot.ownerId), eq(inventoryLots.id, lot.id)));
}

/** Deletes a lot; its movements go with it (ON DELETE CASCADE), order lines keep the product. */
export async function deleteLot(db: Db, lot: Pick<LotRow, 'id' | 'ownerId'>): Promise<void> {
  await db.delete(inventoryLots).where(and(eq(inventoryLots.ownerId, lot.ownerId), eq(inventoryLots.id, lot.id)));
}

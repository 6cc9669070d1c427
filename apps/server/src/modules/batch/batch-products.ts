import {
  type ProductBatchLookupResponse,
  type ProductBatchPriceUpdateResponse,
  batchOperationMessages as m,
  boxesOf,
  sellableInFefoOrder,
} from '@assist/domain';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryLots, products } from '../../db/schema/index.js';
import { presentProduct } from '../catalogue/present-product.js';
import { findProduct } from '../catalogue/products-repository.js';

/** Products by barcode with their sellable stock, answered by position (spec part 1 §7). Two queries. */
export async function batchLookup(
  db: Db,
  ownerId: number,
  barcodes: string[],
  today: string,
): Promise<ProductBatchLookupResponse> {
  const found = await db
    .select()
    .from(products)
    .where(and(eq(products.ownerId, ownerId), inArray(products.barcode, [...new Set(barcodes)])));
  const lots = found.length
    ? await db
        .select()
        .from(inventoryLots)
        .where(
          and(
            eq(inventoryLots.ownerId, ownerId),
            inArray(
              inventoryLots.productId,
              found.map((p) => p.id),
            ),
            isNull(inventoryLots.archivedAt),
            gt(inventoryLots.quantityUnits, 0),
          ),
        )
    : [];
  const byBarcode = new Map(found.map((p) => [p.barcode, p]));
  return barcodes.map((barcode) => {
    const product = byBarcode.get(barcode);
    if (!product) return { ok: true, barcode, product: null, stock: null };
    const sellable = sellableInFefoOrder(
      lots.filter((l) => l.productId === product.id).map((l) => ({ ...l, inventoryId: l.id })),
      today,
    );
    const first = sellable[0];
    const stock = first
      ? {
          inventoryId: first.id,
          availableUnits: first.quantityUnits,
          totalAvailableUnits: sellable.reduce((total, l) => total + l.quantityUnits, 0),
          quantity: boxesOf(first.quantityUnits, first.unitsPerBox),
          retailPrice: first.retailPrice,
          unitsPerBox: first.unitsPerBox,
          expiryDate: first.expiryDate,
        }
      : null;
    return { ok: true, barcode, product: presentProduct(product), stock };
  });
}

/** Sets the retail price per box of every live lot of each product, answered by position. */
export async function batchPriceUpdate(
  db: Db,
  ownerId: number,
  updates: { productId: number; newPrice: string }[],
): Promise<ProductBatchPriceUpdateResponse> {
  const slots: ProductBatchPriceUpdateResponse = [];
  for (const update of updates) {
    const product = await findProduct(db, ownerId, update.productId);
    if (!product) {
      slots.push({ ok: false, productId: update.productId, error: m.productNotFound });
      continue;
    }
    const changed = await db
      .update(inventoryLots)
      .set({ retailPrice: update.newPrice, updatedAt: new Date() })
      .where(
        and(
          eq(inventoryLots.ownerId, ownerId),
          eq(inventoryLots.productId, product.id),
          isNull(inventoryLots.archivedAt),
        ),
      )
      .returning({ id: inventoryLots.id });
    slots.push({ ok: true, productId: product.id, retailPrice: update.newPrice, updatedLots: changed.length });
  }
  return slots;
}

import { type PosProduct, type PosPreloadResponse, boxesOf, daysUntil } from '@assist/domain';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryLots, products } from '../../db/schema/index.js';

type LotRow = Awaited<ReturnType<typeof lotsWithStock>>[number];

/** Every live lot of the tenant that holds units, by product name then earliest expiry: one query. */
function lotsWithStock(db: Db, ownerId: number) {
  return db
    .select({
      id: inventoryLots.id,
      productId: inventoryLots.productId,
      name: products.name,
      barcode: products.barcode,
      category: products.category,
      expiryDate: inventoryLots.expiryDate,
      unitsPerBox: inventoryLots.unitsPerBox,
      costPrice: inventoryLots.costPrice,
      retailPrice: inventoryLots.retailPrice,
      units: inventoryLots.quantityUnits,
    })
    .from(inventoryLots)
    .innerJoin(products, and(eq(products.ownerId, inventoryLots.ownerId), eq(products.id, inventoryLots.productId)))
    .where(
      and(eq(inventoryLots.ownerId, ownerId), isNull(inventoryLots.archivedAt), gt(inventoryLots.quantityUnits, 0)),
    )
    .orderBy(asc(sql`lower(${products.name})`), asc(products.id), asc(inventoryLots.expiryDate), asc(inventoryLots.id));
}

/**
 * `GET /api/pos/preload-all`: the products the till can scan, each with its lots earliest expiry
 * first. The recommended lot (FEFO) is the earliest that has not expired on `today`; a product
 * with only expired stock is listed too, not sellable, so the till can say why it cannot sell it.
 */
export async function preloadPos(db: Db, ownerId: number, today: string): Promise<PosPreloadResponse> {
  const started = performance.now();
  const rows = await lotsWithStock(db, ownerId);
  const inventory: PosProduct[] = [];
  for (let start = 0; start < rows.length; ) {
    let end = start + 1;
    while (end < rows.length && rows[end]!.productId === rows[start]!.productId) end++;
    inventory.push(presentPosProduct(rows.slice(start, end), today));
    start = end;
  }
  return { loadTime: Math.round(performance.now() - started), inventory };
}

function presentPosProduct(lots: LotRow[], today: string): PosProduct {
  const sellable = lots.filter((lot) => (daysUntil(lot.expiryDate, today) ?? 0) >= 0);
  const lot = sellable[0] ?? lots[0]!;
  return {
    inventoryId: lot.id,
    id: lot.productId,
    name: lot.name,
    barcode: lot.barcode,
    category: lot.category,
    quantity: boxesOf(lot.units, lot.unitsPerBox),
    availableUnits: lot.units,
    retailPrice: lot.retailPrice,
    costPrice: lot.costPrice,
    unitsPerBox: lot.unitsPerBox,
    unitType: lot.unitsPerBox > 1 ? 'box' : 'unit',
    expiryDate: lot.expiryDate,
    expiryDates: lots.map((l) => ({
      inventoryId: l.id,
      date: l.expiryDate,
      quantity: boxesOf(l.units, l.unitsPerBox),
      availableUnits: l.units,
      retailPrice: l.retailPrice,
      unitsPerBox: l.unitsPerBox,
    })),
    oldestExpiryDate: lots[0]!.expiryDate,
    hasMultipleExpiryDates: lots.length > 1,
    totalQuantity: sellable.reduce((total, l) => total + boxesOf(l.units, l.unitsPerBox), 0),
    totalAvailableUnits: sellable.reduce((total, l) => total + l.units, 0),
    sellable: sellable.length > 0,
  };
}

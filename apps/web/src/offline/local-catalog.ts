import type { PosExpiryDate, PosProduct } from '@assist/domain';
import { type LocalDb, cacheLifetimeMs } from './local-db';

export { saveCatalog } from './catalog-save';

/** String#localeCompare's order (the default locale), without a collator looked up per comparison. */
const byName = new Intl.Collator();

/** The stored catalogue in the preload's order (by name), and when it was downloaded (null: never). */
export async function readCatalog(db: LocalDb): Promise<{ products: PosProduct[]; cachedAt: number | null }> {
  const parts = await db.catalogParts.toArray();
  const products = parts.flatMap((part) => part.products).sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
  const cachedAt = parts.reduce<number | null>(
    (oldest, part) => Math.min(oldest ?? part.cachedAt, part.cachedAt),
    null,
  );
  return { products, cachedAt };
}

/** When the oldest part of the copy was downloaded, without reading its products (null: no copy). */
export async function oldestCopyAt(db: LocalDb): Promise<number | null> {
  const [oldest] = await db.catalogParts.orderBy('cachedAt').limit(1).keys();
  return typeof oldest === 'number' ? oldest : null;
}

/** Products and lots in the copy, from the parts' indexed counts (the products are not read). */
export async function catalogCounts(db: LocalDb): Promise<{ products: number; lots: number }> {
  const [products, lots] = await Promise.all([
    db.catalogParts.orderBy('productCount').keys(),
    db.catalogParts.orderBy('lotCount').keys(),
  ]);
  const sum = (counts: unknown[]) => counts.reduce<number>((total, n) => total + (typeof n === 'number' ? n : 0), 0);
  return { products: sum(products), lots: sum(lots) };
}

/** True when the copy is older than the 5-minute cache lifetime (spec part 1 §9) and should be downloaded again. */
export function isStale(cachedAt: number | null, now = Date.now()): boolean {
  return cachedAt === null || now - cachedAt > cacheLifetimeMs;
}

/**
 * Units of each lot that operations not yet on the server took (pending or failed): sales, and
 * stock counts (a count that found more is negative). The server's copy lacks them.
 */
export async function unsyncedUnitsByLot(db: LocalDb): Promise<Map<number, number>> {
  const [open, queue] = await Promise.all([
    db.sales.where('status').anyOf('pending_sync', 'failed').primaryKeys(),
    db.syncQueue.toArray(),
  ]);
  const units = new Map<number, number>();
  const take = (lot: number, n: number) => units.set(lot, (units.get(lot) ?? 0) + n);
  for (const item of queue) if (item.type === 'inventory_update') take(item.data.id, -item.data.quantityChange);
  if (open.length === 0) return units;
  const items = await db.saleItems.where('clientSaleId').anyOf(open).toArray();
  for (const item of items) take(item.inventoryId, item.units);
  return units;
}

/**
 * The catalogue as the till should see it: each lot less the units unsynced sales took, boxes,
 * totals and the recommended lot worked out again. A lot emptied this way leaves the list (the
 * preload lists lots with units only).
 * Example: a lot of 20 units (10 per box) and an unsynced sale of 13 units -> 7 units, 0 boxes.
 * `today` is the business's (its time zone's) calendar date: lots past it are not recommended.
 */
export function withUnsyncedSales(
  products: readonly PosProduct[],
  taken: ReadonlyMap<number, number>,
  today: string,
): PosProduct[] {
  if (taken.size === 0) return [...products];
  return products.map((product) => {
    if (!product.expiryDates.some((lot) => taken.has(lot.inventoryId))) return product;
    const lots = product.expiryDates
      .map((lot) => lessUnits(lot, taken.get(lot.inventoryId) ?? 0))
      .filter((lot) => lot.availableUnits > 0);
    return restock(product, lots, today);
  });
}

function lessUnits(lot: PosExpiryDate, units: number): PosExpiryDate {
  if (units === 0) return lot;
  const availableUnits = Math.max(0, lot.availableUnits - units);
  return { ...lot, availableUnits, quantity: Math.floor(availableUnits / lot.unitsPerBox) };
}

/** The product's summary fields from its lots (the preload's rules: the earliest lot not expired is recommended). */
function restock(product: PosProduct, lots: PosExpiryDate[], today: string): PosProduct {
  const sellableLots = lots.filter((lot) => lot.date >= today && lot.recalled !== true);
  const first = sellableLots[0];
  const totalAvailableUnits = sellableLots.reduce((sum, lot) => sum + lot.availableUnits, 0);
  return {
    ...product,
    expiryDates: lots,
    ...(first && {
      inventoryId: first.inventoryId,
      expiryDate: first.date,
      retailPrice: first.retailPrice,
      unitsPerBox: first.unitsPerBox,
    }),
    hasMultipleExpiryDates: lots.length > 1,
    oldestExpiryDate: lots[0]?.date ?? product.oldestExpiryDate,
    quantity: first ? first.quantity : 0,
    availableUnits: first ? first.availableUnits : 0,
    totalAvailableUnits,
    totalQuantity: sellableLots.reduce((sum, lot) => sum + lot.quantity, 0),
    sellable: totalAvailableUnits > 0,
  };
}

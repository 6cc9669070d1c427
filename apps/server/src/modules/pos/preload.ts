import { type PosProduct, type PosPreloadResponse, boxesOf, daysUntil } from '@assist/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { currentCursor } from './cursor.js';
import { rowsOf } from '../../db/rows.js';

interface LotJson {
  id: number;
  expiryDate: string;
  unitsPerBox: number;
  costPrice: string;
  retailPrice: string;
  units: number;
  recalled: boolean;
  batchNumber: string | null;
}
export interface ProductJson {
  id: number;
  name: string;
  barcode: string;
  category: string;
  lots: LotJson[];
}

/**
 * Every product of the tenant with its live lots that hold units, earliest expiry first, by name.
 * One query whose answer is one JSON text: decoding 20,000 rows one by one costs PGlite three
 * times as much as parsing the same data as one JSON document. The text is written by
 * concatenation, not json_build_object/json_agg, which look up each value's type for every row:
 * on PostgreSQL 15 the backend spent 150-195 ms of CPU on 20,000 lots that way, 105-130 ms so
 * (docs/decisions/2026-11-26-till-speed.md). Text values go through to_json (escaped as JSON);
 * numbers, dates (ISO, as the app's date columns are read everywhere) and money (text) need no
 * escaping. `only` narrows it to some products (a condition on `l` and `p`: the change feed, a
 * scan's lookup).
 */
export async function productsWithStock(db: Db, ownerId: number, only: SQL = sql``): Promise<ProductJson[]> {
  const result = await db.execute(sql`
    select '[' || coalesce(string_agg(t.product, ',' order by lower(t.name), t.id), '') || ']' as products from (
      select p.id, p.name,
        '{"id":' || p.id || ',"name":' || to_json(p.name)::text || ',"barcode":' || to_json(p.barcode)::text
          || ',"category":' || to_json(p.category)::text || ',"lots":['
          || string_agg('{"id":' || l.id || ',"expiryDate":"' || l.expiry_date || '","unitsPerBox":' || l.units_per_box
            || ',"costPrice":"' || l.cost_price || '","retailPrice":"' || l.retail_price
            || '","units":' || l.quantity_units || ',"recalled":' || (l.recall_id is not null)::text
            || ',"batchNumber":' || coalesce(to_json(l.batch_number)::text, 'null') || '}', ',' order by l.expiry_date, l.id)
          || ']}' as product
      from inventory_lots l join products p on p.owner_id = l.owner_id and p.id = l.product_id
      where l.owner_id = ${ownerId} and l.archived_at is null and l.quantity_units > 0 ${only}
      group by p.id
    ) t`);
  const [row] = rowsOf<{ products: string }>(result);
  return JSON.parse(row?.products ?? '[]') as ProductJson[];
}

/**
 * `GET /api/pos/preload-all`: the products the till can scan, each with its lots earliest expiry
 * first. The recommended lot (FEFO) is the earliest that has not expired on `today`; a product
 * with only expired stock is listed too, not sellable, so the till can say why it cannot sell it.
 */
export async function preloadPos(db: Db, ownerId: number, today: string): Promise<PosPreloadResponse> {
  const started = performance.now();
  // Taken before the stock is read: a change committed in between is sent again by the feed, never lost.
  const cursor = await currentCursor(db);
  const inventory = (await productsWithStock(db, ownerId)).map((product) => presentPosProduct(product, today));
  return { loadTime: Math.round(performance.now() - started), inventory, cursor };
}

/** The preload entry of a product and its lots with units (the feed and the lookup answer the same). */
export function presentPosProduct(product: ProductJson, today: string): PosProduct {
  const lots = product.lots;
  // A recalled lot is listed (the till says why it refuses it) but never sold (lane recalls).
  const sellable = lots.filter((lot) => (daysUntil(lot.expiryDate, today) ?? 0) >= 0 && !lot.recalled);
  const lot = sellable[0] ?? lots[0]!;
  return {
    inventoryId: lot.id,
    id: product.id,
    name: product.name,
    barcode: product.barcode,
    category: product.category,
    quantity: boxesOf(lot.units, lot.unitsPerBox),
    availableUnits: lot.units,
    retailPrice: lot.retailPrice,
    costPrice: lot.costPrice,
    unitsPerBox: lot.unitsPerBox,
    unitType: lot.unitsPerBox > 1 ? 'box' : 'unit',
    expiryDate: lot.expiryDate,
    batchNumber: lot.batchNumber,
    expiryDates: lots.map((l) => ({
      inventoryId: l.id,
      date: l.expiryDate,
      quantity: boxesOf(l.units, l.unitsPerBox),
      availableUnits: l.units,
      retailPrice: l.retailPrice,
      unitsPerBox: l.unitsPerBox,
      batchNumber: l.batchNumber,
      // Only a recalled lot says so: the preload stays lean.
      ...(l.recalled ? { recalled: true } : {}),
    })),
    oldestExpiryDate: lots[0]!.expiryDate,
    hasMultipleExpiryDates: lots.length > 1,
    totalQuantity: sellable.reduce((total, l) => total + boxesOf(l.units, l.unitsPerBox), 0),
    totalAvailableUnits: sellable.reduce((total, l) => total + l.units, 0),
    sellable: sellable.length > 0,
  };
}

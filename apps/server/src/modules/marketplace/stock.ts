import { type MarketplaceInventoryItem, fromMinor, toMinor, tradeLineMinor } from '@assist/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { productIdsNamed } from './search-names.js';

/** A supplier whose stock is shown, through which marketplace, with or without prices. */
export interface Seller {
  supplierId: number;
  marketplaceId: number;
  hidePrices: boolean;
}

/** Most products one inventory answer lists. */
export const marketplaceStockLimit = 1000;

interface StockRow {
  supplier_id: number;
  supplier_name: string | null;
  currency: string;
  marketplace_id: number;
  hide_prices: boolean;
  name: string;
  barcode: string;
  category: string;
  units: number;
  lots: number;
  units_per_box: number;
  retail_price: string;
  expiry_date: string;
}

/**
 * What one unit sold apart from its box costs, for display: the box's price over its units, to
 * what the currency settles in ("12.00" USD a box of 10 -> "1.20"; 5,750 IQD a box of 6 -> "958.00").
 * Lines are never charged at it times units: see tradeLineMinor.
 */
export const unitPriceOf = (retailPricePerBox: string, unitsPerBox: number, currency: string): string =>
  fromMinor(tradeLineMinor(toMinor(retailPricePerBox), unitsPerBox, 1, currency));

/**
 * The sellers' products as retailers see them: per product, the units of its live lots (not
 * archived, not expired on the supplier's business day, holding units), with packaging, price and
 * expiry of the lot that goes first (earliest expiry). `search` names products as the assistant
 * reads names (search-names.ts) or matches a barcode;
 * `barcodes` narrows to those products.
 */
export async function sellersStock(
  db: Db,
  sellers: Seller[],
  filter: { search?: string; barcodes?: string[] } = {},
): Promise<MarketplaceInventoryItem[]> {
  if (sellers.length === 0) return [];
  const values = sql.join(
    sellers.map((s) => sql`(${s.supplierId}::int, ${s.marketplaceId}::int, ${s.hidePrices}::boolean)`),
    sql`, `,
  );
  const conditions: SQL[] = [];
  if (filter.search) {
    // Names by the assistant's matcher (or a piece of the name as typed); barcodes as typed.
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const ids = await productIdsNamed(
      db,
      sellers.map((s) => s.supplierId),
      filter.search,
    );
    const named =
      ids.length > 0
        ? sql`p.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) or `
        : sql``;
    conditions.push(sql`(${named}p.name ilike ${pattern} or p.barcode ilike ${pattern})`);
  }
  if (filter.barcodes) {
    if (filter.barcodes.length === 0) return [];
    conditions.push(
      sql`p.barcode in (${sql.join(
        filter.barcodes.map((b) => sql`${b}`),
        sql`, `,
      )})`,
    );
  }
  const where = conditions.length > 0 ? sql`and ${sql.join(conditions, sql` and `)}` : sql``;
  const rows = rowsOf<StockRow>(
    await db.execute(sql`
      with s(supplier_id, marketplace_id, hide_prices) as (values ${values}),
      sd as (select s.*, business_day(s.supplier_id, now()) as today from s)
      select sd.supplier_id, coalesce(u.business_name, u.email) as supplier_name,
        u.preferred_currency as currency, sd.marketplace_id, sd.hide_prices,
        p.name, p.barcode, p.category,
        sum(l.quantity_units)::int as units, count(*)::int as lots,
        (array_agg(l.units_per_box order by l.expiry_date, l.id))[1] as units_per_box,
        (array_agg(l.retail_price::text order by l.expiry_date, l.id))[1] as retail_price,
        min(l.expiry_date)::text as expiry_date
      from sd
      join users u on u.id = sd.supplier_id
      join inventory_lots l on l.owner_id = sd.supplier_id and l.archived_at is null
        and l.quantity_units > 0 and l.expiry_date >= sd.today
      join products p on p.owner_id = l.owner_id and p.id = l.product_id
      where true ${where}
      group by sd.supplier_id, u.business_name, u.email, u.preferred_currency, sd.marketplace_id, sd.hide_prices, p.id, p.name, p.barcode, p.category
      order by lower(p.name), p.barcode, sd.supplier_id
      limit ${marketplaceStockLimit}`),
  );
  return rows.map(presentStock);
}

function presentStock(row: StockRow): MarketplaceInventoryItem {
  const unitsPerBox = Number(row.units_per_box);
  const units = Number(row.units);
  return {
    supplierId: Number(row.supplier_id),
    supplierName: row.supplier_name,
    marketplaceId: Number(row.marketplace_id),
    productName: row.name,
    barcode: row.barcode,
    category: row.category,
    availableQuantity: units,
    availableBoxes: Math.floor(units / unitsPerBox),
    unitsPerBox,
    retailPrice: row.hide_prices ? null : row.retail_price,
    unitPrice: row.hide_prices ? null : unitPriceOf(row.retail_price, unitsPerBox, row.currency),
    currency: row.currency,
    expiryDate: row.expiry_date,
    lots: Number(row.lots),
  };
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { Business } from '../marketplace/business.js';
import { visibleMarketplaces } from '../marketplace/visibility.js';

/** A marketplace supplier's live stock of one barcode, as the retailer may see it. */
export interface MarketplaceOffer {
  supplierId: number;
  supplierName: string | null;
  barcode: string;
  availableUnits: number;
  unitsPerBox: number;
  /** The first-expiring lot's price per box in the supplier's currency; null when it hides prices. */
  boxPrice: string | null;
  currency: string;
}

interface OfferRow {
  supplier_id: number;
  supplier_name: string | null;
  currency: string;
  hide_prices: boolean;
  barcode: string;
  units: number;
  units_per_box: number;
  box_price: string;
}

/**
 * What the marketplace suppliers a retailer has approved access to hold now of `barcodes`: per
 * supplier and barcode, the units of its live lots (not archived, not expired on the supplier's
 * day, not recalled) and the price per box of the lot that goes first: the price a purchase
 * request would keep (marketplace/create-purchase-request.ts), hidden when the marketplace hides
 * prices. A business that is not a retailer buys on no marketplace: none.
 */
export async function marketplaceOffers(db: Db, business: Business & { userType: string | null }, barcodes: string[]) {
  if (business.userType !== 'retailer' || barcodes.length === 0) return [];
  const sellers = (await visibleMarketplaces(db, business)).filter((m) => m.accessStatus === 'approved');
  if (sellers.length === 0) return [];
  const values = sql.join(
    sellers.map((s) => sql`(${s.supplierId}::int, ${s.hidePrices}::boolean)`),
    sql`, `,
  );
  const rows = rowsOf<OfferRow>(
    await db.execute(sql`
      with s(supplier_id, hide_prices) as (values ${values}),
      sd as (select s.*, business_day(s.supplier_id, now()) as today from s),
      b as (select distinct value as barcode from json_array_elements_text(${JSON.stringify(barcodes)}::json))
      select sd.supplier_id, coalesce(u.business_name, u.email) as supplier_name,
        u.preferred_currency as currency, sd.hide_prices, p.barcode,
        sum(l.quantity_units)::int as units,
        (array_agg(l.units_per_box order by l.expiry_date, l.id))[1] as units_per_box,
        (array_agg(l.retail_price::text order by l.expiry_date, l.id))[1] as box_price
      from sd
      join users u on u.id = sd.supplier_id
      join products p on p.owner_id = sd.supplier_id and p.barcode in (select barcode from b)
      join inventory_lots l on l.owner_id = p.owner_id and l.product_id = p.id and l.archived_at is null
        and l.recall_id is null and l.quantity_units > 0 and l.expiry_date >= sd.today
      group by sd.supplier_id, u.business_name, u.email, u.preferred_currency, sd.hide_prices, p.barcode`),
  );
  return rows.map(
    (row): MarketplaceOffer => ({
      supplierId: Number(row.supplier_id),
      supplierName: row.supplier_name,
      barcode: row.barcode,
      availableUnits: Number(row.units),
      unitsPerBox: Number(row.units_per_box),
      boxPrice: row.hide_prices ? null : row.box_price,
      currency: row.currency,
    }),
  );
}

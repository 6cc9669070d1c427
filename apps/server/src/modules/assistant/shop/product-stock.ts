import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows.js';
import { namesListed, namedByTermOrMedicine } from '../name-match.js';
import type { ShopScope } from './shop-scope.js';

export interface ProductStock {
  name: string;
  /** Units in the product's live lots (not archived, not expired today). */
  units: number;
  /** Whole boxes in those lots, each lot by its own box size. */
  boxes: number;
  lots: number;
}

export interface StockAnswer {
  /** The medicine's name the products were found by when the term was a brand the shop does not
   * stock by that name ("panadol" -> "Paracetamol"); null when found by the term itself. */
  foundAs: string | null;
  /** The first `namesListed` products named. */
  products: ProductStock[];
  /** How many more products the term names than are listed (the answer says so and links to them). */
  more: number;
}

/**
 * The tenant's products `term` names (best matches, see name-match.ts; the first few listed, the
 * rest counted) with their stock summed
 * over live lots, as the inventory list and Low Stock count it (inventory/product-stock.ts).
 * Names are read for the tenant only; another business's products never take part.
 */
export async function productStock(scope: ShopScope, term: string): Promise<StockAnswer> {
  const names = rowsOf<{ id: number; name: string }>(
    await scope.db.execute(
      sql`select id, name from products where owner_id = ${scope.ownerId} order by lower(name), id`,
    ),
  );
  const { foundAs, named: all } = namedByTermOrMedicine(term, names);
  if (all.length === 0) return { foundAs, products: [], more: 0 };
  const named = all.slice(0, namesListed);
  const ids = named.map((p) => p.id);
  const stock = rowsOf<{ id: number; units: number; boxes: number; lots: number }>(
    await scope.db.execute(sql`
      select product_id as id, sum(quantity_units)::int as units,
        sum(quantity_units / units_per_box)::int as boxes, count(*)::int as lots
      from inventory_lots
      where owner_id = ${scope.ownerId} and archived_at is null and expiry_date >= ${scope.today}::date
        and quantity_units > 0 and product_id in (${sql.join(ids, sql`, `)})
      group by product_id`),
  );
  const byId = new Map(stock.map((row) => [row.id, row]));
  const products = named.map((p) => {
    const row = byId.get(p.id);
    return { name: p.name, units: row?.units ?? 0, boxes: row?.boxes ?? 0, lots: row?.lots ?? 0 };
  });
  return { foundAs, products, more: all.length - named.length };
}

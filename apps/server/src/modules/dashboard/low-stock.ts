import { type LowStockItem, lowStockUnits } from '@assist/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** The Low Stock Alert card lists at most this many products (the count covers them all). */
export const lowStockListed = 100;

export interface LowStock {
  lowStockCount: number;
  lowStockItems: LowStockItem[];
}

/**
 * Products whose live lots (not archived, not expired on `today`) hold 10 units or fewer in all,
 * fewest first: a product is low, not a lot (a lot of 10 of a product with 50 is not). Only a
 * product with a lot of 10 units or fewer, or with an expired lot, can qualify, so the (owner,
 * units) and (owner, expiry) indexes of live lots find them before their lots are summed.
 */
export async function lowStock(db: Db, ownerId: number, today: string): Promise<LowStock> {
  const result = await db.execute(sql`
    with low as (
      select p.id, p.name,
        coalesce(sum(l.quantity_units) filter (where l.expiry_date >= ${today}), 0)::int as units,
        coalesce(sum(l.quantity_units / l.units_per_box) filter (where l.expiry_date >= ${today}), 0)::int as boxes
      from inventory_lots l join products p on p.id = l.product_id
      where l.owner_id = ${ownerId} and l.archived_at is null
        and l.product_id in (
          select product_id from inventory_lots
          where owner_id = ${ownerId} and archived_at is null and quantity_units <= ${lowStockUnits}
          union
          select product_id from inventory_lots
          where owner_id = ${ownerId} and archived_at is null and expiry_date < ${today}
        )
      group by p.id, p.name
      having coalesce(sum(l.quantity_units) filter (where l.expiry_date >= ${today}), 0) <= ${lowStockUnits}
    )
    select json_build_object(
      'lowStockCount', (select count(*)::int from low),
      'lowStockItems', coalesce((select json_agg(json_build_object('productId', id, 'product',
          json_build_object('name', name), 'availableBoxes', boxes, 'availableUnits', units)
          order by units, lower(name), id)
        from (select * from low order by units, lower(name), id limit ${lowStockListed}) t), '[]')
    )::text as stock`);
  const [row] = rowsOf<{ stock: string }>(result);
  return JSON.parse(row!.stock) as LowStock;
}

import { type LowStockItem, lowStockUnits } from '@assist/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The Low Stock Alert card lists at most this many products (the count covers them all). */
export const lowStockListed = 100;

export interface LowStock {
  lowStockCount: number;
  lowStockItems: LowStockItem[];
}

/**
 * Products whose live lots hold 10 units or fewer in all, fewest first. Only products with such a
 * lot can qualify, so the (owner, units) index of live lots finds them before their lots are summed.
 */
export async function lowStock(db: Db, ownerId: number): Promise<LowStock> {
  const result = await db.execute(sql`
    with low as (
      select p.id, p.name, sum(l.quantity_units)::int as units, sum(l.quantity_units / l.units_per_box)::int as boxes
      from inventory_lots l join products p on p.id = l.product_id
      where l.owner_id = ${ownerId} and l.archived_at is null
        and l.product_id in (
          select product_id from inventory_lots
          where owner_id = ${ownerId} and archived_at is null and quantity_units <= ${lowStockUnits}
        )
      group by p.id, p.name
      having sum(l.quantity_units) <= ${lowStockUnits}
    )
    select json_build_object(
      'lowStockCount', (select count(*)::int from low),
      'lowStockItems', coalesce((select json_agg(json_build_object('productId', id, 'product',
          json_build_object('name', name), 'availableBoxes', boxes, 'availableUnits', units)
          order by units, lower(name), id)
        from (select * from low order by units, lower(name), id limit ${lowStockListed}) t), '[]')
    )::text as stock`);
  const [row] = (result as unknown as { rows: { stock: string }[] }).rows;
  return JSON.parse(row!.stock) as LowStock;
}

import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows.js';
import type { ShopScope } from './shop-scope.js';

/** How many lots an expiry answer lists at most (the count covers them all). */
export const expiringListed = 20;

export interface ExpiringLot {
  name: string;
  expiryDate: string;
  units: number;
  boxes: number;
}

export interface ExpiringThisMonth {
  fromDate: string;
  toDate: string;
  count: number;
  lots: ExpiringLot[];
}

/** The first and last day of the month `today` ("YYYY-MM-DD") falls in. */
export function monthOf(today: string): { fromDate: string; toDate: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 8);
  return { fromDate: `${prefix}01`, toDate: `${prefix}${String(last).padStart(2, '0')}` };
}

/**
 * Live lots with units that expire from today to the end of the business's month (its own
 * calendar, in its time zone), soonest first.
 */
export async function expiringThisMonth(scope: ShopScope): Promise<ExpiringThisMonth> {
  const { toDate } = monthOf(scope.today);
  const rows = rowsOf<ExpiringLot & { count: number }>(
    await scope.db.execute(sql`
      select p.name, to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate", l.quantity_units as units,
        (l.quantity_units / l.units_per_box)::int as boxes, count(*) over ()::int as count
      from inventory_lots l join products p on p.id = l.product_id
      where l.owner_id = ${scope.ownerId} and l.archived_at is null and l.quantity_units > 0
        and l.expiry_date between ${scope.today}::date and ${toDate}::date
      order by l.expiry_date, lower(p.name), l.id
      limit ${expiringListed}`),
  );
  return {
    fromDate: scope.today,
    toDate,
    count: rows[0]?.count ?? 0,
    lots: rows.map(({ count: _count, ...lot }) => lot),
  };
}

import { type DailyStat, fromMinor, toMinor } from '@assist/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { Period } from './period.js';
import type { SalesFigures } from './sales-figures.js';

/** One day of a seller's approved marketplace orders. */
interface TradeDay {
  date: string;
  orders: number;
  revenue: string;
  cost: string;
}

/**
 * A seller's approved marketplace orders of a period, per calendar day of its time zone (the day
 * approved), issue 26: revenue is what the buyer owes for the approved units (the transfer's
 * total, in the seller's currency); cost is what those units cost the seller, from the
 * transfer_out movements that took them from its lots (cost per box at that moment). An order
 * whose goods the buyer declined counts for nothing; one still waiting for the buyer counts, as
 * the supplier approved it.
 */
export async function tradeSalesDays(db: Db, ownerId: number, period: Period): Promise<TradeDay[]> {
  const result = await db.execute(sql`
    with orders as (
      select r.id, business_day(r.owner_id, r.reviewed_at) as day, t.id as transfer_id, t.total_cost
      from purchase_requests r
      join transfers t on t.id = r.transfer_id and t.owner_id = r.owner_id
      where r.owner_id = ${ownerId} and r.status = 'approved' and t.status <> 'declined'
        and r.reviewed_at >= ${period.start}::timestamptz and r.reviewed_at < ${period.end}::timestamptz
    ), costs as (
      select o.id, coalesce(sum(-m.quantity_units * m.cost_per_box / m.units_per_box), 0) as cost
      from orders o
      left join stock_movements m on m.owner_id = ${ownerId} and m.kind = 'transfer_out'
        and m.reference = 'TRANSFER-' || o.transfer_id
      group by o.id
    )
    select to_char(o.day, 'YYYY-MM-DD') as date, count(*)::int as orders,
      round(sum(o.total_cost), 2)::text as revenue, round(sum(c.cost), 2)::text as cost
    from orders o join costs c on c.id = o.id
    group by o.day order by o.day`);
  return rowsOf<TradeDay>(result);
}

/**
 * The sales figures with the seller's approved orders counted as sales (each order one sale, its
 * revenue and profit on the day approved), added in integer minor units.
 */
export function withTradeSales(sales: SalesFigures, days: TradeDay[]): SalesFigures {
  if (days.length === 0) return sales;
  const byDate = new Map<string, DailyStat>(sales.dailyStats.map((day) => [day.date, day]));
  let revenue = toMinor(sales.totalRevenue);
  let profit = toMinor(sales.totalProfit);
  let count = sales.totalSales;
  for (const day of days) {
    const dayRevenue = toMinor(day.revenue);
    const dayProfit = dayRevenue - toMinor(day.cost);
    revenue += dayRevenue;
    profit += dayProfit;
    count += day.orders;
    const known = byDate.get(day.date);
    byDate.set(day.date, {
      date: day.date,
      salesCount: (known?.salesCount ?? 0) + day.orders,
      revenue: fromMinor(toMinor(known?.revenue ?? '0') + dayRevenue),
      profit: fromMinor(toMinor(known?.profit ?? '0') + dayProfit),
      returns: known?.returns ?? '0.00',
      tax: known?.tax ?? '0.00',
      topProducts: known?.topProducts ?? [],
    });
  }
  return {
    ...sales,
    totalRevenue: fromMinor(revenue),
    totalProfit: fromMinor(profit),
    totalSales: count,
    dailyStats: [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date)),
  };
}

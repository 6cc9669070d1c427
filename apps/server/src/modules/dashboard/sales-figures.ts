import { type DailyStat, type DashboardProduct, topProductsPerDay } from '@assist/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Period } from './period.js';
import { rowsOf } from '../../db/rows.js';

/** How many products the overview's top products list shows. */
export const topProductsShown = 5;

export interface SalesFigures {
  totalRevenue: string;
  totalProfit: string;
  totalTax: string;
  totalReturns: string;
  totalSales: number;
  topProducts: DashboardProduct[];
  dailyStats: DailyStat[];
}

/** Money as the answer spells it: 2 decimals, 0.00 for nothing. */
export const money = (value: SQL) => sql`round(coalesce(${value}, 0), 2)::text`;

/**
 * Totals, daily stats and top products of a period in one statement answering one JSON text,
 * read from the rollups the database keeps (migration 0006, DESIGN §5 "Revenue and profit"):
 * revenue = sale subtotals before tax - returned goods; profit = revenue - the cost of those
 * units at the time of sale; tax collected net of tax given back. Sales count on the day sold,
 * returns on the day made, both in the business's time zone (migration 0011). Days with sales or returns only, oldest first; a day's top
 * products (at most 3) come from the end of the (owner, day, revenue) index.
 */
export async function salesFigures(db: Db, ownerId: number, period: Period): Promise<SalesFigures> {
  const result = await db.execute(sql`
    with days as (
      select day, sales_count, subtotal - returns_amount as revenue, tax - returns_tax as tax,
        returns_amount as returns, cost - returns_cost as cost
      from sales_daily
      where owner_id = ${ownerId} and day between ${period.fromDate}::date and ${period.toDate}::date
        and (sales_count <> 0 or returns_count <> 0)
    ),
    top as (
      select product_id, sum(units)::int as units, sum(revenue) as revenue
      from sales_product_daily
      where owner_id = ${ownerId} and day between ${period.fromDate}::date and ${period.toDate}::date
      group by product_id
      having sum(revenue) > 0
      order by revenue desc, product_id desc
      limit ${topProductsShown}
    ),
    day_top as (
      select d.day, json_agg(json_build_object('productId', t.product_id, 'name', p.name, 'sales', t.units,
          'revenue', ${money(sql`t.revenue`)}) order by t.revenue desc, t.product_id desc) as products
      from days d
      cross join lateral (
        select product_id, units, revenue from sales_product_daily
        where owner_id = ${ownerId} and day = d.day and revenue > 0
        order by revenue desc, product_id desc
        limit ${topProductsPerDay}
      ) t
      join products p on p.id = t.product_id
      group by d.day
    )
    select json_build_object(
      'totalRevenue', (select ${money(sql`sum(revenue)`)} from days),
      'totalProfit', (select ${money(sql`sum(revenue) - sum(cost)`)} from days),
      'totalTax', (select ${money(sql`sum(tax)`)} from days),
      'totalReturns', (select ${money(sql`sum(returns)`)} from days),
      'totalSales', (select coalesce(sum(sales_count), 0)::int from days),
      'topProducts', coalesce((select json_agg(json_build_object('productId', t.product_id, 'name', p.name,
          'sales', t.units, 'revenue', ${money(sql`t.revenue`)}) order by t.revenue desc, t.product_id desc)
        from top t join products p on p.id = t.product_id), '[]'),
      'dailyStats', coalesce((select json_agg(json_build_object(
          'date', to_char(d.day, 'YYYY-MM-DD'), 'salesCount', d.sales_count, 'revenue', ${money(sql`d.revenue`)},
          'profit', ${money(sql`d.revenue - d.cost`)}, 'returns', ${money(sql`d.returns`)}, 'tax', ${money(sql`d.tax`)},
          'topProducts', coalesce(t.products, '[]')) order by d.day)
        from days d left join day_top t on t.day = d.day), '[]')
    )::text as figures`);
  const [row] = rowsOf<{ figures: string }>(result);
  return JSON.parse(row!.figures) as SalesFigures;
}

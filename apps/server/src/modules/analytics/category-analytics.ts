import type { CategoryAnalyticsQuery, CategoryAnalyticsRow } from '@assist/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { money } from '../dashboard/sales-figures.js';
import { rowsOf } from '../../db/rows.js';

/**
 * `GET /api/analytics/categories`: per product category, revenue (totalSales) and profit net of
 * customer returns, units sold, average profit per unit sold and margin percent (1 decimal, 0
 * without sales), best selling category first. Read in SQL from the per-day, per-product rollup
 * (days of the business's time zone); without dates it covers every sale the tenant ever made.
 */
export async function categoryAnalytics(
  db: Db,
  ownerId: number,
  query: CategoryAnalyticsQuery,
): Promise<CategoryAnalyticsRow[]> {
  const period: SQL =
    query.fromDate && query.toDate ? sql`and day between ${query.fromDate}::date and ${query.toDate}::date` : sql``;
  const result = await db.execute(sql`
    with by_product as (
      select product_id, sum(units) as units, sum(revenue) as revenue, sum(cost) as cost
      from sales_product_daily
      where owner_id = ${ownerId} ${period}
      group by product_id
    ),
    by_category as (
      select p.category, sum(b.units)::int as units, round(sum(b.revenue), 2) as revenue,
        round(sum(b.revenue) - sum(b.cost), 2) as profit
      from by_product b join products p on p.id = b.product_id
      group by p.category
      having sum(b.units) <> 0 or sum(b.revenue) <> 0
    )
    select coalesce(json_agg(json_build_object(
      'category', category,
      'totalSales', ${money(sql`revenue`)},
      'totalProfit', ${money(sql`profit`)},
      'itemsSold', units,
      'averageProfit', ${money(sql`profit / nullif(units, 0)`)},
      'margin', coalesce(round(profit * 100 / nullif(revenue, 0), 1), 0)
    ) order by revenue desc, units desc, category), '[]')::text as categories
    from by_category`);
  const [row] = rowsOf<{ categories: string }>(result);
  return JSON.parse(row!.categories) as CategoryAnalyticsRow[];
}

import type { CategoryAnalyticsQuery, CategoryAnalyticsRow } from '@assist/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type Period, periodOf } from '../dashboard/period.js';
import { money, periodLines } from '../dashboard/sales-figures.js';

/** Without dates the analytics cover every sale the tenant ever made. */
const allTime: Period = { fromDate: '', toDate: '', start: '-infinity', end: 'infinity' };

/**
 * `GET /api/analytics/categories`: per product category, revenue (totalSales) and profit net of
 * customer returns, units sold, average profit per unit sold and margin percent (1 decimal, 0
 * without sales), best selling category first. Computed in SQL from the same signed lines as the
 * dashboard.
 */
export async function categoryAnalytics(
  db: Db,
  ownerId: number,
  query: CategoryAnalyticsQuery,
): Promise<CategoryAnalyticsRow[]> {
  const period =
    query.fromDate && query.toDate ? periodOf({ fromDate: query.fromDate, toDate: query.toDate }) : allTime;
  const result = await db.execute(sql`
    with ${periodLines(ownerId, period)},
    by_product as (
      select product_id, sum(units) as units, sum(revenue) as revenue, sum(cost) as cost from lines group by product_id
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
  const [row] = (result as unknown as { rows: { categories: string }[] }).rows;
  return JSON.parse(row!.categories) as CategoryAnalyticsRow[];
}

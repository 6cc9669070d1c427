import { type DailyStat, type DashboardProduct, topProductsPerDay } from '@assist/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Period } from './period.js';

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
 * The sales side of a period's lines, signed: each line of a sale sold in the period (+), and
 * each returned line of a customer return made in the period (-), with the cost of those units
 * at the time of sale. Revenue and profit are net of returns on the day the return was made.
 *
 * The sales of the period come from the (owner_id, sold_at) index; their lines are read from the
 * sale_items covering index bounded by the smallest and largest sale id of the period (ids grow
 * with time, so the lines of a period sit together in the index), joined back to those sales.
 */
export function periodLines(ownerId: number, period: Period): SQL {
  return sql`
    s as materialized (
      select id, (sold_at at time zone 'UTC')::date as day, subtotal, tax
      from sales
      where owner_id = ${ownerId} and sold_at >= ${period.start}::timestamptz and sold_at < ${period.end}::timestamptz
    ),
    bounds as (select min(id) as lo, max(id) as hi from s),
    r as materialized (
      select id, (created_at at time zone 'UTC')::date as day, amount, tax
      from sale_returns
      where owner_id = ${ownerId} and created_at >= ${period.start}::timestamptz
        and created_at < ${period.end}::timestamptz
    ),
    lines as (
      select s.day, si.product_id, si.units, si.total_price as revenue, si.unit_cost * si.units as cost
      from bounds
      join sale_items si on si.owner_id = ${ownerId} and si.sale_id between bounds.lo and bounds.hi
      join s on s.id = si.sale_id
      union all
      select r.day, si.product_id, -ri.units, -ri.amount, -(si.unit_cost * ri.units)
      from r
      join sale_return_items ri on ri.return_id = r.id
      join sale_items si on si.id = ri.sale_item_id
    )`;
}

/**
 * Totals, daily stats and top products of a period in one statement answering one JSON text
 * (DESIGN §5 "Revenue and profit"): revenue = sale subtotals before tax - returned goods; profit =
 * revenue - cost of those units at the time of sale; tax collected net of tax given back. Days
 * with sales or returns only, oldest first; at most 3 top products per day, by revenue.
 */
export async function salesFigures(db: Db, ownerId: number, period: Period): Promise<SalesFigures> {
  const result = await db.execute(sql`
    with ${periodLines(ownerId, period)},
    grouped as (
      select day, product_id, sum(units)::int as units, sum(revenue) as revenue, sum(cost) as cost,
        grouping(day) as all_days, grouping(product_id) as all_products
      from lines
      group by grouping sets ((day, product_id), (product_id), (day))
    ),
    sales_days as (select day, count(*)::int as n, sum(subtotal) as gross, sum(tax) as tax from s group by day),
    return_days as (select day, sum(amount) as amount, sum(tax) as tax from r group by day),
    days as (
      select d.day, coalesce(sd.n, 0) as sales_count,
        coalesce(sd.gross, 0) - coalesce(rd.amount, 0) as revenue,
        coalesce(sd.tax, 0) - coalesce(rd.tax, 0) as tax,
        coalesce(rd.amount, 0) as returns,
        coalesce(c.cost, 0) as cost
      from (select day from sales_days union select day from return_days) d
      left join sales_days sd on sd.day = d.day
      left join return_days rd on rd.day = d.day
      left join grouped c on c.all_products = 1 and c.day = d.day
    ),
    day_products as (
      select g.day, g.product_id, g.units, g.revenue,
        row_number() over (partition by g.day order by g.revenue desc, g.units desc, g.product_id) as rank
      from grouped g
      where g.all_days = 0 and g.all_products = 0 and g.revenue > 0
    ),
    day_top as (
      select dp.day, json_agg(json_build_object('productId', dp.product_id, 'name', p.name, 'sales', dp.units,
          'revenue', ${money(sql`dp.revenue`)}) order by dp.rank) as products
      from day_products dp join products p on p.id = dp.product_id
      where dp.rank <= ${topProductsPerDay}
      group by dp.day
    ),
    top as (
      select g.product_id, p.name, g.units, g.revenue
      from grouped g join products p on p.id = g.product_id
      where g.all_days = 1 and g.revenue > 0
      order by g.revenue desc, g.units desc, g.product_id
      limit ${topProductsShown}
    )
    select json_build_object(
      'totalRevenue', (select ${money(sql`sum(revenue)`)} from days),
      'totalProfit', (select ${money(sql`sum(revenue) - sum(cost)`)} from days),
      'totalTax', (select ${money(sql`sum(tax)`)} from days),
      'totalReturns', (select ${money(sql`sum(returns)`)} from days),
      'totalSales', (select count(*)::int from s),
      'topProducts', coalesce((select json_agg(json_build_object('productId', product_id, 'name', name,
          'sales', units, 'revenue', ${money(sql`revenue`)}) order by revenue desc, units desc, product_id) from top), '[]'),
      'dailyStats', coalesce((select json_agg(json_build_object(
          'date', to_char(d.day, 'YYYY-MM-DD'), 'salesCount', d.sales_count, 'revenue', ${money(sql`d.revenue`)},
          'profit', ${money(sql`d.revenue - d.cost`)}, 'returns', ${money(sql`d.returns`)}, 'tax', ${money(sql`d.tax`)},
          'topProducts', coalesce(t.products, '[]')) order by d.day)
        from days d left join day_top t on t.day = d.day), '[]')
    )::text as figures`);
  const [row] = (result as unknown as { rows: { figures: string }[] }).rows;
  return JSON.parse(row!.figures) as SalesFigures;
}

import type { RecentActivity } from '@assist/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Period } from './period.js';
import { rowsOf } from '../../db/rows.js';

/** How many sales and returns the recent activity list shows. */
export const recentActivityShown = 10;

interface ActivityRow {
  type: 'sale' | 'return';
  reference: string;
  itemCount: number;
  timestamp: string;
  amount: string;
}

/**
 * The period's latest sales (what the customer paid, tax included) and customer returns (what
 * was given back, negative), newest first.
 */
export async function recentActivity(db: Db, ownerId: number, period: Period): Promise<RecentActivity[]> {
  const result = await db.execute(sql`
    select type, reference, "itemCount", to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as timestamp,
      amount::text as amount
    from (
      (select 'sale' as type, s.sale_ref as reference, s.sold_at as at, s.total as amount, s.id,
        (select count(*)::int from sale_items si where si.owner_id = ${ownerId} and si.sale_id = s.id) as "itemCount"
      from sales s
      where s.owner_id = ${ownerId} and s.sold_at >= ${period.start}::timestamptz and s.sold_at < ${period.end}::timestamptz
      order by s.sold_at desc, s.id desc limit ${recentActivityShown})
      union all
      (select 'return', s.sale_ref, r.created_at, -(r.amount + r.tax), r.id,
        (select count(*)::int from sale_return_items ri where ri.return_id = r.id)
      from sale_returns r join sales s on s.id = r.sale_id
      where r.owner_id = ${ownerId} and r.created_at >= ${period.start}::timestamptz
        and r.created_at < ${period.end}::timestamptz
      order by r.created_at desc, r.id desc limit ${recentActivityShown})
    ) a
    order by at desc, id desc
    limit ${recentActivityShown}`);
  return rowsOf<ActivityRow>(result).map((row) => ({
    ...row,
    description:
      row.type === 'sale'
        ? `Sale ${row.reference} (${row.itemCount} ${row.itemCount === 1 ? 'item' : 'items'})`
        : `Return for sale ${row.reference}`,
  }));
}

import { type MarketplaceActivity, type PeriodQuery, fromMinor, sum, toMinor } from '@assist/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { periodOrDefault } from '../dashboard/period.js';
import { listBalances } from '../transfers/balances.js';
import { businessCurrency } from '../transfers/trade-currency.js';

interface ActivityRow {
  has_marketplace: boolean;
  pending_join: number;
  pending_purchase: number;
  approved: number;
  approved_amount: string | null;
}

/**
 * `GET /api/marketplace/activity?fromDate&toDate`: the supplier dashboard's marketplace figures.
 * Requests waiting are counted now; orders approved are purchase requests approved in the period
 * (reviewed_at within its days in the business's time zone, as the dashboard's); what retailers
 * owe is the sum of the transfer balances owed to the supplier now, in its currency (balances in
 * another currency are never added to it).
 */
export async function marketplaceActivity(
  db: Db,
  ownerId: number,
  timeZone: string,
  query: PeriodQuery,
): Promise<MarketplaceActivity> {
  const period = periodOrDefault(query, timeZone);
  const [row] = rowsOf<ActivityRow>(
    await db.execute(sql`
      select exists (select 1 from marketplaces where owner_id = ${ownerId}) as has_marketplace,
        (select count(*)::int from marketplace_access where owner_id = ${ownerId} and status = 'pending') as pending_join,
        (select count(*)::int from purchase_requests where owner_id = ${ownerId} and status = 'pending') as pending_purchase,
        (select count(*)::int from purchase_requests where owner_id = ${ownerId} and status = 'approved'
          and reviewed_at >= ${period.start}::timestamptz and reviewed_at < ${period.end}::timestamptz) as approved,
        (select coalesce(sum(total_amount), 0)::text from purchase_requests where owner_id = ${ownerId}
          and status = 'approved' and reviewed_at >= ${period.start}::timestamptz
          and reviewed_at < ${period.end}::timestamptz) as approved_amount`),
  );
  const currency = await businessCurrency(db, ownerId);
  const owed = (await listBalances(db, ownerId)).filter(
    (balance) => balance.type === 'owed' && balance.currency === currency && balance.totalOutstanding !== '0.00',
  );
  const pendingJoin = Number(row?.pending_join ?? 0);
  const pendingPurchase = Number(row?.pending_purchase ?? 0);
  return {
    hasMarketplace: Boolean(row?.has_marketplace),
    pendingJoinRequests: pendingJoin,
    pendingPurchaseRequests: pendingPurchase,
    requestsWaiting: pendingJoin + pendingPurchase,
    ordersApproved: Number(row?.approved ?? 0),
    ordersApprovedAmount: fromMinor(toMinor(row?.approved_amount ?? '0')),
    owedByRetailers: fromMinor(sum(owed.map((balance) => toMinor(balance.totalOutstanding)))),
    retailersOwing: owed.length,
    dateRange: { from: period.fromDate, to: period.toDate },
  };
}

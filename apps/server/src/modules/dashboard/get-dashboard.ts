import { type DashboardQuery, type DashboardResponse, dashboardAnalytics, fromMinor, toMinor } from '@assist/domain';
import type { Db } from '../../db/client.js';
import { lowStock } from './low-stock.js';
import { moneyFigures } from './money-figures.js';
import { periodOrDefault, todayIn } from './period.js';
import { recentActivity } from './recent-activity.js';
import { salesFigures } from './sales-figures.js';
import { tradeSalesDays, withTradeSales } from './trade-sales.js';

/**
 * `GET /api/dashboard`: every figure of the period computed in SQL, scoped to the tenant, its days
 * those of the business's time zone; a seller's approved marketplace orders count as its sales
 * (trade-sales.ts). The reads are independent; on PostgreSQL they run side
 * by side on the pool's connections.
 */
export async function getDashboard(
  db: Db,
  ownerId: number,
  timeZone: string,
  query: DashboardQuery,
): Promise<DashboardResponse> {
  const period = periodOrDefault(query, timeZone);
  const [tillSales, tradeDays, money, stock, activity] = await Promise.all([
    salesFigures(db, ownerId, period),
    tradeSalesDays(db, ownerId, period),
    moneyFigures(db, ownerId, period),
    lowStock(db, ownerId, todayIn(timeZone)),
    recentActivity(db, ownerId, period),
  ]);
  const sales = withTradeSales(tillSales, tradeDays);
  // Both come from SQL as exact cents; the difference is taken in integer minor units.
  const netProfit = fromMinor(toMinor(sales.totalProfit) - toMinor(money.totalExpenses));
  return {
    ...sales,
    ...money,
    netProfit,
    ...stock,
    recentActivity: activity,
    analytics: dashboardAnalytics({
      totalRevenue: sales.totalRevenue,
      totalProfit: sales.totalProfit,
      totalSales: sales.totalSales,
      days: sales.dailyStats.length,
      lowStockCount: stock.lowStockCount,
      bestSellingProduct: sales.topProducts[0]?.name ?? null,
    }),
    dateRange: { from: period.fromDate, to: period.toDate },
  };
}

import { type CategoryAnalyticsRow, fromMinor, percentOf, sum, toMinor } from '@assist/domain';

export interface CategorySummary {
  totalSales: string;
  totalProfit: string;
  /** Profit over sales x 100, 1 decimal (0 without sales). */
  margin: number;
  itemsSold: number;
  topCategory: string | null;
}

/** The four summary cards: sums in minor units, the top category is the first (best selling) row. */
export function categorySummary(rows: readonly CategoryAnalyticsRow[]): CategorySummary {
  const sales = sum(rows.map((row) => toMinor(row.totalSales)));
  const profit = sum(rows.map((row) => toMinor(row.totalProfit)));
  return {
    totalSales: fromMinor(sales),
    totalProfit: fromMinor(profit),
    margin: percentOf(profit, sales),
    itemsSold: rows.reduce((total, row) => total + row.itemsSold, 0),
    topCategory: rows[0]?.category ?? null,
  };
}

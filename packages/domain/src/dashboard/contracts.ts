import { z } from 'zod';
import { daysUntil, isIsoDate } from '../inventory/expiry.js';

/** User-visible texts of the dashboard and category analytics (spec part 1 §8). */
export const dashboardMessages = {
  invalidDate: 'Dates must be valid calendar dates (YYYY-MM-DD)',
  bothDates: 'Choose both a from date and a to date',
  fromAfterTo: 'The from date must be on or before the to date',
  rangeTooLong: 'The date range can be at most 366 days',
  loadFailed: 'Failed to load dashboard data',
  analyticsLoadFailed: 'Failed to load category analytics data',
} as const;
const m = dashboardMessages;

/** The longest period one dashboard or analytics call may cover, in days (both ends included). */
export const maxRangeDays = 366;

const isoDay = z.string().refine(isIsoDate, m.invalidDate);

/**
 * A period of calendar days, both included: both ends or neither (neither = the default range,
 * the last 30 days), from on or before to, at most 366 days.
 */
export const PeriodQuery = z
  .object({ fromDate: isoDay.optional(), toDate: isoDay.optional() })
  .superRefine((value, ctx) => {
    const { fromDate, toDate } = value;
    if (!fromDate && !toDate) return;
    if (!fromDate || !toDate) {
      ctx.addIssue({ code: 'custom', path: [fromDate ? 'toDate' : 'fromDate'], message: m.bothDates });
      return;
    }
    const days = daysUntil(toDate, fromDate);
    if (days === null) return; // an invalid date already has its issue
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['fromDate'], message: m.fromAfterTo });
    else if (days + 1 > maxRangeDays) ctx.addIssue({ code: 'custom', path: ['toDate'], message: m.rangeTooLong });
  });
export type PeriodQuery = z.infer<typeof PeriodQuery>;

/** `GET /api/dashboard?fromDate&toDate` (yyyy-MM-dd). */
export const DashboardQuery = PeriodQuery;
export type DashboardQuery = PeriodQuery;

/** A product's sales in the period: `sales` in units sold (net of units returned), revenue before tax. */
export const DashboardProduct = z.object({
  productId: z.number(),
  name: z.string(),
  sales: z.number(),
  revenue: z.string(),
});
export type DashboardProduct = z.infer<typeof DashboardProduct>;

/** A product whose live lots hold 10 units or fewer. */
export const LowStockItem = z.object({
  productId: z.number(),
  product: z.object({ name: z.string() }),
  availableBoxes: z.number(),
  availableUnits: z.number(),
});
export type LowStockItem = z.infer<typeof LowStockItem>;

/**
 * A sale (amount paid, tax included, positive) or a customer return (money given back,
 * negative). `reference` is the sale's reference; `description` the English line.
 */
export const RecentActivity = z.object({
  type: z.enum(['sale', 'return']),
  reference: z.string(),
  itemCount: z.number(),
  description: z.string(),
  timestamp: z.string(),
  amount: z.string(),
});
export type RecentActivity = z.infer<typeof RecentActivity>;

/** One calendar day with sales or returns; top products at most 3. */
export const DailyStat = z.object({
  date: z.string(),
  salesCount: z.number(),
  revenue: z.string(),
  profit: z.string(),
  returns: z.string(),
  tax: z.string(),
  topProducts: z.array(DashboardProduct),
});
export type DailyStat = z.infer<typeof DailyStat>;

/** The analytics tab's derived figures (see dashboardAnalytics). */
export const DashboardAnalytics = z.object({
  averageDailyRevenue: z.string(),
  averageDailyProfit: z.string(),
  /** Percent with 1 decimal: profit over revenue (0 without revenue). */
  profitMargin: z.number(),
  /** Sales per day with 1 decimal. */
  salesVelocity: z.number(),
  productsNeedingAttention: z.number(),
  bestSellingProduct: z.string().nullable(),
});
export type DashboardAnalytics = z.infer<typeof DashboardAnalytics>;

/**
 * The dashboard of a period (spec part 1 §3 "Dashboard response", DESIGN §5 "Revenue and profit").
 * Money as 2-decimal strings. Revenue = sale subtotals before tax minus returned goods; profit =
 * revenue minus those units' cost at the time of sale; netProfit = profit - expenses.
 */
export const DashboardResponse = z.object({
  totalRevenue: z.string(),
  totalProfit: z.string(),
  totalDiscountProfit: z.string(),
  totalExpenses: z.string(),
  netProfit: z.string(),
  totalTax: z.string(),
  totalReturns: z.string(),
  totalSales: z.number(),
  lowStockCount: z.number(),
  lowStockItems: z.array(LowStockItem),
  topProducts: z.array(DashboardProduct),
  recentActivity: z.array(RecentActivity),
  dailyStats: z.array(DailyStat),
  analytics: DashboardAnalytics,
  dateRange: z.object({ from: z.string(), to: z.string() }),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;

/** `GET /api/analytics/categories?fromDate&toDate`: both optional (neither = all time). */
export const CategoryAnalyticsQuery = PeriodQuery;
export type CategoryAnalyticsQuery = PeriodQuery;

/**
 * One category's sales (spec part 1 §3 "Category analytics row"): revenue and profit net of
 * returns, units sold, average profit per unit sold, margin percent with 1 decimal.
 */
export const CategoryAnalyticsRow = z.object({
  category: z.string(),
  totalSales: z.string(),
  totalProfit: z.string(),
  itemsSold: z.number(),
  averageProfit: z.string(),
  margin: z.number(),
});
export type CategoryAnalyticsRow = z.infer<typeof CategoryAnalyticsRow>;

export const CategoryAnalyticsResponse = z.array(CategoryAnalyticsRow);
export type CategoryAnalyticsResponse = z.infer<typeof CategoryAnalyticsResponse>;

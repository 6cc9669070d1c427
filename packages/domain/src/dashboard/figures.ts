import { type Minor, divide, fromMinor, toMinor } from '../common/money.js';
import { daysUntil, isIsoDate } from '../inventory/expiry.js';
import type { DashboardAnalytics, DailyStat } from './contracts.js';

/** The range selector's presets in days (spec part 1 §9); 30 is the default. */
export const rangePresets = [7, 30, 90] as const;
export type RangePreset = (typeof rangePresets)[number];
export const defaultRangePreset: RangePreset = 30;

/** What the range selector holds: a preset, or custom with whatever the two date inputs say. */
export type RangeChoice = { preset: RangePreset } | { preset: 'custom'; from: string; to: string };

export interface DayRange {
  fromDate: string;
  toDate: string;
}

/** Top products shown per day in the Daily Breakdown (spec part 1 §9). */
export const topProductsPerDay = 3;

/** A calendar day `days` after `date` ("YYYY-MM-DD", negative goes back): addDays('2026-03-01', -1) = '2026-02-28'. */
export function addDays(date: string, days: number): string {
  if (!isIsoDate(date)) throw new RangeError(`Not a date: ${date}`);
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** The last `days` calendar days ending today, both included: 7 days to 2026-01-10 start on 2026-01-04. */
export function presetRange(days: number, today: string): DayRange {
  return { fromDate: addDays(today, -(days - 1)), toDate: today };
}

/**
 * The range a choice asks for (spec part 1 §4): a preset counts back from today; custom applies
 * only when both dates are filled (and real dates in order), otherwise the default 30 days.
 */
export function rangeOf(choice: RangeChoice, today: string): DayRange {
  if (choice.preset !== 'custom') return presetRange(choice.preset, today);
  const { from, to } = choice;
  if (isIsoDate(from) && isIsoDate(to) && from <= to) return { fromDate: from, toDate: to };
  return presetRange(defaultRangePreset, today);
}

/** Calendar days from `fromDate` to `toDate`, both included (0 when reversed or not dates). */
export function daysIn({ fromDate, toDate }: DayRange): number {
  const days = daysUntil(toDate, fromDate);
  return days === null || days < 0 ? 0 : days + 1;
}

/** numerator / denominator x 100 with 1 decimal, half away from zero; 0 when the denominator is 0. */
export function percentOf(numerator: Minor, denominator: Minor): number {
  if (denominator === 0) return 0;
  return tenths((numerator * 1000) / denominator);
}

/** A count per day with 1 decimal: 7 sales over 3 days = 2.3; 0 over no days. */
export function perDay(count: number, days: number): number {
  if (days <= 0) return 0;
  return tenths((count * 10) / days);
}

/** Rounds a number of tenths to the nearest whole tenth, half away from zero, as a decimal number. */
function tenths(value: number): number {
  const rounded = Math.round(Math.abs(value) + 1e-9);
  return (value < 0 ? -rounded : rounded) / 10;
}

export interface AnalyticsInput {
  totalRevenue: string;
  totalProfit: string;
  totalSales: number;
  /** Number of daily stats entries: the averages divide by it (spec part 1 §9). */
  days: number;
  lowStockCount: number;
  bestSellingProduct: string | null;
}

/**
 * The analytics tab. Example: revenue 100.00 and profit 25.00 over 3 days with 7 sales ->
 * average daily revenue 33.33, average daily profit 8.33, margin 25.0, velocity 2.3.
 */
export function dashboardAnalytics(input: AnalyticsInput): DashboardAnalytics {
  const revenue = toMinor(input.totalRevenue);
  const profit = toMinor(input.totalProfit);
  const average = (amount: Minor) => fromMinor(input.days > 0 ? divide(amount, input.days) : 0);
  return {
    averageDailyRevenue: average(revenue),
    averageDailyProfit: average(profit),
    profitMargin: percentOf(profit, revenue),
    salesVelocity: perDay(input.totalSales, input.days),
    productsNeedingAttention: input.lowStockCount,
    bestSellingProduct: input.bestSellingProduct,
  };
}

export type MarginBadge = 'default' | 'secondary' | 'destructive';

/** Category margin badge (spec part 1 §5): 20% or more default, 10 to below 20 secondary, below 10 destructive. */
export function marginBadge(margin: number): MarginBadge {
  if (margin >= 20) return 'default';
  if (margin >= 10) return 'secondary';
  return 'destructive';
}

/** Profit shows green when not negative, red otherwise (spec part 1 §5). */
export function profitTone(profit: string): 'positive' | 'negative' {
  return toMinor(profit) < 0 ? 'negative' : 'positive';
}

/** One point of the sales trend chart. */
export interface TrendPoint {
  date: string;
  revenue: number;
  profit: number;
  salesCount: number;
}

/**
 * Every day of the range in order, with the daily stats' revenue and profit and zero on days
 * without sales, so the trend line does not skip quiet days. At most 366 points.
 */
export function trendSeries(range: DayRange, dailyStats: readonly DailyStat[]): TrendPoint[] {
  const byDate = new Map(dailyStats.map((stat) => [stat.date, stat]));
  const days = Math.min(daysIn(range), 366);
  const points: TrendPoint[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(range.fromDate, i);
    const stat = byDate.get(date);
    points.push({
      date,
      revenue: stat ? toMinor(stat.revenue) / 100 : 0,
      profit: stat ? toMinor(stat.profit) / 100 : 0,
      salesCount: stat?.salesCount ?? 0,
    });
  }
  return points;
}

import { describe, expect, it } from 'vitest';
import type { DailyStat } from './contracts.js';
import {
  addDays,
  daysIn,
  dashboardAnalytics,
  marginBadge,
  percentOf,
  perDay,
  presetRange,
  profitTone,
  rangeOf,
  trendSeries,
} from './figures.js';

describe('dashboard ranges', () => {
  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-10', 0, '2026-01-10'],
  ])('addDays(%s, %d) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    [7, '2026-01-10', '2026-01-04'],
    [30, '2026-01-30', '2026-01-01'],
    [90, '2026-03-31', '2026-01-01'],
  ])('the last %d days to %s start on %s', (days, today, from) => {
    expect(presetRange(days, today)).toEqual({ fromDate: from, toDate: today });
    expect(daysIn(presetRange(days, today))).toBe(days);
  });

  const today = '2026-11-22';
  const thirty = { fromDate: '2026-10-24', toDate: today };
  it.each([
    ['7 days', { preset: 7 as const }, { fromDate: '2026-11-16', toDate: today }],
    ['30 days (default)', { preset: 30 as const }, thirty],
    ['90 days', { preset: 90 as const }, { fromDate: '2026-08-25', toDate: today }],
    [
      'custom with both dates',
      { preset: 'custom' as const, from: '2026-01-01', to: '2026-01-31' },
      { fromDate: '2026-01-01', toDate: '2026-01-31' },
    ],
    ['custom with one date: default', { preset: 'custom' as const, from: '2026-01-01', to: '' }, thirty],
    ['custom with no dates: default', { preset: 'custom' as const, from: '', to: '' }, thirty],
    ['custom reversed: default', { preset: 'custom' as const, from: '2026-02-01', to: '2026-01-01' }, thirty],
    ['custom one day', { preset: 'custom' as const, from: today, to: today }, { fromDate: today, toDate: today }],
  ])('%s', (_name, choice, expected) => {
    expect(rangeOf(choice, today)).toEqual(expected);
  });

  it('counts no days in a reversed range', () => {
    expect(daysIn({ fromDate: '2026-02-01', toDate: '2026-01-01' })).toBe(0);
  });
});

describe('analytics figures', () => {
  it.each([
    [2500, 10000, 25],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1225, 10000, 12.3],
    [-500, 10000, -5],
    [-1, 3, -33.3],
    [100, 0, 0],
    [0, 0, 0],
  ])('percentOf(%d, %d) = %d', (numerator, denominator, expected) => {
    expect(percentOf(numerator, denominator)).toBe(expected);
  });

  it.each([
    [7, 3, 2.3],
    [10, 4, 2.5],
    [0, 5, 0],
    [5, 0, 0],
    [1, 6, 0.2],
  ])('perDay(%d, %d) = %d', (count, days, expected) => {
    expect(perDay(count, days)).toBe(expected);
  });

  it('averages divide by the daily stats entries and the margin is profit over revenue', () => {
    expect(
      dashboardAnalytics({
        totalRevenue: '100.00',
        totalProfit: '25.00',
        totalSales: 7,
        days: 3,
        lowStockCount: 4,
        bestSellingProduct: 'Amoxicillin 500mg',
      }),
    ).toEqual({
      averageDailyRevenue: '33.33',
      averageDailyProfit: '8.33',
      profitMargin: 25,
      salesVelocity: 2.3,
      productsNeedingAttention: 4,
      bestSellingProduct: 'Amoxicillin 500mg',
    });
  });

  it('answers zeros for a period without sales', () => {
    expect(
      dashboardAnalytics({
        totalRevenue: '0.00',
        totalProfit: '0.00',
        totalSales: 0,
        days: 0,
        lowStockCount: 0,
        bestSellingProduct: null,
      }),
    ).toEqual({
      averageDailyRevenue: '0.00',
      averageDailyProfit: '0.00',
      profitMargin: 0,
      salesVelocity: 0,
      productsNeedingAttention: 0,
      bestSellingProduct: null,
    });
  });

  it.each([
    [35.2, 'default'],
    [20, 'default'],
    [19.9, 'secondary'],
    [10, 'secondary'],
    [9.9, 'destructive'],
    [0, 'destructive'],
    [-12, 'destructive'],
  ])('a margin of %d%% has the %s badge', (margin, badge) => {
    expect(marginBadge(margin)).toBe(badge);
  });

  it.each([
    ['12.50', 'positive'],
    ['0.00', 'positive'],
    ['-0.01', 'negative'],
  ])('profit %s is %s', (profit, tone) => {
    expect(profitTone(profit)).toBe(tone);
  });
});

describe('trend series', () => {
  const stat = (date: string, revenue: string, profit: string, salesCount: number): DailyStat => ({
    date,
    salesCount,
    revenue,
    profit,
    returns: '0.00',
    tax: '0.00',
    topProducts: [],
  });

  it('has every day of the range, zero where nothing sold', () => {
    const series = trendSeries({ fromDate: '2026-02-27', toDate: '2026-03-02' }, [
      stat('2026-02-28', '10.50', '2.25', 2),
      stat('2026-03-02', '4.00', '-1.00', 1),
    ]);
    expect(series).toEqual([
      { date: '2026-02-27', revenue: 0, profit: 0, salesCount: 0 },
      { date: '2026-02-28', revenue: 10.5, profit: 2.25, salesCount: 2 },
      { date: '2026-03-01', revenue: 0, profit: 0, salesCount: 0 },
      { date: '2026-03-02', revenue: 4, profit: -1, salesCount: 1 },
    ]);
  });
});

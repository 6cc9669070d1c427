import type { DashboardResponse } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { type ReportLabels, dashboardCsv, reportFileName } from './report-csv';

const labels: ReportLabels = {
  date: 'Date',
  salesCount: 'Sales',
  revenue: 'Revenue',
  returns: 'Returns',
  tax: 'Tax',
  profit: 'Profit',
  total: 'Total',
  period: 'Period',
  totalRevenue: 'Total Revenue',
  totalProfit: 'Total Profit',
  totalDiscountProfit: 'Discount Profit',
  totalExpenses: 'Expenses',
  netProfit: 'Net Profit',
  totalTax: 'Tax',
  totalReturns: 'Returns',
  totalSales: 'Total Sales',
};

const day = (date: string, salesCount: number, revenue: string, profit: string) => ({
  date,
  salesCount,
  revenue,
  profit,
  returns: '0.00',
  tax: '1.00',
  topProducts: [],
});

const data: DashboardResponse = {
  totalRevenue: '30.00',
  totalProfit: '14.00',
  totalDiscountProfit: '10.00',
  totalExpenses: '4.00',
  netProfit: '10.00',
  totalTax: '2.00',
  totalReturns: '0.00',
  totalSales: 3,
  lowStockCount: 0,
  lowStockItems: [],
  topProducts: [],
  recentActivity: [],
  dailyStats: [day('2026-11-20', 1, '10.00', '4.00'), day('2026-11-21', 2, '20.00', '10.00')],
  analytics: {
    averageDailyRevenue: '15.00',
    averageDailyProfit: '7.00',
    profitMargin: 46.7,
    salesVelocity: 1.5,
    productsNeedingAttention: 0,
    bestSellingProduct: null,
  },
  dateRange: { from: '2026-11-16', to: '2026-11-22' },
};

describe('dashboard report CSV', () => {
  it('has a row per day, a total row and the period figures', () => {
    const csv = dashboardCsv(data, labels);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Date,Sales,Revenue,Returns,Tax,Profit',
      '2026-11-20,1,10.00,0.00,1.00,4.00',
      '2026-11-21,2,20.00,0.00,1.00,10.00',
      'Total,3,30.00,0.00,2.00,14.00',
      '',
      'Period,2026-11-16 - 2026-11-22',
      'Total Revenue,30.00',
      'Total Profit,14.00',
      'Discount Profit,10.00',
      'Expenses,4.00',
      'Net Profit,10.00',
      'Tax,2.00',
      'Returns,0.00',
      'Total Sales,3',
      '',
    ]);
  });

  it('quotes labels with commas and quotes, keeps negative amounts as numbers and defuses formulas', () => {
    const csv = dashboardCsv(
      { ...data, totalProfit: '-3.50', dailyStats: [] },
      { ...labels, date: 'Day, UTC', total: 'The "total"', period: '=cmd' },
    );
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('"Day, UTC",Sales,Revenue,Returns,Tax,Profit');
    expect(lines[1]).toBe('"The ""total""",3,30.00,0.00,2.00,-3.50');
    expect(lines[3]).toBe("'=cmd,2026-11-16 - 2026-11-22");
  });

  it('names the file after the period', () => {
    expect(reportFileName(data)).toBe('dashboard-2026-11-16-to-2026-11-22.csv');
  });
});

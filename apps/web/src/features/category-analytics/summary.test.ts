import { describe, expect, it } from 'vitest';
import { categorySummary } from './summary';

const row = (category: string, totalSales: string, totalProfit: string, itemsSold: number) => ({
  category,
  totalSales,
  totalProfit,
  itemsSold,
  averageProfit: '0.00',
  margin: 0,
});

describe('category summary', () => {
  it('adds the categories up and names the best seller', () => {
    expect(categorySummary([row('medications', '20.10', '10.05', 10), row('vitamins', '10.20', '4.00', 2)])).toEqual({
      totalSales: '30.30',
      totalProfit: '14.05',
      margin: 46.4,
      itemsSold: 12,
      topCategory: 'medications',
    });
  });

  it('is zero without sales', () => {
    expect(categorySummary([])).toEqual({
      totalSales: '0.00',
      totalProfit: '0.00',
      margin: 0,
      itemsSold: 0,
      topCategory: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { clearedFilters, currentMonthTotal, expenseQuery, initialFilters, totalOf } from './expense-filters';

const today = new Date(2026, 10, 22);

describe('expense filters', () => {
  it('start at this year, every month and category', () => {
    expect(initialFilters(today)).toEqual({ year: 2026, month: 'all', category: 'all' });
    expect(expenseQuery(initialFilters(today))).toEqual({ year: 2026 });
  });

  it.each([
    [
      { year: 2025, month: 3, category: 'all' },
      { year: 2025, month: 3 },
    ],
    [
      { year: 2026, month: 'all', category: 'rent' },
      { year: 2026, category: 'rent' },
    ],
    [
      { year: 2026, month: 12, category: 'salaries' },
      { year: 2026, month: 12, category: 'salaries' },
    ],
  ] as const)('%j -> %j', (filters, query) => {
    expect(expenseQuery(filters)).toEqual(query);
  });

  it('Clear Filters resets month and category and keeps the year', () => {
    expect(clearedFilters({ year: 2024, month: 5, category: 'marketing' })).toEqual({
      year: 2024,
      month: 'all',
      category: 'all',
    });
  });
});

describe('expense totals', () => {
  it.each([
    [[], '0.00'],
    [['0.10', '0.10', '0.10'], '0.30'],
    [['1500000.00', '60000.00', '0.01'], '1560000.01'],
  ])('%j -> %s', (amounts, total) => {
    expect(totalOf(amounts.map((amount) => ({ amount })))).toBe(total);
  });

  it('finds this month in the summary by its zero-padded key', () => {
    const summary = [
      { month: '2026-01', total: '10.00' },
      { month: '2026-11', total: '2000.50' },
    ];
    expect(currentMonthTotal(summary, today)).toBe('2000.50');
    expect(currentMonthTotal(summary, new Date(2026, 0, 5))).toBe('10.00');
    expect(currentMonthTotal(summary, new Date(2026, 1, 5))).toBe('0.00');
  });
});

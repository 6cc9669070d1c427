import { describe, expect, it } from 'vitest';
import { expenseCategories, expenseCategoryLabel, expenseMonthKey, expenseYearChoices } from './categories.js';

describe('expense categories', () => {
  it('are the spec’s six with its labels', () => {
    expect(expenseCategories.map((c) => [c.value, c.label])).toEqual([
      ['rent', 'Rent & Utilities'],
      ['supplies', 'Supplies & Inventory'],
      ['marketing', 'Marketing & Advertising'],
      ['salaries', 'Salaries & Wages'],
      ['utilities', 'Utilities'],
      ['other', 'Other'],
    ]);
    expect(expenseCategoryLabel('salaries')).toBe('Salaries & Wages');
  });
});

describe('expenseMonthKey', () => {
  it.each([
    [2026, 1, '2026-01'],
    [2026, 11, '2026-11'],
    [2025, 9, '2025-09'],
  ])('%i, %i -> %s', (year, month, key) => {
    expect(expenseMonthKey(year, month)).toBe(key);
  });
});

describe('expenseYearChoices', () => {
  it.each([
    ['no expenses yet: this year and two before', { firstYear: null, lastYear: null }, [2026, 2025, 2024]],
    ['expenses only this year', { firstYear: 2026, lastYear: 2026 }, [2026, 2025, 2024]],
    ['expenses since 2021', { firstYear: 2021, lastYear: 2026 }, [2026, 2025, 2024, 2023, 2022, 2021]],
    ['an expense dated next year', { firstYear: 2025, lastYear: 2027 }, [2027, 2026, 2025, 2024]],
  ])('%s', (_, range, years) => {
    expect(expenseYearChoices(2026, range)).toEqual(years);
  });
});

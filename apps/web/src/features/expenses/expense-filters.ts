import {
  type Expense,
  type ExpenseCategory,
  type ExpenseListQuery,
  type ExpenseSummary,
  expenseMonthKey,
  fromMinor,
  sum,
  toMinor,
} from '@assist/domain';

/** The page's filters: a year always, a month (1-12) and a category or all. */
export interface ExpenseFilters {
  year: number;
  month: number | 'all';
  category: ExpenseCategory | 'all';
}

export const initialFilters = (today: Date): ExpenseFilters => ({
  year: today.getFullYear(),
  month: 'all',
  category: 'all',
});

/** Clear Filters (spec part 1 §2): month and category back to all; the year stays. */
export const clearedFilters = (filters: ExpenseFilters): ExpenseFilters => ({
  ...filters,
  month: 'all',
  category: 'all',
});

export const hasNarrowingFilters = (filters: ExpenseFilters) => filters.month !== 'all' || filters.category !== 'all';

/** The query of `GET /api/expenses` for the filters. */
export function expenseQuery(filters: ExpenseFilters): ExpenseListQuery {
  return {
    year: filters.year,
    ...(filters.month === 'all' ? {} : { month: filters.month }),
    ...(filters.category === 'all' ? {} : { category: filters.category }),
  };
}

/** The total of the listed expenses, added in minor units: three of "0.10" make "0.30". */
export function totalOf(expenses: readonly Pick<Expense, 'amount'>[]): string {
  return fromMinor(sum(expenses.map((e) => toMinor(e.amount))));
}

/** This month's total from the current year's summary, "0.00" when the month has none yet. */
export function currentMonthTotal(summary: ExpenseSummary, today: Date): string {
  const key = expenseMonthKey(today.getFullYear(), today.getMonth() + 1);
  return summary.find((m) => m.month === key)?.total ?? '0.00';
}

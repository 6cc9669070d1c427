/** Expense categories with the spec's labels (part 1 §9); values as stored. */
export const expenseCategories = [
  { value: 'rent', label: 'Rent & Utilities' },
  { value: 'supplies', label: 'Supplies & Inventory' },
  { value: 'marketing', label: 'Marketing & Advertising' },
  { value: 'salaries', label: 'Salaries & Wages' },
  { value: 'utilities', label: 'Utilities' },
  { value: 'other', label: 'Other' },
] as const;

export type ExpenseCategory = (typeof expenseCategories)[number]['value'];
export const expenseCategoryValues = expenseCategories.map((c) => c.value) as [ExpenseCategory, ...ExpenseCategory[]];

/** The English label of a category: expenseCategoryLabel('rent') = "Rent & Utilities". */
export function expenseCategoryLabel(value: ExpenseCategory): string {
  return expenseCategories.find((c) => c.value === value)?.label ?? value;
}

/** The key of a month in the summary, zero-padded: expenseMonthKey(2026, 3) = "2026-03". */
export function expenseMonthKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The years the filter offers (spec part 1 §2). */
export const minExpenseYear = 2000;
export const maxExpenseYear = 2100;

/**
 * The year choices of the Expenses filter, newest first: the current year and the years before it
 * back to the first year with expenses, at least three years; a later year with expenses too.
 * Example: expenseYearChoices(2026, { firstYear: 2021, lastYear: 2026 }) = [2026 ... 2021];
 * expenseYearChoices(2026, { firstYear: null, lastYear: null }) = [2026, 2025, 2024].
 */
export function expenseYearChoices(
  currentYear: number,
  range: { firstYear: number | null; lastYear: number | null },
): number[] {
  const newest = Math.max(currentYear, range.lastYear ?? currentYear);
  const oldest = Math.min(currentYear - 2, range.firstYear ?? currentYear);
  const years: number[] = [];
  for (let year = newest; year >= oldest; year -= 1) years.push(year);
  return years;
}

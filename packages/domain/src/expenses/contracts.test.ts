import { describe, expect, it } from 'vitest';
import { ExpenseCreateRequest, ExpenseListQuery, ExpenseSummaryParams, expenseDayOf } from './contracts.js';

const valid = { title: 'Shop rent', amount: 450, category: 'rent', expenseDate: '2026-11-01' };
const firstMessage = (input: unknown) => ExpenseCreateRequest.safeParse(input).error?.issues[0]?.message;

describe('ExpenseCreateRequest', () => {
  it('accepts an expense without description or receipt, amount as 2 decimals', () => {
    expect(ExpenseCreateRequest.parse({ ...valid, description: ' ', receiptImageUrl: '' })).toEqual({
      title: 'Shop rent',
      description: null,
      amount: '450.00',
      category: 'rent',
      expenseDate: '2026-11-01',
      receiptImageUrl: null,
    });
  });

  it('keeps a description and one of our receipt addresses', () => {
    const parsed = ExpenseCreateRequest.parse({
      ...valid,
      description: ' November ',
      receiptImageUrl: '/api/expenses/receipts/7',
    });
    expect(parsed.description).toBe('November');
    expect(parsed.receiptImageUrl).toBe('/api/expenses/receipts/7');
  });

  it.each([
    [{ title: '  ' }, 'Title is required'],
    [{ title: undefined }, 'Title is required'],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    [{ description: 'x'.repeat(2001) }, 'Description must be at most 2000 characters'],
    [{ amount: undefined }, 'Amount is required'],
    [{ amount: '' }, 'Amount is required'],
    [{ amount: null }, 'Amount is required'],
    [{ amount: 0 }, 'Amount must be greater than 0'],
    [{ amount: '0.00' }, 'Amount must be greater than 0'],
    [{ amount: -5 }, 'Amount must be greater than 0'],
    [{ amount: '-5' }, 'Amount must be greater than 0'],
    [{ amount: 'abc' }, 'Amount must be a number'],
    [{ amount: '1e3' }, 'Amount must be a number'],
    [{ amount: 1.234 }, 'Amount can have at most 2 decimals'],
    [{ amount: '0.105' }, 'Amount can have at most 2 decimals'],
    [{ amount: '1000000000000' }, 'Amount is too large'],
    [{ category: undefined }, 'Category is required'],
    [{ category: '' }, 'Category is required'],
    [{ category: 'travel' }, 'Category is required'],
    [{ expenseDate: undefined }, 'Expense date is required'],
    [{ expenseDate: '' }, 'Expense date is required'],
    [{ expenseDate: '2026-02-30' }, 'Expense date must be a valid date (YYYY-MM-DD)'],
    [{ expenseDate: '22/11/2026' }, 'Expense date must be a valid date (YYYY-MM-DD)'],
    [{ expenseDate: '1999-12-31' }, 'Expense date must be between the years 2000 and 2100'],
    [{ receiptImageUrl: 'https://example.com/r.png' }, 'The receipt image was not found. Please upload it again.'],
    [{ receiptImageUrl: '/api/expenses/receipts/0' }, 'The receipt image was not found. Please upload it again.'],
  ])('%j -> %s', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it.each([
    [12.5, '12.50'],
    ['12.5', '12.50'],
    [' 7 ', '7.00'],
    ['0.10', '0.10'],
    [0.1 + 0.2, '0.30'],
    ['3.100', '3.10'],
    [999_999_999_999.99, '999999999999.99'],
    ['999999999999.99', '999999999999.99'],
  ])('amount %j -> %s', (amount, expected) => {
    expect(ExpenseCreateRequest.parse({ ...valid, amount }).amount).toBe(expected);
  });

  it("files a full timestamp on its date in the business's zone", () => {
    const { expenseDate } = ExpenseCreateRequest.parse({ ...valid, expenseDate: '2026-11-22T22:30:00.000Z' });
    expect(expenseDayOf(expenseDate, 'UTC')).toBe('2026-11-22');
    expect(expenseDayOf(expenseDate, 'Asia/Baghdad')).toBe('2026-11-23');
    expect(expenseDayOf(ExpenseCreateRequest.parse(valid).expenseDate, 'Asia/Baghdad')).toBe(valid.expenseDate);
  });
});

describe('ExpenseListQuery and ExpenseSummaryParams', () => {
  it.each([
    [{}, {}],
    [
      { month: '3', year: '2026' },
      { month: 3, year: 2026 },
    ],
    [{ category: 'salaries' }, { category: 'salaries' }],
  ])('%j -> %j', (query, expected) => {
    expect(ExpenseListQuery.parse(query)).toEqual(expected);
  });

  it.each([
    [{ month: '0' }, 'Month must be between 1 and 12'],
    [{ month: '13' }, 'Month must be between 1 and 12'],
    [{ month: 'may' }, 'Month must be between 1 and 12'],
    [{ year: '1999' }, 'Year must be between 2000 and 2100'],
    [{ year: '20x6' }, 'Year must be between 2000 and 2100'],
  ])('%j -> %s', (query, message) => {
    expect(ExpenseListQuery.safeParse(query).error?.issues[0]?.message).toBe(message);
  });

  it('reads the summary year from the path', () => {
    expect(ExpenseSummaryParams.parse({ year: '2026' })).toEqual({ year: 2026 });
    expect(ExpenseSummaryParams.safeParse({ year: '3000' }).success).toBe(false);
  });
});

import { type Expense, formatAmount, receiptImageUrl } from '@assist/domain';
import type { ExpenseRow } from './expenses-repository.js';

/** An expense as the Expenses page shows it: amount with 2 decimals, the receipt's address. */
export function presentExpense(row: ExpenseRow): Expense {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    amount: formatAmount(row.amount),
    category: row.category,
    expenseDate: row.expenseDate,
    receiptImageUrl: row.receiptId === null ? null : receiptImageUrl(row.receiptId),
    createdAt: row.createdAt.toISOString(),
  };
}

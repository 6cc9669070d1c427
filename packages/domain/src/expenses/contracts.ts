import { z } from 'zod';
import { clientRequestField } from '../common/client-request.js';
import { SafeMultilineString, SafeString } from '../common/bounds.js';
import { dayIn } from '../common/time-zone.js';
import { isIsoDate } from '../inventory/expiry.js';
import { parseExpenseAmount } from './amount.js';
import { expenseCategoryValues, maxExpenseYear, minExpenseYear } from './categories.js';
import { expenseMessages as m } from './messages.js';
import { receiptIdOf, receiptImageTypes } from './receipt.js';

/** An amount > 0 with at most 2 decimals, sent as a number or a form's text; answered "12.50". */
export const ExpenseAmount = z
  .union([z.number(), z.string()], { error: m.amountNumber })
  .nullish()
  .transform((value, ctx) => {
    const parsed = parseExpenseAmount(value);
    if ('amount' in parsed) return parsed.amount;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });

const timestampPattern = /^\d{4}-\d{2}-\d{2}T/;
const isMoment = (value: string) => timestampPattern.test(value) && !Number.isNaN(Date.parse(value));

/**
 * A calendar date "yyyy-MM-dd" between 2000 and 2100. A full ISO timestamp is a moment: it is kept
 * (normalised to UTC) and filed on the business's own day by `expenseDayOf`.
 */
export const ExpenseDate = z
  .string({ error: m.expenseDateRequired })
  .trim()
  .min(1, m.expenseDateRequired)
  .transform((value) => (isMoment(value) ? new Date(value).toISOString() : value))
  .refine((value) => isIsoDate(value) || isMoment(value), m.expenseDateInvalid)
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= minExpenseYear && year <= maxExpenseYear;
  }, m.expenseDateRange);

/** The calendar date an accepted ExpenseDate is filed on: a moment's date in the business's zone. */
export function expenseDayOf(value: string, timeZone: string): string {
  return isMoment(value) ? dayIn(new Date(value), timeZone) : value;
}

export const ExpenseCategoryField = z.enum(expenseCategoryValues, { error: m.categoryRequired });

/**
 * `POST /api/expenses` and `PUT /api/expenses/{id}` (the whole expense: the edit dialog sends every
 * field). receiptImageUrl is the address `POST /api/expenses/receipts` answered; null or left out
 * for none. An empty description is none.
 */
export const ExpenseCreateRequest = z.object({
  title: SafeString({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(200, m.titleTooLong),
  description: SafeMultilineString()
    .trim()
    .max(2000, m.descriptionTooLong)
    .nullish()
    .transform((value) => value || null),
  amount: ExpenseAmount,
  category: ExpenseCategoryField,
  expenseDate: ExpenseDate,
  receiptImageUrl: SafeString()
    .max(200)
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || receiptIdOf(value) !== null, m.receiptUnknown),
});
export type ExpenseCreateRequest = z.input<typeof ExpenseCreateRequest>;
export type ExpenseValues = z.output<typeof ExpenseCreateRequest>;

/** `POST /api/expenses`: the form's fields and the submission's id (the edit has none). */
export const ExpenseCreateBody = ExpenseCreateRequest.extend(clientRequestField);

export const ExpenseUpdateRequest = ExpenseCreateRequest;
export type ExpenseUpdateRequest = ExpenseCreateRequest;

/** An expense as the Expenses page shows it (spec part 1 §3); amount a 2-decimal string. */
export const Expense = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  amount: z.string(),
  category: z.enum(expenseCategoryValues),
  expenseDate: z.string(),
  receiptImageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Expense = z.infer<typeof Expense>;
export const ExpenseList = z.array(Expense);

const Year = z.coerce
  .number({ error: m.yearInvalid })
  .int(m.yearInvalid)
  .min(minExpenseYear, m.yearInvalid)
  .max(maxExpenseYear, m.yearInvalid);

/** `GET /api/expenses`: month 1-12 and year (each optional), and a category; newest first. */
export const ExpenseListQuery = z.object({
  month: z.coerce
    .number({ error: m.monthInvalid })
    .int(m.monthInvalid)
    .min(1, m.monthInvalid)
    .max(12, m.monthInvalid)
    .optional(),
  year: Year.optional(),
  category: z.enum(expenseCategoryValues).optional(),
});
export type ExpenseListQuery = z.input<typeof ExpenseListQuery>;

export const ExpenseSummaryParams = z.object({ year: Year });

/** One month of `GET /api/expenses/summary/{year}`: month "yyyy-MM", total a 2-decimal string. */
export const ExpenseMonthTotal = z.object({ month: z.string(), total: z.string() });
export type ExpenseMonthTotal = z.infer<typeof ExpenseMonthTotal>;
export const ExpenseSummary = z.array(ExpenseMonthTotal);
export type ExpenseSummary = z.infer<typeof ExpenseSummary>;

/** `GET /api/expenses/years`: the years of the tenant's first and last expense (null: none yet). */
export const ExpenseYearRange = z.object({ firstYear: z.number().nullable(), lastYear: z.number().nullable() });
export type ExpenseYearRange = z.infer<typeof ExpenseYearRange>;

/** `POST /api/expenses/receipts`: the stored image and the address to put in receiptImageUrl. */
export const ExpenseReceiptResponse = z.object({
  id: z.number(),
  receiptImageUrl: z.string(),
  contentType: z.enum(receiptImageTypes),
  byteSize: z.number(),
});
export type ExpenseReceiptResponse = z.infer<typeof ExpenseReceiptResponse>;

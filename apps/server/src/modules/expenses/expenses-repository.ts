import type { ExpenseCategory, ExpenseMonthTotal, ExpenseYearRange } from '@assist/domain';
import { type SQL, and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { expenses } from '../../db/schema/index.js';

export type ExpenseRow = typeof expenses.$inferSelect;
export type NewExpense = Pick<
  ExpenseRow,
  'title' | 'description' | 'amount' | 'category' | 'expenseDate' | 'receiptId' | 'userId' | 'teamMemberId'
>;

export interface ExpenseFilters {
  year?: number | undefined;
  month?: number | undefined;
  category?: ExpenseCategory | undefined;
}

const firstDay = (year: number, month = 1) => `${year}-${String(month).padStart(2, '0')}-01`;

/**
 * The filters as conditions. With a year they are a date range, so the (owner_id, expense_date)
 * index answers; a month alone (no year) means that month of every year.
 */
function filterConditions({ year, month, category }: ExpenseFilters): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (year !== undefined && month !== undefined) {
    const next = month === 12 ? firstDay(year + 1) : firstDay(year, month + 1);
    conditions.push(gte(expenses.expenseDate, firstDay(year, month)), lt(expenses.expenseDate, next));
  } else if (year !== undefined) {
    conditions.push(gte(expenses.expenseDate, firstDay(year)), lt(expenses.expenseDate, firstDay(year + 1)));
  } else if (month !== undefined) {
    conditions.push(sql`extract(month from ${expenses.expenseDate}) = ${month}`);
  }
  if (category) conditions.push(eq(expenses.category, category));
  return conditions;
}

/** The tenant's expenses under the filters, newest first (by date, then the latest entered). */
export function listExpenses(db: Db, ownerId: number, filters: ExpenseFilters): Promise<ExpenseRow[]> {
  return db
    .select()
    .from(expenses)
    .where(and(eq(expenses.ownerId, ownerId), ...filterConditions(filters)))
    .orderBy(desc(expenses.expenseDate), desc(expenses.id));
}

/** One expense of the tenant, or null (another tenant's is never found). */
export async function findExpense(db: Db, ownerId: number, id: number): Promise<ExpenseRow | null> {
  const [row] = await db
    .select()
    .from(expenses)
    .where(and(eq(expenses.ownerId, ownerId), eq(expenses.id, id)));
  return row ?? null;
}

export async function insertExpense(db: Db, ownerId: number, values: NewExpense): Promise<ExpenseRow> {
  const [row] = await db
    .insert(expenses)
    .values({ ownerId, ...values })
    .returning();
  if (!row) throw new Error('expense was not created');
  return row;
}

/** Replaces an expense's fields (who entered it stays); null when it is not the tenant's. */
export async function updateExpense(
  db: Db,
  ownerId: number,
  id: number,
  values: Omit<NewExpense, 'userId' | 'teamMemberId'>,
): Promise<ExpenseRow | null> {
  const [row] = await db
    .update(expenses)
    .set(values)
    .where(and(eq(expenses.ownerId, ownerId), eq(expenses.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteExpense(db: Db, ownerId: number, id: number): Promise<ExpenseRow | null> {
  const [row] = await db
    .delete(expenses)
    .where(and(eq(expenses.ownerId, ownerId), eq(expenses.id, id)))
    .returning();
  return row ?? null;
}

/** Each month of `year` that has expenses with its total, summed in SQL: [{ "2026-03", "1250.00" }]. */
export async function monthTotals(db: Db, ownerId: number, year: number): Promise<ExpenseMonthTotal[]> {
  const month = sql<string>`to_char(${expenses.expenseDate}, 'YYYY-MM')`;
  return db
    .select({ month, total: sql<string>`sum(${expenses.amount})::numeric(14, 2)::text` })
    .from(expenses)
    .where(and(eq(expenses.ownerId, ownerId), ...filterConditions({ year })))
    .groupBy(month)
    .orderBy(month);
}

/** The years of the tenant's first and last expense, from the (owner_id, expense_date) index. */
export async function expenseYears(db: Db, ownerId: number): Promise<ExpenseYearRange> {
  const [row] = await db
    .select({
      firstYear: sql<number | null>`extract(year from min(${expenses.expenseDate}))::int`,
      lastYear: sql<number | null>`extract(year from max(${expenses.expenseDate}))::int`,
    })
    .from(expenses)
    .where(eq(expenses.ownerId, ownerId));
  return { firstYear: row?.firstYear ?? null, lastYear: row?.lastYear ?? null };
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Period } from './period.js';
import { money } from './sales-figures.js';
import { rowsOf } from '../../db/rows.js';

export interface MoneyFigures {
  totalDiscountProfit: string;
  totalExpenses: string;
}

/**
 * Discount profit (discounts taken on supplier payments, by the day paid) and expenses (by their
 * own date) of a period.
 */
export async function moneyFigures(db: Db, ownerId: number, period: Period): Promise<MoneyFigures> {
  const result = await db.execute(sql`
    select
      (select ${money(sql`sum(discount_amount)`)} from supplier_payments
        where owner_id = ${ownerId} and paid_at >= ${period.start}::timestamptz
          and paid_at < ${period.end}::timestamptz) as "totalDiscountProfit",
      (select ${money(sql`sum(amount)`)} from expenses
        where owner_id = ${ownerId} and expense_date between ${period.fromDate}::date and ${period.toDate}::date)
        as "totalExpenses"`);
  const [row] = rowsOf<MoneyFigures>(result);
  return row!;
}

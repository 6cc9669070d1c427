import { type ExpenseCategory, toIsoDate } from '@assist/domain';
import type { Db } from '../db/client.js';
import { expenses } from '../db/schema/index.js';
import { seededRandom } from './demo-inventory.js';

interface DemoExpense {
  title: string;
  description: string | null;
  category: ExpenseCategory;
  /** Day of the month it is paid on. */
  day: number;
  /** Amount in IQD: a fixed one, or a range to draw from (rounded to 250 IQD). */
  amount: number | [number, number];
  /** Paid in one month out of `every` (default every month). */
  every?: number;
}

/** What a small Baghdad pharmacy pays in a month, in IQD. */
const monthly: DemoExpense[] = [
  {
    title: 'Shop rent',
    description: 'Monthly rent, paid to the landlord',
    category: 'rent',
    day: 1,
    amount: 600_000,
  },
  { title: 'Assistant salary', description: null, category: 'salaries', day: 28, amount: 850_000 },
  {
    title: 'Electricity and generator',
    description: 'National grid bill and generator subscription (amperes)',
    category: 'utilities',
    day: 10,
    amount: [150_000, 260_000],
  },
  { title: 'Internet', description: null, category: 'utilities', day: 5, amount: 60_000 },
  { title: 'Paper bags and receipt rolls', description: null, category: 'supplies', day: 12, amount: [45_000, 95_000] },
  { title: 'Cleaning supplies', description: null, category: 'supplies', day: 20, amount: [25_000, 40_000], every: 2 },
  {
    title: 'Printed flyers',
    description: 'Neighbourhood flyers for the vitamin offers',
    category: 'marketing',
    day: 15,
    amount: 75_000,
    every: 3,
  },
  {
    title: 'Fridge maintenance',
    description: 'Vaccine and insulin fridge serviced',
    category: 'other',
    day: 18,
    amount: 90_000,
    every: 3,
  },
];

/**
 * Six months of the demo pharmacy's running costs (this month up to today included), so the
 * Expenses page and net profit on the dashboard have something to show. Deterministic.
 */
export async function seedDemoExpenses(db: Db, pharmacyId: number, now = new Date()): Promise<number> {
  const random = seededRandom(20261122);
  const today = toIsoDate(now);
  const rows: (typeof expenses.$inferInsert)[] = [];
  for (let back = 5; back >= 0; back -= 1) {
    const month = new Date(now.getFullYear(), now.getMonth() - back, 1);
    for (const item of monthly) {
      const draw = Array.isArray(item.amount)
        ? Math.round((item.amount[0] + random() * (item.amount[1] - item.amount[0])) / 250) * 250
        : item.amount;
      const date = toIsoDate(new Date(month.getFullYear(), month.getMonth(), item.day));
      if (month.getMonth() % (item.every ?? 1) !== 0 || date > today) continue;
      rows.push({
        ownerId: pharmacyId,
        title: item.title,
        description: item.description,
        category: item.category,
        amount: draw.toFixed(2),
        expenseDate: date,
        userId: pharmacyId,
      });
    }
  }
  if (rows.length > 0) await db.insert(expenses).values(rows);
  return rows.length;
}

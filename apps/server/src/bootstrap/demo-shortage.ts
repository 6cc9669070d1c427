import { type ShortageCategory, type ShortagePriority, addDays, dayIn, startOfDayIn } from '@assist/domain';
import type { Db } from '../db/client.js';
import { shortageItems } from '../db/schema/index.js';
import { demoTimeZone } from './demo-accounts.js';

interface DemoShortage {
  productName: string;
  category: ShortageCategory;
  priority: ShortagePriority;
  notes: string | null;
  /** Days before the pharmacy's today it was noted on. */
  daysAgo: number;
  /** Completed at this hour (Baghdad) of the day it was noted on. */
  completedAtHour?: number;
}

/** What a Baghdad pharmacy ran short of this week: today's still open, one earlier day's ordered. */
const demoShortages: DemoShortage[] = [
  {
    productName: 'Insulin glargine pens',
    category: 'medicine',
    priority: 'urgent',
    notes: 'Two regular patients asked; check the cold chain on delivery',
    daysAgo: 0,
  },
  { productName: 'Paracetamol syrup 120mg/5ml', category: 'medicine', priority: 'high', notes: null, daysAgo: 0 },
  { productName: 'Baby diapers size 4', category: 'baby_care', priority: 'medium', notes: 'Ten packs', daysAgo: 0 },
  {
    productName: 'Vitamin D3 1000 IU',
    category: 'vitamins_supplements',
    priority: 'medium',
    notes: null,
    daysAgo: 1,
    completedAtHour: 16,
  },
  { productName: 'Sterile gauze swabs', category: 'first_aid', priority: 'low', notes: null, daysAgo: 1 },
  {
    productName: 'Digital thermometer',
    category: 'medical_supplies',
    priority: 'high',
    notes: 'Customers ask for the flexible-tip kind',
    daysAgo: 3,
  },
];

/**
 * A few shortage items of the demo pharmacy on its own days (Baghdad): three open today, two
 * yesterday (one completed that afternoon), one three days ago. Deterministic but for today's date.
 */
export async function seedDemoShortages(db: Db, pharmacyId: number, now = new Date()): Promise<number> {
  const today = dayIn(now, demoTimeZone);
  const rows = demoShortages.map(({ daysAgo, completedAtHour, ...item }) => {
    const date = addDays(today, -daysAgo);
    const completedAt =
      completedAtHour === undefined
        ? null
        : new Date(startOfDayIn(date, demoTimeZone).getTime() + completedAtHour * 3_600_000);
    return { ownerId: pharmacyId, ...item, date, isCompleted: completedAt !== null, completedAt };
  });
  await db.insert(shortageItems).values(rows);
  return rows.length;
}

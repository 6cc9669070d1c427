import type { ShortageHistoryEntry } from '@assist/domain';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shortageItems } from '../../db/schema/index.js';

export type ShortageItemRow = typeof shortageItems.$inferSelect;
export type NewShortageItem = Pick<ShortageItemRow, 'productName' | 'category' | 'priority' | 'notes' | 'date'>;
export type ShortageItemChange = Partial<
  Pick<ShortageItemRow, 'productName' | 'category' | 'priority' | 'notes' | 'isCompleted' | 'completedAt'>
>;

const ofTenant = (ownerId: number, id: number) => and(eq(shortageItems.ownerId, ownerId), eq(shortageItems.id, id));

/** The tenant's items noted on `date`, in the order they were noted. */
export function listShortageItems(db: Db, ownerId: number, date: string): Promise<ShortageItemRow[]> {
  return db
    .select()
    .from(shortageItems)
    .where(and(eq(shortageItems.ownerId, ownerId), eq(shortageItems.date, date)))
    .orderBy(asc(shortageItems.id));
}

export async function insertShortageItem(db: Db, ownerId: number, values: NewShortageItem): Promise<ShortageItemRow> {
  const [row] = await db
    .insert(shortageItems)
    .values({ ownerId, ...values })
    .returning();
  if (!row) throw new Error('shortage item was not created');
  return row;
}

/** Changes one of the tenant's items; null when it is not the tenant's (another tenant's is never found). */
export async function updateShortageItem(
  db: Db,
  ownerId: number,
  id: number,
  change: ShortageItemChange,
): Promise<ShortageItemRow | null> {
  const [row] = await db.update(shortageItems).set(change).where(ofTenant(ownerId, id)).returning();
  return row ?? null;
}

export async function deleteShortageItem(db: Db, ownerId: number, id: number): Promise<boolean> {
  const rows = await db.delete(shortageItems).where(ofTenant(ownerId, id)).returning({ id: shortageItems.id });
  return rows.length > 0;
}

/** Per day from `fromDate` to `toDate` (both included) that has items: how many, how many completed. */
export function countShortageDays(
  db: Db,
  ownerId: number,
  fromDate: string,
  toDate: string,
): Promise<ShortageHistoryEntry[]> {
  return db
    .select({
      date: shortageItems.date,
      completed: sql<number>`(count(*) filter (where ${shortageItems.isCompleted}))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(shortageItems)
    .where(and(eq(shortageItems.ownerId, ownerId), between(shortageItems.date, fromDate, toDate)))
    .groupBy(shortageItems.date);
}

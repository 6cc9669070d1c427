import { and, inArray, isNotNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subscriptionNotices } from '../../db/schema/index.js';

/** When the last subscription notice went to each of these accounts that ever got one. */
export async function lastNotices(db: Db, userIds: readonly number[]): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: subscriptionNotices.userId, sentAt: max(subscriptionNotices.sentAt) })
    .from(subscriptionNotices)
    .where(and(inArray(subscriptionNotices.userId, [...userIds]), isNotNull(subscriptionNotices.sentAt)))
    .groupBy(subscriptionNotices.userId);
  return new Map(rows.flatMap((row) => (row.sentAt ? [[row.userId, row.sentAt] as const] : [])));
}

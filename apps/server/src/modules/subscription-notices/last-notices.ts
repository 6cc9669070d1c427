import { isNotNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subscriptionNotices } from '../../db/schema/index.js';

/** When the last subscription notice went to each account that ever got one. */
export async function lastNotices(db: Db): Promise<Map<number, Date>> {
  const rows = await db
    .select({ userId: subscriptionNotices.userId, sentAt: max(subscriptionNotices.sentAt) })
    .from(subscriptionNotices)
    .where(isNotNull(subscriptionNotices.sentAt))
    .groupBy(subscriptionNotices.userId);
  return new Map(rows.flatMap((row) => (row.sentAt ? [[row.userId, row.sentAt] as const] : [])));
}

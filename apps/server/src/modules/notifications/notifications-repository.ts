import type { Notification, NotificationFeed } from '@assist/domain';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications, users } from '../../db/schema/index.js';

/** How many notifications the feed shows, newest first. */
export const notificationFeedLimit = 50;

async function unreadCount(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.ownerId, ownerId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** `GET /api/notifications`: the business's latest notifications and its unread count. */
export async function notificationFeed(db: Db, ownerId: number): Promise<NotificationFeed> {
  const rows = await db
    .select({ n: notifications, fromName: users.businessName, fromEmail: users.email })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.fromOwnerId))
    .where(eq(notifications.ownerId, ownerId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(notificationFeedLimit);
  return { notifications: rows.map(present), unreadCount: await unreadCount(db, ownerId) };
}

function present(row: { n: typeof notifications.$inferSelect; fromName: string | null; fromEmail: string | null }) {
  const { n } = row;
  return {
    id: n.id,
    kind: n.kind,
    title: n.title,
    message: n.message,
    link: n.link,
    fromBusinessId: n.fromOwnerId,
    fromBusinessName: row.fromName ?? row.fromEmail,
    createdAt: n.createdAt.toISOString(),
    readAt: n.readAt?.toISOString() ?? null,
  } satisfies Notification;
}

/**
 * `POST /api/notifications/read`: marks the business's own unread notifications read, those of
 * `ids` or all; another business's ids change nothing. Answers what is left unread.
 */
export async function markRead(db: Db, ownerId: number, ids: number[] | undefined): Promise<number> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.ownerId, ownerId),
        isNull(notifications.readAt),
        ids === undefined ? undefined : inArray(notifications.id, ids.length > 0 ? ids : [0]),
      ),
    );
  return unreadCount(db, ownerId);
}

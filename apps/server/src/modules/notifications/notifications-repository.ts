import type { Notification, NotificationFeed } from '@assist/domain';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { marketplaces, notifications, users } from '../../db/schema/index.js';

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
    .select({ n: notifications, fromName: users.businessName, fromEmail: users.email, marketplaceName })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.fromOwnerId))
    .where(eq(notifications.ownerId, ownerId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(notificationFeedLimit);
  return { notifications: rows.map(present), unreadCount: await unreadCount(db, ownerId) };
}

/**
 * The marketplace a notification concerns: the reader's own for the requests it received, the
 * sender's for answers and broadcasts; none for a transfer.
 */
const marketplaceName = sql<string | null>`(
  select ${marketplaces.name} from ${marketplaces}
  where ${marketplaces.ownerId} = case
    when ${notifications.kind} in ('join_request', 'purchase_request') then ${notifications.ownerId}
    when ${notifications.kind} = 'transfer' then null
    else ${notifications.fromOwnerId} end
  order by ${marketplaces.id} limit 1)`;

function present(row: {
  n: typeof notifications.$inferSelect;
  fromName: string | null;
  fromEmail: string | null;
  marketplaceName: string | null;
}) {
  const { n } = row;
  return {
    id: n.id,
    kind: n.kind,
    title: n.title,
    message: n.message,
    link: n.link,
    fromBusinessId: n.fromOwnerId,
    fromBusinessName: row.fromName ?? row.fromEmail,
    status: n.status,
    marketplaceName: row.marketplaceName,
    recall: n.recall ?? null,
    createdAt: n.createdAt.toISOString(),
    readAt: n.readAt?.toISOString() ?? null,
  } satisfies Notification;
}

/**
 * `POST /api/notifications/read`: marks the business's unread notifications read, those of `ids`
 * or all. An id that is not one of the business's own is 404 notification_not_found and nothing is
 * marked. Answers what is left unread.
 */
export async function markRead(db: Db, ownerId: number, ids: number[] | undefined): Promise<number> {
  return db.transaction(async (tx) => {
    if (ids !== undefined && ids.length > 0) {
      const unique = [...new Set(ids)];
      const [own] = await tx
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.ownerId, ownerId), inArray(notifications.id, unique)));
      if ((own?.n ?? 0) !== unique.length) throw notFound('notification_not_found');
    }
    if (ids === undefined || ids.length > 0)
      await tx
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.ownerId, ownerId),
            isNull(notifications.readAt),
            ids === undefined ? undefined : inArray(notifications.id, ids),
          ),
        );
    return unreadCount(tx, ownerId);
  });
}

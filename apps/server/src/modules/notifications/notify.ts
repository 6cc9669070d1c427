import type { NotificationKind, NotificationStatus } from '@assist/domain';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';

/** One notification to write: ownerId reads it, fromOwnerId sent it. */
export interface NewNotification {
  ownerId: number;
  fromOwnerId: number | null;
  kind: NotificationKind;
  title: string;
  message: string;
  link?: string | null;
  /** Where the request or answer it tells of stands; none for a broadcast. */
  status?: NotificationStatus | null;
}

/** Writes notifications in the caller's transaction (so they exist only if what they tell of does). */
export async function notify(db: Db, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  // A link or status left out is written as the column's default, null.
  await db.insert(notifications).values(rows);
}

import {
  type NotificationKind,
  type NotificationStatus,
  type RecallNoticeDetails,
  liveEventTypes,
  liveTypeOfNotice,
} from '@assist/domain';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { publishTradeChange } from '../live/publish.js';

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
  /** A recall's figures, which the web words in the reader's language. */
  recall?: RecallNoticeDetails | null;
}

/**
 * Writes notifications in the caller's transaction (so they exist only if what they tell of does),
 * and tells their readers' open apps at once (live news, published at the same COMMIT).
 */
export async function notify(db: Db, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  // A link or status left out is written as the column's default, null.
  await db.insert(notifications).values(rows);
  await publishTradeChange(
    db,
    rows.map((row) => row.ownerId),
    'notifications',
  );
  // The list the news is about changes too (a purchase response: the request's card).
  for (const type of liveEventTypes) {
    const owners = rows.filter((row) => liveTypeOfNotice(row.kind) === type).map((row) => row.ownerId);
    await publishTradeChange(db, owners, type);
  }
}

import { type LiveEventType, liveEventTypes } from '@assist/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The channel every instance LISTENs on for live news (one connection per instance). */
export const LIVE_CHANNEL = 'assist_live';

/** Owner ids of one notice: 500 ids of up to 10 digits fit PostgreSQL's payload limit. */
const ownersPerNotice = 500;

/** What crosses the channel: which businesses (owner ids) hear which kind of change. */
export interface LiveNotice {
  owners: number[];
  type: LiveEventType;
}

/**
 * Tells `ownerIds` that their `type` changed, in the caller's transaction: pg_notify is delivered
 * at COMMIT (on PostgreSQL and on PGlite alike) and never for a rolled back one, so a browser hears
 * only of what was written. PostgreSQL folds identical notices of one transaction into one.
 */
export async function publishTradeChange(db: Db, ownerIds: readonly number[], type: LiveEventType): Promise<void> {
  const owners = [...new Set(ownerIds)].sort((a, b) => a - b);
  // A notice's payload must stay under PostgreSQL's 8000 bytes: a broadcast to many goes in parts.
  for (let start = 0; start < owners.length; start += ownersPerNotice) {
    const notice: LiveNotice = { owners: owners.slice(start, start + ownersPerNotice), type };
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
  }
}

/** A notice read back from the channel, or null when it is not one (nothing is sent for it). */
export function parseLiveNotice(payload: string): LiveNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveNotice>;
    const type = liveEventTypes.find((t) => t === value.type);
    const owners = Array.isArray(value.owners) ? value.owners.filter(Number.isSafeInteger) : [];
    return type ? { owners, type } : null;
  } catch {
    return null;
  }
}

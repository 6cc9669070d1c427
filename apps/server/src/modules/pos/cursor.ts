import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * The change feed's cursor: the database's snapshot now (`xmin:xmax:in-progress ids`). A row
 * whose change_xid is not visible in it was written by a transaction that had not committed yet,
 * so the next question "what changed since" finds it, whatever the order commits reach the disk.
 */
export async function currentCursor(db: Db): Promise<string> {
  const result = await db.execute(sql`select pg_current_snapshot()::text as cursor`);
  return rowsOf<{ cursor: string }>(result)[0]!.cursor;
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * Bookkeeping a refused request may write: sessions, rate limits, sign-in throttling (failures and
 * known browsers), and the count of wrong guesses at an e-mail code (email_otps.attempts: a wrong
 * code counts, by design).
 */
const bookkeeping = /session|rate_limit|sign_in_failures|known_sign_ins|attempt|otp/;

/**
 * A cheap fingerprint of every domain table (row count and a hash of every row), so a 4xx
 * answer can be shown to have written nothing. Example: await fingerprint(db) -> "products:3:-1234;...".
 */
export async function tableFingerprinter(database: Database): Promise<() => Promise<string>> {
  const tables = await database.db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const names = rowsOf<{ table_name: string }>(tables)
    .map((row) => String(row.table_name))
    .filter((name) => !bookkeeping.test(name) && /^[a-z_]+$/.test(name));
  const query = names
    .map(
      (name) =>
        `SELECT '${name}' AS t, count(*)::text AS n, coalesce(sum(hashtext(x::text)), 0)::text AS h FROM "${name}" x`,
    )
    .join(' UNION ALL ');
  return async () => {
    const result = await database.db.execute(sql.raw(query));
    return rowsOf<{ t: string; n: string; h: string }>(result)
      .map((row) => `${row.t}:${row.n}:${row.h}`)
      .join(';');
  };
}

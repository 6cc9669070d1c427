import type { Pool } from 'pg';

/**
 * The PostgreSQL advisory lock key of first-start work (migrations, superadmin, demo data): a
 * constant every instance of Assist shares, "Assist" in ASCII.
 */
const startupLockKey = '65115115105115116';

/**
 * Runs `work` holding the startup advisory lock on one connection of `pool`: another instance
 * starting at the same moment waits in pg_advisory_lock until this one is done, then finds the
 * migrations applied and the accounts there. The lock is the session's, so it is also released
 * if this process dies mid-way (its connection closes).
 */
export async function withAdvisoryLock<T>(pool: Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [startupLockKey]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [startupLockKey]);
    }
  } finally {
    client.release();
  }
}

/** One process's turns: each `work` starts when the one before it has ended (PGlite's case). */
export function inProcessTurns() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { SessionStore } from '../../platform/session-store.js';
import type { CheckOutcome } from './timed-check.js';

/** The migrations folder beside db/client.ts, in src/ and in dist/ alike. */
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');

/** A SELECT 1 is answered; slower than 100 ms is a warning. */
export async function checkDatabase(db: Db): Promise<CheckOutcome> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  const ms = performance.now() - started;
  const detail = `SELECT 1 answered in ${ms.toFixed(1)} ms`;
  return { status: ms < 100 ? 'ok' : 'warn', detail };
}

interface Journal {
  entries: { tag: string; when: number }[];
}

/**
 * The migrations of the repository's journal against those the database records as applied
 * (Drizzle's drizzle.__drizzle_migrations, one row per migration, created_at = the journal's `when`).
 */
export async function checkMigrations(db: Db): Promise<CheckOutcome> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  const rows = rowsOf<{ created_at: string | number }>(
    await db.execute(sql`select created_at from drizzle.__drizzle_migrations`),
  );
  const applied = new Set(rows.map((row) => Number(row.created_at)));
  const missing = journal.entries.filter((entry) => !applied.has(entry.when));
  const latest = journal.entries.at(-1)?.tag ?? 'none';
  const known = new Set(journal.entries.map((entry) => entry.when));
  const unknown = [...applied].filter((when) => !known.has(when)).length;
  if (missing.length > 0) {
    const names = missing.map((entry) => entry.tag).join(', ');
    return { status: 'fail', detail: `${missing.length} of ${journal.entries.length} not applied: ${names}` };
  }
  if (unknown > 0) {
    return { status: 'warn', detail: `All ${journal.entries.length} applied, and ${unknown} this code does not know` };
  }
  return { status: 'ok', detail: `${journal.entries.length} of ${journal.entries.length} applied, latest ${latest}` };
}

/** A real session for the caller is written, read back and removed: nothing is left behind. */
export async function checkSessionStore(sessions: SessionStore, userId: number): Promise<CheckOutcome> {
  const token = await sessions.create(userId);
  try {
    const found = await sessions.find(token);
    if (found?.user.id !== userId) return { status: 'fail', detail: 'A new session could not be read back' };
  } finally {
    await sessions.destroy(token);
  }
  if (await sessions.find(token)) return { status: 'fail', detail: 'A removed session could still be read' };
  return { status: 'ok', detail: 'Session written, read back and removed' };
}

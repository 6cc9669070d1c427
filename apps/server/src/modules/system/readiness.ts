import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, migrationsFolder } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

// Found where the database opener finds the migrations (a bundled server has them beside it).
const journal = path.join(migrationsFolder, 'meta/_journal.json');

/** How many migrations this build ships (Drizzle's journal beside them). */
export function shippedMigrations(): number {
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

/**
 * Ready for traffic once the database has answered and holds every migration this build ships
 * (Drizzle records each in drizzle.__drizzle_migrations). Checked in the background until true,
 * then never again (the health probe watches the database from there), so `GET /api/ready` never
 * waits behind other queries.
 */
export class Readiness {
  private done = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly expected = shippedMigrations(),
  ) {}

  get ready(): boolean {
    return this.done;
  }

  start(everyMs = 1_000): void {
    const check = () => void this.check().then((ok) => ok && clearInterval(this.timer));
    this.timer = setInterval(check, everyMs);
    this.timer.unref();
    check();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** One check; true once the migrations are all there. */
  async check(): Promise<boolean> {
    try {
      const result = await this.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      this.done = (rowsOf<{ n: number }>(result)[0]?.n ?? 0) >= this.expected;
    } catch {
      this.done = false; // no migrations table yet, or no database: not ready
    }
    return this.done;
  }
}

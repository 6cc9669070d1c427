import { sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { rowsOf } from './rows.js';

interface TableActivity {
  table: string;
  tuples: number;
  dead: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
  neverVacuumed: boolean;
}

/**
 * What autovacuum does, as one pass: VACUUM (ANALYZE) the tables whose dead rows or new rows since
 * the last vacuum, or whose changes since the last analyse, pass PostgreSQL's default thresholds
 * (50 + 20% / 1000 + 20% / 50 + 10% of the table). A table never vacuumed is done at once.
 * Answers the tables it touched. PGlite needs it: it runs no autovacuum (see maintainNowAndThen).
 */
export async function maintainTables(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select s.relname as "table", greatest(c.reltuples, 0)::float8 as "tuples", s.n_dead_tup::float8 as "dead",
      s.n_ins_since_vacuum::float8 as "insertedSinceVacuum", s.n_mod_since_analyze::float8 as "changedSinceAnalyze",
      (c.reltuples < 0) as "neverVacuumed"
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'`);
  const tables = rowsOf<TableActivity>(result);
  const touched: string[] = [];
  for (const t of tables) {
    const vacuum = t.neverVacuumed || t.dead > 50 + 0.2 * t.tuples || t.insertedSinceVacuum > 1000 + 0.2 * t.tuples;
    const analyze = vacuum || t.changedSinceAnalyze > 50 + 0.1 * t.tuples;
    if (!analyze) continue;
    await db.execute(
      vacuum ? sql`vacuum (analyze) ${sql.identifier(t.table)}` : sql`analyze ${sql.identifier(t.table)}`,
    );
    touched.push(t.table);
  }
  return touched;
}

/**
 * PGlite is PostgreSQL in one process without its background workers: nothing analyses its tables
 * (the planner then takes each for nearly empty and picks plans that read all of it; an inventory
 * search at 20,000 lots took over a second) or vacuums them (index-only scans then visit every
 * row, and dead rows stay). `openDatabase` runs `maintainTables` on PGlite 30 s after opening
 * (migrations and seeds done) and every 10 minutes; PostgreSQL has autovacuum.
 * Answers a function that stops it, once a pass in progress is done.
 */
export function maintainNowAndThen(db: Db): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    // A failed pass is retried at the next tick; the database keeps working without it.
    running = running.then(() => maintainTables(db)).catch(() => undefined);
  };
  const first = setTimeout(pass, 30_000);
  const every = setInterval(pass, 10 * 60_000);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}

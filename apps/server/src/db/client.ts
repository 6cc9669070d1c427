import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { maintainNowAndThen } from './maintenance.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The Drizzle database, the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, otherwise embedded PGlite with its
 * data under `dataDir` (or in memory when `dataDir` is 'memory://'). Migrations run on open.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  migrate?: boolean;
}): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  if (options.migrate !== false) await runMigrations(database);
  return database;
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGliteTakingTurns: PGlite } = await import('./pglite/taking-turns.js');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  // pg_trgm backs the inventory search indexes; PostgreSQL ships it in its contrib modules.
  const extensions = { pg_trgm };
  let client: InstanceType<typeof PGlite>;
  if (dataDir === 'memory://') {
    client = new PGlite({ extensions });
  } else {
    const folder = path.join(dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    client = new PGlite(folder, { extensions });
  }
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  // PGlite has no autovacuum: the server does its work (db/maintenance.ts).
  const stopMaintenance = maintainNowAndThen(db);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await stopMaintenance();
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // NUMERIC stays a string (money is never a float); timestamps are parsed by Drizzle.
  const pool = new pg.default.Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function runMigrations(database: Database) {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type.
    await migrate(database.db as any, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type.
    await migrate(database.db as any, { migrationsFolder });
  }
}

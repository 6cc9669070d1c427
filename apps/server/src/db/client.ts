import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Db } from './database.js';
import { listenOnPostgres } from './listen-postgres.js';
import * as schema from './schema/index.js';
import { withAdvisoryLock } from './startup-lock.js';

export type { Database, Db, Schema } from './database.js';

/** Drizzle's migrations, beside this module (in the build, in a bundle: see test/chaos/server-bundle.ts). */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, otherwise embedded PGlite with its
 * data under `dataDir` (or in memory when `dataDir` is 'memory://'), through its adapter
 * (db/pglite/, loaded only then). Migrations run on open.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  migrate?: boolean;
  /** PGlite in memory only: start from this migrated image (`migratedPgliteImage`) instead of migrating. */
  pgliteImage?: Blob;
}): Promise<Database> {
  const migrate = options.migrate !== false;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrate);
  const { openPglite } = await import('./pglite/index.js');
  if (options.pgliteImage) {
    return openPglite({ dataDir: options.dataDir, migrationsFolder, migrate: false, image: options.pgliteImage });
  }
  return openPglite({ dataDir: options.dataDir, migrationsFolder, migrate });
}

/** An embedded database with every migration run, as an image to open copies of (the API tests' start). */
export async function migratedPgliteImage(): Promise<Blob> {
  const { pgliteImage } = await import('./pglite/index.js');
  return pgliteImage(migrationsFolder);
}

async function openPostgres(url: string, migrate: boolean): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // NUMERIC stays a string (money is never a float); timestamps are parsed by Drizzle.
  const pool = new pg.default.Pool({ connectionString: url, max: 10 });
  const driver = drizzle(pool, { schema });
  const startupLock = <T>(work: () => Promise<T>) => withAdvisoryLock(pool, work);
  if (migrate) {
    const migrator = await import('drizzle-orm/node-postgres/migrator');
    // Replicas started together: one migrates, the others wait and find nothing left to do.
    await startupLock(() => migrator.migrate(driver, { migrationsFolder }));
  }
  const db: Db = driver;
  const listen: Database['listen'] = (channel, onPayload, onGap) => listenOnPostgres(url, channel, onPayload, onGap);
  return {
    db,
    kind: 'postgres',
    startupLock,
    listen,
    waitingClients: () => pool.waitingCount,
    close: () => pool.end(),
  };
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from '../database.js';
import { maintainNowAndThen } from '../maintenance.js';
import * as schema from '../schema/index.js';
import { inProcessTurns } from '../startup-lock.js';
import { assertPgliteInternals, checkPgliteInternals } from './internals.js';
import { PGliteTakingTurns } from './taking-turns.js';

/** pg_trgm and btree_gin: the inventory search's indexes (migrations 0001, 0016). */
const extensions = { pg_trgm, btree_gin };

export interface PgliteOptions {
  /** A folder for the data (kept under `<dataDir>/pglite`), or 'memory://'. */
  dataDir: string;
  /** Drizzle's migrations folder, run on open unless `migrate` is false. */
  migrationsFolder: string;
  migrate: boolean;
  /**
   * A migrated database's image (`pgliteImage`) to start from instead of an empty one, with
   * 'memory://' only: the API tests open one per file, and copying an image is far cheaper than
   * initdb plus every migration.
   */
  image?: Blob;
}

/**
 * Opens the embedded database: PGlite taking turns with the server's I/O (taking-turns.ts), with
 * pg_trgm and btree_gin (the inventory search indexes, led by owner_id), checked at once for the PGlite internals the adapter
 * relies on (internals.ts: a PGlite upgrade that changed one fails here, at boot, not at the
 * first sale), migrated, and maintained (PGlite has no autovacuum: db/maintenance.ts).
 */
export async function openPglite(options: PgliteOptions): Promise<Database> {
  assertPgliteInternals();
  let client: PGliteTakingTurns;
  if (options.dataDir === 'memory://') {
    client = new PGliteTakingTurns({ extensions, ...(options.image ? { loadDataDir: options.image } : {}) });
  } else {
    const folder = path.join(options.dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    client = new PGliteTakingTurns(folder, { extensions });
  }
  await client.waitReady;
  try {
    await checkPgliteInternals(client);
  } catch (error) {
    await client.close();
    throw error;
  }
  const driver = drizzle(client, { schema });
  if (options.migrate) await migrate(driver, { migrationsFolder: options.migrationsFolder });
  // The same Drizzle API as node-postgres's; only the driver's result type (HKT) differs.
  const db: Db = driver as Db;
  const stopMaintenance = maintainNowAndThen(db);
  return {
    db,
    kind: 'pglite',
    // One process owns the data folder: its own first-start calls take turns.
    startupLock: inProcessTurns(),
    close: async () => {
      await stopMaintenance();
      await client.close();
    },
  };
}

/** An in-memory database, migrated, as an image `openPglite` can start from (`image`). */
export async function pgliteImage(migrationsFolder: string): Promise<Blob> {
  const client = new PGliteTakingTurns({ extensions });
  try {
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

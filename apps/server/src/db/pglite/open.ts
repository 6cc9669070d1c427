import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from '../database.js';
import { maintainNowAndThen } from '../maintenance.js';
import * as schema from '../schema/index.js';
import { inProcessTurns } from '../startup-lock.js';
import { assertPgliteInternals } from './internals.js';
import type { NamedStatement } from './prepared-statements.js';
import { PgliteWorkerClient } from './worker-client.js';
import type { WorkerStart } from './worker-protocol.js';

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
  /** Called when the worker stops unasked (a crash, a PGlite abort); by default the server exits 1. */
  onFatal?: (error: Error) => void;
}

/** The server cannot go on without its database: said loudly, and the process ends non-zero. */
function exitOnWorkerFailure(error: Error): void {
  console.error(`Assist: the embedded database stopped: ${error.message}`);
  process.exit(1);
}

/**
 * Drizzle's PGlite driver over the worker's client. Its type names the PGlite class (private
 * fields, so nothing else fits it), but it calls only query (rowMode, parsers), transaction and
 * the transaction's query/exec, which PgliteWorkerClient gives it (the contract tests beside this
 * file run Drizzle over it). This guard is the one place that says so to the type checker.
 */
function drivesLikePglite(client: PgliteWorkerClient): client is PgliteWorkerClient & PGlite {
  return client instanceof PgliteWorkerClient;
}

function drizzleOverWorker(client: PgliteWorkerClient) {
  if (!drivesLikePglite(client)) throw new Error('PGlite adapter: not the worker client');
  return drizzle({ client, schema });
}

async function startWorker(options: PgliteOptions): Promise<PgliteWorkerClient> {
  assertPgliteInternals();
  let start: WorkerStart;
  if (options.dataDir === 'memory://') {
    start = options.image ? { image: await options.image.arrayBuffer() } : {};
  } else {
    const folder = path.join(options.dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    start = { folder };
  }
  const client = PgliteWorkerClient.start(start, options.onFatal ?? exitOnWorkerFailure);
  try {
    await client.waitReady;
  } catch (error) {
    await client.close();
    throw error;
  }
  return client;
}

/**
 * Opens the embedded database: PGlite in a worker thread (worker.ts), so the server's event loop
 * never runs a query, with pg_trgm and btree_gin (the inventory search indexes, led by owner_id),
 * checked in the worker at once for the PGlite internals the adapter relies on (internals.ts: a
 * PGlite upgrade that changed one fails here, at boot, not at the first sale), migrated through
 * the worker, and maintained (PGlite has no autovacuum: db/maintenance.ts).
 */
export async function openPglite(options: PgliteOptions): Promise<Database> {
  const client = await startWorker(options);
  const driver = drizzleOverWorker(client);
  if (options.migrate) await migrate(driver, { migrationsFolder: options.migrationsFolder });
  // The same Drizzle API as node-postgres's; only the driver's result type (HKT) differs.
  const db: Db = driver;
  const stopMaintenance = maintainNowAndThen(db);
  return {
    db,
    kind: 'pglite',
    // One process owns the data folder: its own first-start calls take turns.
    startupLock: inProcessTurns(),
    // One process: nothing is ever missed, so no gap to report.
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => stop();
    },
    dumpImage: () => client.dumpDataDir(),
    ...(options.dataDir === 'memory://'
      ? {}
      : { copyDataDir: (to: string) => client.copyDataDir(path.join(options.dataDir, 'pglite'), to) }),
    close: async () => {
      await stopMaintenance();
      await client.close();
    },
  };
}

/** An in-memory database, migrated, as an image `openPglite` can start from (`image`). */
export async function pgliteImage(migrationsFolder: string): Promise<Blob> {
  const client = await startWorker({ dataDir: 'memory://', migrationsFolder, migrate: true });
  try {
    await migrate(drizzleOverWorker(client), { migrationsFolder });
    return await client.dumpDataDir();
  } finally {
    await client.close();
  }
}

/** A named statement on the driver under a Drizzle database (its `$client`), which must be PGlite's. */
export function runPreparedOnPglite<Row>(
  client: unknown,
  statement: NamedStatement,
  values: unknown[],
): Promise<Row[]> {
  if (!(client instanceof PgliteWorkerClient)) {
    throw new Error(`prepared statement ${statement.name}: the database is not PGlite`);
  }
  return client.runNamed<Row>(statement, values);
}

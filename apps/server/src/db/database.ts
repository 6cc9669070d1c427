import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The Drizzle database, the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** An open database: PGlite (db/pglite/) or PostgreSQL (db/client.ts). */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` (migrations, first-start seeding) while no other server instance runs its own on
   * this database: replicas started at the same moment take turns (db/startup-lock.ts).
   */
  startupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with each NOTIFY on `channel` once its transaction committed (on PostgreSQL,
   * sent through any instance). `onGap`: some may have been missed (a listening connection was
   * lost and is back). Resolves to the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * PGlite only: a tarball of the whole data folder, taken as one job of its queue (so consistent:
   * no statement or transaction runs meanwhile; tills wait for it). modules/backups/ writes it.
   */
  dumpImage?: () => Promise<Blob>;
  /**
   * PGlite on a folder only: copies its data folder into the empty folder `to` while sales go on
   * (db/pglite/online-copy.ts: a base backup with its WAL; tills wait only for two short turns).
   * Answers how long the queue was held. modules/backups/ packs the copy.
   */
  copyDataDir?: (to: string) => Promise<{ heldMs: number; files: number }>;
  /** PostgreSQL only: queries waiting for one of the pool's connections (for /metrics). */
  waitingClients?: () => number;
}

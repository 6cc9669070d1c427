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
  close(): Promise<void>;
}

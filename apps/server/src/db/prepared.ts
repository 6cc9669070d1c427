import type { PGliteInterface } from '@electric-sql/pglite';
import type { Db } from './client.js';

/** A statement of fixed text ($1, $2 ... for its values) run often enough to be worth preparing. */
export interface PreparedStatement {
  name: string;
  text: string;
}

interface PgPool {
  totalCount: number;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** node-postgres's pool (PostgreSQL), as against a PGlite instance. */
function isPool(client: PgPool | PGliteInterface): client is PgPool {
  return 'totalCount' in client;
}

/** Loaded on the first statement run on PGlite: a server on PostgreSQL never loads PGlite. */
let pgliteStatements: Promise<typeof import('./pglite/prepared-statements.js')> | undefined;

/**
 * Runs `statement` on its own (autocommit) with `values`, as a named prepared statement: parsed
 * and planned once per connection instead of at every call (the checkout's hot path; see
 * docs/decisions/2026-11-22-checkout-throughput.md). On PostgreSQL, once per pooled connection;
 * on PGlite, once on its one connection (db/pglite-prepared.ts). Only on the database itself,
 * never inside a transaction. Values come back as the driver reads them, so the statement casts
 * what must be text (numeric, dates) itself.
 */
export async function runPrepared<Row>(db: Db, statement: PreparedStatement, values: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { $client?: PgPool | PGliteInterface }).$client;
  if (!client) throw new Error(`prepared statement ${statement.name} needs the database, not a transaction`);
  if (isPool(client)) {
    const result = await client.query({ name: statement.name, text: statement.text, values });
    return result.rows as Row[];
  }
  pgliteStatements ??= import('./pglite/prepared-statements.js');
  return (await pgliteStatements).runNamedOnPglite<Row>(client, statement, values);
}

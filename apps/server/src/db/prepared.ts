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

/** node-postgres's pool (PostgreSQL), as against PGlite (db/pglite/). */
function isPool(client: unknown): client is PgPool {
  return typeof client === 'object' && client !== null && 'totalCount' in client;
}

/** The adapter, loaded on the first statement run on PGlite: a server on PostgreSQL never loads it. */
let pglite: Promise<typeof import('./pglite/index.js')> | undefined;

/**
 * Runs `statement` on its own (autocommit) with `values`, as a named prepared statement: parsed
 * and planned once per connection instead of at every call (the checkout's hot path; see
 * docs/decisions/2026-11-22-checkout-throughput.md). On PostgreSQL, once per pooled connection;
 * on PGlite, once on its one connection (db/pglite/prepared-statements.ts). Only on the database
 * itself, never inside a transaction. Values come back as the driver reads them, so the statement casts
 * what must be text (numeric, dates) itself.
 */
export async function runPrepared<Row>(db: Db, statement: PreparedStatement, values: unknown[]): Promise<Row[]> {
  // Drizzle's database holds its driver as `$client`; a transaction has none.
  const client: unknown = '$client' in db ? db.$client : undefined;
  if (!client) throw new Error(`prepared statement ${statement.name} needs the database, not a transaction`);
  if (isPool(client)) {
    const result = await client.query({ name: statement.name, text: statement.text, values });
    return result.rows as Row[];
  }
  pglite ??= import('./pglite/index.js');
  return (await pglite).runPreparedOnPglite<Row>(client, statement, values);
}

import type { Db } from './client.js';

/** A statement of fixed text ($1, $2 ... for its values) run often enough to be worth preparing. */
export interface PreparedStatement {
  name: string;
  text: string;
}

interface DriverClient {
  query(config: { name: string; text: string; values: unknown[] } | string, values?: unknown[]): Promise<unknown>;
}

/**
 * Runs `statement` on its own (autocommit) with `values`. On PostgreSQL it is a named prepared
 * statement, parsed and planned once per pooled connection instead of at every call (the checkout's
 * hot path; see docs/decisions/2026-11-22-checkout-throughput.md); PGlite runs the text as is.
 * Only on the database itself, never inside a transaction. Values come back as the driver reads
 * them, so the statement casts what must be text (numeric, dates) itself.
 */
export async function runPrepared<Row>(db: Db, statement: PreparedStatement, values: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { $client?: DriverClient }).$client;
  if (!client) throw new Error(`prepared statement ${statement.name} needs the database, not a transaction`);
  const isPool = 'totalCount' in client;
  const result = isPool
    ? await client.query({ name: statement.name, text: statement.text, values })
    : await client.query(statement.text, values);
  return (result as { rows: Row[] }).rows;
}

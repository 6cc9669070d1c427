import type { Db } from '../../apps/server/src/db/client.js';

interface Counted {
  query: (...args: unknown[]) => unknown;
}

/**
 * Counts the statements sent to the database from now on (each is a round trip): wraps the
 * driver's `query` (node-postgres's pool, PGlite's query and its named statements through
 * execProtocol). A tool for profiling; the server is not changed otherwise.
 */
export function countRoundTrips(db: Db): { count: () => number } {
  let count = 0;
  const driver: unknown = '$client' in db ? db.$client : undefined;
  if (typeof driver !== 'object' || driver === null)
    throw new Error('countRoundTrips needs the database, not a transaction');
  const client = driver as Record<string, unknown>;
  for (const name of ['query', 'execProtocol', 'exec']) {
    const original = client[name];
    if (typeof original !== 'function') continue;
    client[name] = function (this: unknown, ...args: unknown[]) {
      count += 1;
      return (original as Counted['query']).apply(this, args);
    };
  }
  return { count: () => count };
}

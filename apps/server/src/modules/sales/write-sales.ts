import { DomainError, type Sale } from '@assist/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type PreparedStatement, runPrepared } from '../../db/prepared.js';
import { rowsOf } from '../../db/rows.js';
import { unauthorized } from '../../platform/errors.js';
import { postgresCode } from '../../platform/postgres-errors.js';
import { sessionIsLive } from '../../platform/session-store.js';
import {
  type SalesToWrite,
  type StoredLineRow,
  presentWritten,
  statementValues,
  writeSalesStatement,
} from './sale-statement.js';

/**
 * The one writer of sales: planned sales, one or many, in one statement (writeSalesStatement), all
 * written or none. On the database itself it runs as a prepared statement (the checkout's hot
 * path); inside a transaction (the demo seed) the same text with the same values. Throws an error
 * isRefused knows when stock, a price or a reference changed since the plan's read.
 */
export async function writeSales(db: Db, sales: SalesToWrite): Promise<Sale[]> {
  if (sales.sales.length === 0) return [];
  const values = statementValues(sales);
  try {
    const rows =
      '$client' in db
        ? await runPrepared<StoredLineRow>(db, writeSalesStatement, values)
        : rowsOf<StoredLineRow>(await db.execute(inline(writeSalesStatement, values)));
    return presentWritten(rows, sales);
  } catch (error) {
    // Refused: a stock race, or the cashier's session ended (signed out or deactivated, maybe on
    // another instance while this one reused its lookup). Only the latter answers 401 at once.
    if (isRefused(error) && sales.sessionId && !(await sessionIsLive(db, sales.sessionId))) throw unauthorized();
    throw error;
  }
}

/** A statement's text with its values bound in place of $1, $2 ... (not prepared). */
function inline(statement: PreparedStatement, values: unknown[]): SQL {
  const parts = statement.text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, n) => (n % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)),
    sql``,
  );
}

/** The SQLSTATE `checkout_refused_unless` raises (migration 0007). */
const refusedCode = 'AS409';

/** True when the statement was refused (stock, a price or a reference changed since read) or lost a deadlock. */
export function isRefused(error: unknown): boolean {
  const code = postgresCode(error);
  return code === refusedCode || code === '40P01';
}

/**
 * The one retry loop of selling: `attempt` reads, plans and writes; when it is refused (another
 * till changed a lot, took the reference or the client id in between) it runs again, reading
 * afresh, at most `tries` times. `settled` may answer a refusal from what is stored now (the same
 * clientSaleId written by another request), else the next try runs.
 */
export async function untilWritten<T>(
  tries: number,
  attempt: (n: number) => Promise<T>,
  settled: () => Promise<T | null> = async () => null,
): Promise<T> {
  for (let n = 1; n <= tries; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      const answer = await settled();
      if (answer) return answer;
      if (!isRefused(error)) throw error;
    }
  }
  // Other tills kept changing these lots: 503, so the till (or the offline queue) tries again later.
  throw new DomainError('stock_busy');
}

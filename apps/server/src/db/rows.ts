/**
 * The rows of a raw `db.execute(sql...)` result. Both drivers answer with an object holding `rows`
 * (PGlite's `Results`, node-postgres's `QueryResult`), but Drizzle types the answer as unknown over
 * the shared `Db`, so the row shape is the caller's word, as with any raw SQL; say it in one place.
 * Example: rowsOf<{ n: number }>(await db.execute(sql`select 1 as n`)) -> [{ n: 1 }].
 */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('rowsOf: not a query result with rows');
  return rows as Row[];
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { ChaosRecord, KeyedKind } from './record.js';
import type { CheckResult } from './sale-checks.js';

const ownerList = (owners: number[]) => sql.raw(owners.map(Number).join(','));

/** The records of each keyed kind in the database: the returns', supplier returns', transfers' ids; the chaos receipts' order refs. */
async function storedRecords(db: Db, owners: number[]): Promise<Record<KeyedKind, string[]>> {
  const of = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ record: string }>(await db.execute(query)).map((r) => r.record);
  const ids = ownerList(owners);
  return {
    customer_return: await of(sql`select id::text as record from sale_returns where owner_id in (${ids})`),
    supplier_return: await of(sql`select id::text as record from supplier_returns where owner_id in (${ids})`),
    transfer: await of(sql`select id::text as record from transfers where owner_id in (${ids})`),
    receive: await of(
      sql`select order_ref as record from supplier_orders where owner_id in (${ids}) and order_ref like 'CH-%'`,
    ),
  };
}

/**
 * Receipts, customer returns, returns to suppliers and transfers, each sent with a clientRequestId
 * until answered (kills included) and some sent again after their answer: each acknowledged one is
 * in the database exactly once, nothing else is, and every resend answered the same record.
 */
export async function checkKeyedWrites(db: Db, owners: number[], record: ChaosRecord): Promise<CheckResult> {
  const problems = [...record.resendProblems];
  const stored = await storedRecords(db, owners);
  for (const [kind, records] of Object.entries(stored) as [KeyedKind, string[]][]) {
    const acked = record.ackedWrites.filter((write) => write.kind === kind).map((write) => write.record);
    const count = (list: string[]) => list.reduce((m, r) => m.set(r, (m.get(r) ?? 0) + 1), new Map<string, number>());
    const inDatabase = count(records);
    for (const [r, n] of count(acked)) {
      if (n > 1) problems.push(`${kind} ${r}: acknowledged ${n} times for different requests`);
      if (inDatabase.get(r) !== 1)
        problems.push(`${kind} ${r}: acknowledged, ${inDatabase.get(r) ?? 0} in the database`);
    }
    for (const r of inDatabase.keys())
      if (!acked.includes(r)) problems.push(`${kind} ${r}: in the database, never acknowledged`);
  }
  const [keys] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from client_requests where owner_id in (${ownerList(owners)})`),
  );
  if (Number(keys?.n) !== record.ackedWrites.length)
    problems.push(`${keys?.n} request ids stored, ${record.ackedWrites.length} writes acknowledged`);
  return {
    name: `keyed writes exactly once (${record.resends} sent again after their answer)`,
    checked: record.ackedWrites.length,
    problems,
  };
}

/**
 * Checkout throughput and latency (issue 4, Performance): 3-line sales through `POST /api/sales`
 * over real HTTP, 10 at a time from a worker thread (the client's work on another core, as real
 * tills), beside the same writes sent straight through the driver, in alternating rounds so a busy
 * machine slows all alike:
 * - "read + 1 statement": the service's shape since 2026-11-22 (docs/decisions/2026-11-22-checkout-throughput.md):
 *   the lots read, then one statement on its own taking the units and writing the sale, lines and movements;
 * - "2 statements": its shape before, a transaction of the conditional decrement then one insert statement.
 * Goal: HTTP at least half the raw SQL rate of the same shape; p95 under 30 ms at 10 concurrent.
 * Tenant of 20,000 lots that has made 2,100 sales before the measured rounds, another tenant beside it.
 *
 * PGlite in a temporary DATA_DIR, and PostgreSQL too when DATABASE_URL is set
 * (`scripts/with-postgres.sh npm run bench -- checkout`). BENCH_SALES (default 1200) per mode.
 * BENCH_WORKERS=1,2 (PostgreSQL only) adds the server started as `npm start` starts it, in
 * processes of its own with WORKERS=1 and WORKERS=2 (node:cluster), beside the raw statements
 * (bench/support/checkout-workers.ts; docs/decisions/2026-11-26-till-speed.md).
 */
import { eq, sql } from 'drizzle-orm';
import { users } from '../apps/server/src/db/schema/index.js';
import type { BenchResult } from './run.js';
import { loadAverage } from './support/machine.js';
import { BenchServer } from './support/bench-server.js';
import { runInChild } from './support/child-run.js';
import { CheckoutLoad } from './support/http-load.js';
import { sqlRunner } from './support/checkout-sql.js';
import { rawCheckoutOneInsert } from './support/checkout-sql-one-insert.js';
import { rawCheckoutOneStatement } from './support/checkout-sql-one-statement.js';
import { benchWorkers } from './support/checkout-workers.js';
import {
  BENCH_PASSWORD,
  benchPasswordHash,
  createOwner,
  sellableLotIds,
  stockTenant,
} from './support/inventory-tenant.js';
import { ms, percentile } from './support/latency.js';

const SALES = Number(process.env.BENCH_SALES ?? 1200);
const ROUNDS = 6;
const CONCURRENCY = 10;
const PRODUCTS = 8_000;
/** Sales each mode makes before the measured rounds (not measured): the shop's history, a warm server. */
const WARM_UP_SALES = Number(process.env.BENCH_WARM_UP ?? 700);

export default async function run(): Promise<BenchResult> {
  const rows: BenchResult['rows'] = [];
  const targets: [string, string | undefined][] = [['pglite', undefined]];
  if (process.env.DATABASE_URL) targets.push(['postgres', process.env.DATABASE_URL]);
  // Each database in a process of its own, as each would have its own server (see runInChild).
  for (const [label, url] of targets) {
    rows.push(...(await runInChild<BenchResult['rows']>(import.meta.url, 'benchDatabase', [label, url ?? null])));
  }
  const workers = (process.env.BENCH_WORKERS ?? '').split(',').filter(Boolean).map(Number);
  if (process.env.DATABASE_URL && workers.length > 0) {
    rows.push(...(await runInChild<BenchResult['rows']>(import.meta.url, 'benchServerProcesses', [workers])));
  }
  const load = loadAverage();
  return {
    title: `Checkout, 3-line sales, ${CONCURRENCY} concurrent, ${SALES} sales per mode (ms); load average at the end ${load}`,
    rows,
  };
}

/** BENCH_WORKERS: the server in processes of its own, WORKERS=n for each n, beside the raw statements. */
export function benchServerProcesses(counts: number[]): Promise<BenchResult['rows']> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('BENCH_WORKERS needs DATABASE_URL');
  return benchWorkers(url, counts, {
    sales: SALES,
    rounds: ROUNDS,
    warmUp: WARM_UP_SALES,
    concurrency: CONCURRENCY,
    products: PRODUCTS,
    runConcurrently,
  });
}

/** Sales spread over many lots with plenty of units, so no sale is refused. */
function basketMaker(lotIds: number[]) {
  let next = 0;
  return () =>
    [0, 1, 2].map((i) => ({
      inventoryId: lotIds[(next++ * 7 + i * 131) % lotIds.length]!,
      quantity: 1,
      unitType: 'unit' as const,
    }));
}

/** The three modes on one database (PGlite when `databaseUrl` is null), as the table's rows. */
export async function benchDatabase(label: string, databaseUrl: string | null): Promise<BenchResult['rows']> {
  const server = await BenchServer.start(databaseUrl ?? undefined);
  const hash = await benchPasswordHash();
  const owners: number[] = [];
  let tills: CheckoutLoad | undefined;
  try {
    const owner = await createOwner(server.db, hash);
    owners.push(owner.id);
    await stockTenant(server.db, owner.id, PRODUCTS);
    const other = await createOwner(server.db, hash);
    owners.push(other.id);
    await stockTenant(server.db, other.id, 1_600);
    await server.db.execute(sql`analyze`);
    const lotIds = await sellableLotIds(server.db, owner.id);
    const basket = basketMaker(lotIds);
    const cookie = await server.signIn(owner.email, BENCH_PASSWORD);
    const runSql = sqlRunner(server.database);

    const raw = () => rawCheckoutOneStatement(server.db, owner.id, basket());
    const rawOneInsert = () => rawCheckoutOneInsert(runSql, owner.id, basket());
    tills = new CheckoutLoad({ url: `${server.baseUrl}/api/sales`, cookie, lotIds, concurrency: CONCURRENCY });
    const httpTills = tills;
    const http = (count: number) => httpTills.round(count, Math.floor(Math.random() * lotIds.length));
    const sqlLoad = (fn: () => Promise<void>) => async (count: number) => {
      const started = performance.now();
      const latencies = await runConcurrently(count, fn);
      return { latencies, elapsed: performance.now() - started };
    };
    const loads = { http, sql: sqlLoad(raw), sql2: sqlLoad(rawOneInsert) };
    type Mode = keyof typeof loads;

    // A shop that has been selling, on a server that has been up: each mode first makes
    // WARM_UP_SALES sales (not measured), so the code is compiled hot and the sales tables hold
    // rows; then ANALYZE, as autovacuum keeps statistics on a live database. Measured on tables
    // fresh from the migrations instead, each sale line's foreign-key check scanned the whole sales
    // table (a plan each connection made while it had a page or two, kept until statistics change)
    // and PostgreSQL's work per sale grew round after round.
    for (const load of Object.values(loads)) await load(WARM_UP_SALES);
    await server.db.execute(sql`analyze`);
    const samples: Record<Mode, number[]> = { http: [], sql: [], sql2: [] };
    const elapsed: Record<Mode, number> = { http: 0, sql: 0, sql2: 0 };
    const orders: Mode[][] = [
      ['http', 'sql', 'sql2'],
      ['sql2', 'http', 'sql'],
      ['sql', 'sql2', 'http'],
    ];
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of orders[round % orders.length]!) {
        const result = await loads[mode](Math.ceil(SALES / ROUNDS));
        samples[mode].push(...result.latencies);
        elapsed[mode] += result.elapsed;
      }
    }
    const ledger = await server.db.execute(sql`
      select count(*)::int as n from inventory_lots l where l.owner_id = ${owner.id}
        and l.quantity_units <> (select coalesce(sum(m.quantity_units), 0) from stock_movements m where m.lot_id = l.id)`);
    const mismatched = (ledger as unknown as { rows: { n: number }[] }).rows[0]?.n;
    const rate = (mode: Mode) => (samples[mode].length / elapsed[mode]) * 1000;
    const names: Record<Mode, string> = {
      http: 'HTTP POST /api/sales',
      sql: 'SQL, read + 1 statement',
      sql2: 'SQL, 2 statements (before)',
    };
    const row = (mode: Mode) => ({
      db: label,
      mode: names[mode],
      sales: samples[mode].length,
      'sales/s': Math.round(rate(mode)),
      p50: ms(percentile(samples[mode], 50)),
      p95: ms(percentile(samples[mode], 95)),
      p99: ms(percentile(samples[mode], 99)),
      'http/sql rate': mode === 'http' ? '' : Math.round((rate('http') / rate(mode)) * 100) / 100,
      'lots off ledger': mismatched ?? '?',
    });
    return [row('http'), row('sql'), row('sql2')];
  } finally {
    await tills?.close();
    for (const id of owners) await server.db.delete(users).where(eq(users.id, id));
    await server.stop();
  }
}

/** Runs `count` calls of `fn`, `CONCURRENCY` at a time; answers each call's latency in ms. */
async function runConcurrently(count: number, fn: () => Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started++;
      const t0 = performance.now();
      await fn();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return latencies;
}

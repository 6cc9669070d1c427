/**
 * The dashboard over a year of a busy shop (issue 6, Performance): p50/p95 of
 * `GET /api/dashboard` for a 90-day range (and 7, 30, 365 days) through real HTTP, beside a full
 * scan of the sale lines table in the same run, alternating call by call. The tenant has
 * 1,000,000 sale lines over the last 365 days; 1,000 other tenants' sales sit beside it.
 * Goal: p95 under 200 ms for 90 days.
 *
 * PostgreSQL when DATABASE_URL is set (`scripts/with-postgres.sh npm run bench -- dashboard`), and
 * PGlite beside it only with BENCH_DASHBOARD_PGLITE=1 (a million rows through WASM take minutes
 * to load); PGlite alone when DATABASE_URL is unset.
 * BENCH_SALE_LINES (default 1,000,000), BENCH_ITERATIONS (default 60), BENCH_EXPLAIN=1 prints
 * EXPLAIN ANALYZE of the dashboard's statements to stderr.
 */
import { sql } from 'drizzle-orm';
import { addDays } from '@assist/domain';
import { getDashboard } from '../apps/server/src/modules/dashboard/get-dashboard.js';
import { todayIn } from '../apps/server/src/modules/dashboard/period.js';
import type { BenchResult } from './run.js';
import { BenchServer, type CapturedQuery } from './support/bench-server.js';
import { BENCH_PASSWORD, benchPasswordHash, createOwner } from './support/inventory-tenant.js';
import { ms, percentile, timeSideBySide, timed } from './support/latency.js';
import { otherTenants, tradeTenant } from './support/sales-tenant.js';

const LINES = Number(process.env.BENCH_SALE_LINES ?? 1_000_000);
const PRODUCTS = 3_000;
const OTHER_TENANTS = 1_000;
const OTHER_SALES_EACH = 50;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);
const WARMUP = 5;
const RANGES = [90, 7, 30, 365];

export default async function run(): Promise<BenchResult> {
  const targets: [string, string | undefined][] = [];
  if (process.env.DATABASE_URL) targets.push(['postgres', process.env.DATABASE_URL]);
  if (process.env.BENCH_DASHBOARD_PGLITE === '1' || targets.length === 0) targets.push(['pglite', undefined]);
  const rows: BenchResult['rows'] = [];
  for (const [label, url] of targets) rows.push(...(await benchDatabase(label, url)));
  return {
    title: `Dashboard, ${LINES.toLocaleString('en')} sale lines over a year + ${OTHER_TENANTS} other tenants, ${ITERATIONS} requests per range (ms)`,
    rows,
  };
}

async function benchDatabase(label: string, databaseUrl: string | undefined): Promise<BenchResult['rows']> {
  const server = await BenchServer.start(databaseUrl);
  const hash = await benchPasswordHash();
  const owners: number[] = [];
  try {
    const owner = await createOwner(server.db, hash);
    owners.push(owner.id);
    const loadMs = await timed(async () => {
      await tradeTenant(server.db, owner.id, PRODUCTS, LINES);
      owners.push(...(await otherTenants(server.db, hash, OTHER_TENANTS, OTHER_SALES_EACH)));
      // What autovacuum (PostgreSQL) or the server's maintenance (PGlite) does after a bulk load.
      await server.db.execute(sql`vacuum analyze`);
    });
    const counts = await count(server, owner.id);
    const cookie = await server.signIn(owner.email, BENCH_PASSWORD);
    const today = todayIn('UTC');
    const rows: BenchResult['rows'] = [];
    for (const days of RANGES) {
      const query = { fromDate: addDays(today, -(days - 1)), toDate: today };
      if (process.env.BENCH_EXPLAIN) {
        const captured = await server.capture((db) => getDashboard(db, owner.id, 'UTC', query));
        await explain(server, `${label} ${days} days`, captured);
      }
      const body = await fetchDashboard(server, cookie, query);
      const samples = await timeSideBySide(
        days === 90 ? ITERATIONS : Math.ceil(ITERATIONS / 2),
        WARMUP,
        () => fetchDashboard(server, cookie, query),
        () => server.raw({ sql: 'select count(*), sum(total_price) from sale_items', params: [] }),
      );
      rows.push({
        db: label,
        range: `${days} days`,
        'sales in range': body.totalSales,
        'lines (tenant/all)': `${counts.tenant}/${counts.all}`,
        'http p50': ms(percentile(samples.a, 50)),
        'http p95': ms(percentile(samples.a, 95)),
        'full scan p50': ms(percentile(samples.b, 50)),
        'full scan p95': ms(percentile(samples.b, 95)),
        'load s': Math.round(loadMs / 100) / 10,
      });
    }
    return rows;
  } finally {
    if (server.database.kind === 'postgres') await removeTrade(server, owners);
    await server.stop();
  }
}

async function count(server: BenchServer, ownerId: number) {
  const result = (await server.raw({
    sql: 'select count(*) filter (where owner_id = $1)::int as tenant, count(*)::int as all from sale_items',
    params: [ownerId],
  })) as { rows: { tenant: number; all: number }[] };
  return result.rows[0]!;
}

async function fetchDashboard(server: BenchServer, cookie: string, query: Record<string, string>) {
  const response = await fetch(`${server.baseUrl}/api/dashboard?${new URLSearchParams(query)}`, {
    headers: { cookie },
  });
  if (response.status !== 200) throw new Error(`GET /api/dashboard answered ${response.status}`);
  return (await response.json()) as { totalSales: number };
}

async function explain(server: BenchServer, title: string, captured: CapturedQuery[]) {
  for (const q of captured) {
    const result = (await server.raw({ sql: `explain (analyze, buffers) ${q.sql}`, params: q.params })) as {
      rows: Record<string, string>[];
    };
    console.error(`\n--- ${title}\n${result.rows.map((row) => Object.values(row)[0]).join('\n')}`);
  }
}

/** Takes the bench's tenants out of a PostgreSQL database that outlives the run, children first. */
async function removeTrade(server: BenchServer, owners: number[]) {
  const list = sql.raw(owners.join(','));
  for (const table of [
    'sales_product_daily',
    'sales_daily',
    'sale_return_items',
    'sale_returns',
    'sale_items',
    'sales',
    'supplier_payments',
    'expenses',
    'stock_movements',
    'inventory_lots',
    'products',
    'suppliers',
  ]) {
    await server.db.execute(sql`delete from ${sql.identifier(table)} where owner_id in (${list})`);
  }
  await server.db.execute(sql`delete from users where id in (${list})`);
}

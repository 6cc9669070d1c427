/**
 * A fair server under mixed load (issue 18): 10 tills selling 3-line sales through
 * `POST /api/sales` (a worker thread, as bench/checkout.bench.ts) while 4 back-office users refresh
 * the dashboard (90 days), the inventory list (page 1 of 50) and the sales history (last 30 days)
 * in a loop, and a health poller GETs /api/health every 50 ms (another worker thread). First the
 * tills alone, then the mix, both pressing as fast as answered (saturation), then the mix paced
 * (BENCH_MIXED_PACE_MS, default a sale a second a till; BENCH_MIXED_THINK_MS, default 2 s between
 * a user's pages; BENCH_MIXED_PACED_SALES, default 300). Prints checkout p50/p95/rate, health p50/p95, the heavy reads served
 * and refused (503, the heavy-read cap) and os.loadavg() before and after each database.
 * Goal during the mix: checkout p95 under 50 ms and health p95 under 20 ms.
 *
 * PGlite in a temporary DATA_DIR, and PostgreSQL too when DATABASE_URL is set
 * (`scripts/with-postgres.sh npm run bench -- mixed`). BENCH_MIXED_SALES (default 600) sales in
 * the mix, BENCH_MIXED_HISTORY (default 1000) sales made before (the shop's history, not measured).
 */
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { users } from '../apps/server/src/db/schema/index.js';
import type { BenchResult } from './run.js';
import { loadAverage } from './support/machine.js';
import { BackOfficeLoad, type BackOfficeResult } from './support/back-office-load.js';
import { BenchServer } from './support/bench-server.js';
import { runInChild } from './support/child-run.js';
import { CheckoutLoad, type LoadResult } from './support/http-load.js';
import {
  BENCH_PASSWORD,
  benchPasswordHash,
  createOwner,
  removeTenants,
  sellableLotIds,
  stockTenant,
} from './support/inventory-tenant.js';
import { ms, percentile } from './support/latency.js';

const SALES = Number(process.env.BENCH_MIXED_SALES ?? 600);
const HISTORY = Number(process.env.BENCH_MIXED_HISTORY ?? 1000);
const TILLS = 10;
/**
 * The paced phase: each till rings a sale at most every TILL_PACE_MS and each back-office user
 * opens a page then reads it for OFFICE_THINK_MS, the health poller as before. A busy pharmacy's
 * till rings a sale every 30-60 s; one a second is far above it, yet a rate a server is sized for,
 * unlike the phases before, where every till and user presses as fast as the server answers (the
 * machine's saturation, whose latencies are mostly queueing).
 */
const TILL_PACE_MS = Number(process.env.BENCH_MIXED_PACE_MS ?? 1000);
const OFFICE_THINK_MS = Number(process.env.BENCH_MIXED_THINK_MS ?? 2000);
const PACED_SALES = Number(process.env.BENCH_MIXED_PACED_SALES ?? 300);
const OFFICE_USERS = 4;
const PRODUCTS = 8_000;
const GOAL = 'checkout p95 < 50, health p95 < 20';

export default async function run(): Promise<BenchResult> {
  const rows: BenchResult['rows'] = [];
  const targets: [string, string | undefined][] = [['pglite', undefined]];
  if (process.env.DATABASE_URL) targets.push(['postgres', process.env.DATABASE_URL]);
  for (const [label, url] of targets) {
    rows.push(...(await runInChild<BenchResult['rows']>(import.meta.url, 'benchDatabase', [label, url ?? null])));
  }
  return {
    title: `Mixed load: ${TILLS} tills (3-line sales) + ${OFFICE_USERS} back-office users + a health poller, ${SALES} sales (ms; goal ${GOAL}; ${os.cpus().length} cores)`,
    rows,
  };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The tills alone, then the mix, on one database (PGlite when `databaseUrl` is null). */
export async function benchDatabase(label: string, databaseUrl: string | null): Promise<BenchResult['rows']> {
  const server = await BenchServer.start(databaseUrl ?? undefined);
  const hash = await benchPasswordHash();
  const owners: number[] = [];
  let tills: CheckoutLoad | undefined;
  let office: BackOfficeLoad | undefined;
  try {
    const owner = await createOwner(server.db, hash);
    owners.push(owner.id);
    await stockTenant(server.db, owner.id, PRODUCTS);
    await server.db.execute(sql`analyze`);
    const lotIds = await sellableLotIds(server.db, owner.id);
    const cookie = await server.signIn(owner.email, BENCH_PASSWORD);
    tills = new CheckoutLoad({ url: `${server.baseUrl}/api/sales`, cookie, lotIds, concurrency: TILLS });
    await tills.round(HISTORY, 0);
    await server.db.execute(sql`analyze`);
    const paths = [
      `/api/dashboard?fromDate=${day(-89)}&toDate=${day(0)}`,
      '/api/inventory?page=1&pageSize=50&sortBy=name',
      `/api/sales?from=${day(-29)}&to=${day(0)}`,
    ];
    office = new BackOfficeLoad({ baseUrl: server.baseUrl, cookie, users: OFFICE_USERS, paths, healthEveryMs: 50 });

    const loadBefore = loadAverage();
    const alone = await tills.round(Math.ceil(SALES / 3), 1_000);
    office.start();
    const mixed = await tills.round(SALES, 2_000);
    const seen = await office.stop();
    const loadAfter = loadAverage();
    office.start(OFFICE_THINK_MS);
    const paced = await tills.round(PACED_SALES, 3_000, TILL_PACE_MS);
    const pacedSeen = await office.stop();
    return [
      row(label, 'tills alone', alone, undefined, loadBefore),
      row(label, 'tills + back office', mixed, seen, loadAfter),
      row(
        label,
        `paced: a sale/${TILL_PACE_MS / 1000} s a till, a page/${OFFICE_THINK_MS / 1000} s a user`,
        paced,
        pacedSeen,
        loadAverage(),
      ),
    ];
  } finally {
    await tills?.close();
    await office?.close();
    if (server.database.kind === 'postgres') await removeSales(server, owners);
    else for (const id of owners) await server.db.delete(users).where(eq(users.id, id));
    await server.stop();
  }
}

function row(label: string, phase: string, tills: LoadResult, seen: BackOfficeResult | undefined, loadavg: string) {
  const heavy = seen ? Object.entries(seen.heavy) : [];
  const counts = (path: string) => {
    const entry = seen?.heavy[path];
    return entry ? `${entry.served}/${entry.refused}` : '';
  };
  const allHeavy = heavy.flatMap(([, entry]) => entry.latencies);
  const checkoutP95 = percentile(tills.latencies, 95);
  const healthP95 = seen ? percentile(seen.health.latencies, 95) : Number.NaN;
  return {
    db: label,
    phase,
    sales: tills.latencies.length,
    'sales/s': Math.round((tills.latencies.length / tills.elapsed) * 1000),
    'checkout p50': ms(percentile(tills.latencies, 50)),
    'checkout p95': ms(checkoutP95),
    'health n': seen ? seen.health.latencies.length : '',
    'health p50': seen ? ms(percentile(seen.health.latencies, 50)) : '',
    'health p95': seen ? ms(healthP95) : '',
    'dashboard ok/503': counts('/api/dashboard'),
    'inventory ok/503': counts('/api/inventory'),
    'sales ok/503': counts('/api/sales'),
    'heavy p95': seen ? ms(percentile(allHeavy, 95)) : '',
    goal: seen ? (checkoutP95 < 50 && healthP95 < 20 ? 'met' : 'missed') : '',
    loadavg,
  };
}

/** Takes the bench's tenant out of a PostgreSQL database that outlives the run: its sales, then its stock. */
async function removeSales(server: BenchServer, owners: number[]) {
  const list = sql.raw(owners.join(','));
  for (const table of ['sales_product_daily', 'sales_daily', 'sale_items', 'sales']) {
    await server.db.execute(sql`delete from ${sql.identifier(table)} where owner_id in (${list})`);
  }
  await removeTenants(server.db, owners);
}

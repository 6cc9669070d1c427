/**
 * One server instance against two behind nginx, on one PostgreSQL (issue 18, "Scale in figures"):
 * 3-line checkouts through `POST /api/sales` from 10 tills (a worker thread, bench/support/http-load.ts),
 * the same load sent to
 * - one instance directly,
 * - one instance through nginx (deploy/nginx.conf: what the proxy itself costs),
 * - two instances through nginx (least_conn),
 * in alternating rounds so a busy machine slows all alike. The instances are the built server
 * (`npm run build` first), started as deploy/test/cluster.ts starts them for the replica test, on a
 * fresh database created from DATABASE_URL (`scripts/with-postgres.sh npm run bench -- replicas`).
 * Needs nginx (Debian nginx-light). BENCH_SALES (default 900) per mode, BENCH_TILLS (default 10).
 * On a 2-core machine the two instances share the same cores with PostgreSQL and the tills: a
 * second instance helps only if one instance's thread was the bottleneck.
 */
import { cpus } from 'node:os';
import { sql } from 'drizzle-orm';
import { Cluster } from '../deploy/test/cluster.js';
import { at, sessionCookie } from '../deploy/test/http.js';
import type { BenchResult } from './run.js';
import { loadAverage } from './support/machine.js';
import { CheckoutLoad, type LoadResult } from './support/http-load.js';
import {
  BENCH_PASSWORD,
  benchPasswordHash,
  createOwner,
  sellableLotIds,
  stockTenant,
} from './support/inventory-tenant.js';
import { ms, percentile } from './support/latency.js';

const SALES = Number(process.env.BENCH_SALES ?? 900);
const TILLS = Number(process.env.BENCH_TILLS ?? 10);
const ROUNDS = 6;
const PRODUCTS = 4_000;
const WARM_UP_SALES = 300;

export default async function run(): Promise<BenchResult> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    return {
      title: 'Replicas: needs PostgreSQL (scripts/with-postgres.sh npm run bench -- replicas)',
      rows: [],
    };
  }
  const before = loadAverage();
  const cluster = new Cluster(adminUrl);
  const loads: CheckoutLoad[] = [];
  try {
    const [a, b] = await cluster.startInstances(2, 100_000_000);
    const one = await cluster.startBalancer([a!]);
    const two = await cluster.startBalancer([a!, b!]);
    const owner = await createOwner(cluster.db, await benchPasswordHash());
    await stockTenant(cluster.db, owner.id, PRODUCTS);
    await cluster.db.execute(sql`analyze`);
    const lotIds = await sellableLotIds(cluster.db, owner.id);
    const signedIn = await at(a!)('POST', '/api/auth/login', {
      body: { email: owner.email, password: BENCH_PASSWORD },
    });
    const cookie = sessionCookie(signedIn.headers);

    const modes = {
      'one instance, direct': a!,
      'one instance, nginx': one,
      'two instances, nginx': two,
    };
    type Mode = keyof typeof modes;
    const names = Object.keys(modes) as Mode[];
    const tills = Object.fromEntries(
      names.map((mode) => {
        const till = new CheckoutLoad({ url: `${modes[mode]}/api/sales`, cookie, lotIds, concurrency: TILLS });
        loads.push(till);
        return [mode, till];
      }),
    ) as Record<Mode, CheckoutLoad>;
    const round = (mode: Mode, count: number): Promise<LoadResult> =>
      tills[mode].round(count, Math.floor(Math.random() * lotIds.length));

    for (const mode of names) await round(mode, WARM_UP_SALES);
    await cluster.db.execute(sql`analyze`);
    const samples = Object.fromEntries(names.map((mode) => [mode, [] as number[]])) as Record<Mode, number[]>;
    const elapsed = Object.fromEntries(names.map((mode) => [mode, 0])) as Record<Mode, number>;
    for (let r = 0; r < ROUNDS; r++) {
      const order = names.map((_, n) => names[(n + r) % names.length]!);
      for (const mode of order) {
        const result = await round(mode, Math.ceil(SALES / ROUNDS));
        samples[mode].push(...result.latencies);
        elapsed[mode] += result.elapsed;
      }
    }
    const ledger = await cluster.db.execute(sql`
      select count(*)::int as n from inventory_lots l where l.owner_id = ${owner.id}
        and l.quantity_units <> (select coalesce(sum(m.quantity_units), 0) from stock_movements m where m.lot_id = l.id)`);
    const rate = (mode: Mode) => (samples[mode].length / elapsed[mode]) * 1000;
    const rows = names.map((mode) => ({
      mode,
      sales: samples[mode].length,
      'sales/s': Math.round(rate(mode)),
      p50: ms(percentile(samples[mode], 50)),
      p95: ms(percentile(samples[mode], 95)),
      p99: ms(percentile(samples[mode], 99)),
      'vs one direct': Math.round((rate(mode) / rate(names[0]!)) * 100) / 100,
      'lots off ledger': Number(ledger.rows[0]?.n ?? -1),
    }));
    return {
      title:
        `Replicas on PostgreSQL: 3-line checkouts, ${TILLS} tills, ${SALES} sales per mode (ms); ` +
        `${cpus().length} cores, load average before ${before}, after ${loadAverage()}`,
      rows,
    };
  } finally {
    for (const till of loads) await till.close();
    await cluster.stop();
  }
}

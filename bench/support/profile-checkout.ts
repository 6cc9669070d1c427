/**
 * A CPU profile of the server's thread under the checkout bench's HTTP load (10 tills from a
 * worker thread, 3-line sales), for finding where a checkout's time goes: not a bench (no table),
 * a tool. `tsx --conditions=source bench/support/profile-checkout.ts [out.cpuprofile]` with
 * DATABASE_URL for PostgreSQL (else PGlite). PROFILE_SALES (default 1200) measured after 700 warm-up
 * sales; prints the round trips to the database per sale, wall and CPU ms per sale, and the
 * profile's self time grouped by where the code lives.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../apps/server/src/db/rows.js';
import { BenchServer } from './bench-server.js';
import { CheckoutLoad } from './http-load.js';
import { BENCH_PASSWORD, benchPasswordHash, createOwner, sellableLotIds, stockTenant } from './inventory-tenant.js';
import { ms, percentile } from './latency.js';
import { countRoundTrips } from './round-trips.js';
import { summarizeProfile } from './profile-summary.js';

const SALES = Number(process.env.PROFILE_SALES ?? 1200);
const out = process.argv[2];

const server = await BenchServer.start(process.env.DATABASE_URL);
const owner = await createOwner(server.db, await benchPasswordHash());
await stockTenant(server.db, owner.id, 8_000);
await server.db.execute(sql`analyze`);
const lotIds = await sellableLotIds(server.db, owner.id);
const cookie = await server.signIn(owner.email, BENCH_PASSWORD);
const tills = new CheckoutLoad({ url: `${server.baseUrl}/api/sales`, cookie, lotIds, concurrency: 10 });
await tills.round(700, 0);
await server.db.execute(sql`analyze`);

/** On-CPU ms of a thread or process so far (/proc schedstat: ns on a core, ns waiting for one). */
const schedstat = (path: string) => {
  try {
    const [run, wait] = readFileSync(path, 'utf8').split(' ').map(Number);
    return { run: (run ?? 0) / 1e6, wait: (wait ?? 0) / 1e6 };
  } catch {
    return { run: 0, wait: 0 };
  }
};
const threads = () => readdirSync(`/proc/${process.pid}/task`);
const backends = async () =>
  server.database.kind === 'postgres'
    ? rowsOf<{ pid: number }>(
        await server.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`),
      ).map((r) => r.pid)
    : [];
const cpuNow = async () => {
  const main = schedstat(`/proc/${process.pid}/task/${process.pid}/schedstat`);
  const others = threads()
    .filter((tid) => tid !== String(process.pid))
    .map((tid) => schedstat(`/proc/${process.pid}/task/${tid}/schedstat`));
  const pg = (await backends()).map((pid) => schedstat(`/proc/${pid}/schedstat`));
  const sum = (xs: { run: number; wait: number }[]) =>
    xs.reduce((a, x) => ({ run: a.run + x.run, wait: a.wait + x.wait }), { run: 0, wait: 0 });
  return { main, others: sum(others), pg: sum(pg) };
};

const trips = countRoundTrips(server.db);
const before = await cpuNow();
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
await session.post('Profiler.start');
const cpu0 = process.cpuUsage();
const result = await tills.round(SALES, 1234);
const cpu = process.cpuUsage(cpu0);
const after = await cpuNow();
const { profile } = await session.post('Profiler.stop');
session.disconnect();
const perSale = (x: number) => Math.round((x / SALES) * 1000) / 1000;
console.log(
  `${server.database.kind}: ${SALES} sales in ${ms(result.elapsed)} ms (${Math.round((SALES / result.elapsed) * 1000)}/s),` +
    ` p50 ${ms(percentile(result.latencies, 50))} p95 ${ms(percentile(result.latencies, 95))};` +
    ` process CPU ${perSale((cpu.user + cpu.system) / 1000)} ms a sale (user ${perSale(cpu.user / 1000)}, system ${perSale(cpu.system / 1000)});` +
    ` round trips a sale ${perSale(trips.count())}`,
);
const part = (name: string, a: { run: number; wait: number }, b: { run: number; wait: number }) =>
  `${name}: on a core ${perSale(b.run - a.run)} ms, waiting for one ${perSale(b.wait - a.wait)} ms`;
console.log(
  [
    'CPU a sale (schedstat):',
    part('server thread (HTTP, service, driver)', before.main, after.main),
    part("other threads (the tills' client worker, libuv, GC)", before.others, after.others),
    part('PostgreSQL backends', before.pg, after.pg),
  ].join('\n  '),
);
if (out) writeFileSync(out, JSON.stringify(profile));
console.log(summarizeProfile(profile, SALES));
await tills.close();
await server.stop();
process.exit(0);

/**
 * A CPU profile of the server's thread under the checkout bench's HTTP load (10 tills from a
 * worker thread, 3-line sales), for finding where a checkout's time goes: not a bench (no table),
 * a tool. `tsx --conditions=source bench/support/profile-checkout.ts [out.cpuprofile]` with
 * DATABASE_URL for PostgreSQL (else PGlite). PROFILE_SALES (default 1200) measured after 700 warm-up
 * sales; prints the round trips to the database per sale, wall and CPU ms per sale, and the
 * profile's self time grouped by where the code lives.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { sql } from 'drizzle-orm';
import { BenchServer } from './bench-server.js';
import { CheckoutLoad } from './http-load.js';
import { BENCH_PASSWORD, benchPasswordHash, createOwner, stockTenant } from './inventory-tenant.js';
import { ms, percentile } from './latency.js';
import { countRoundTrips } from './round-trips.js';
import { summarizeProfile } from './profile-summary.js';

const SALES = Number(process.env.PROFILE_SALES ?? 1200);
const out = process.argv[2];

const server = await BenchServer.start(process.env.DATABASE_URL);
const owner = await createOwner(server.db, await benchPasswordHash());
await stockTenant(server.db, owner.id, 8_000);
await server.db.execute(sql`analyze`);
const lotRows = await server.db.execute(sql`
  select id from inventory_lots where owner_id = ${owner.id} and archived_at is null
    and quantity_units >= 100 and expiry_date > current_date + 7 order by id`);
const lotIds = (lotRows as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
const cookie = await server.signIn(owner.email, BENCH_PASSWORD);
const tills = new CheckoutLoad({ url: `${server.baseUrl}/api/sales`, cookie, lotIds, concurrency: 10 });
await tills.round(700, 0);
await server.db.execute(sql`analyze`);

const trips = countRoundTrips(server.db);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
await session.post('Profiler.start');
const cpu0 = process.cpuUsage();
const result = await tills.round(SALES, 1234);
const cpu = process.cpuUsage(cpu0);
const { profile } = await session.post('Profiler.stop');
session.disconnect();
const perSale = (x: number) => Math.round((x / SALES) * 1000) / 1000;
console.log(
  `${server.database.kind}: ${SALES} sales in ${ms(result.elapsed)} ms (${Math.round((SALES / result.elapsed) * 1000)}/s),` +
    ` p50 ${ms(percentile(result.latencies, 50))} p95 ${ms(percentile(result.latencies, 95))};` +
    ` process CPU ${perSale((cpu.user + cpu.system) / 1000)} ms a sale (user ${perSale(cpu.user / 1000)}, system ${perSale(cpu.system / 1000)});` +
    ` round trips a sale ${perSale(trips.count())}`,
);
if (out) writeFileSync(out, JSON.stringify(profile));
console.log(summarizeProfile(profile, SALES));
await tills.close();
await server.stop();
process.exit(0);

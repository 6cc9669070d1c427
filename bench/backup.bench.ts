/**
 * The tills' wait while a backup runs (issue 29: under 100 ms p95 for a checkout during a backup
 * of a year of a busy shop). A tenant with a year of trade (BENCH_SALE_LINES, default 1,000,000
 * sale lines over 3,000 products, bulk SQL), then 4 tills each selling a 3-line sale every 100 ms
 * over HTTP: one round with no backup, then rounds that each run `Back up now` (the server's own
 * Backups.run, as the button and the daily job do) while the tills sell. Prints checkout p50/p95/max
 * for each, how long the backup took and weighed, and how long it held PGlite's queue.
 *
 * PGlite in a temporary DATA_DIR, and PostgreSQL too when DATABASE_URL is set
 * (`scripts/with-postgres.sh npm run bench -- backup`).
 */
import { sql } from 'drizzle-orm';
import type { BenchResult } from './run.js';
import { BenchServer } from './support/bench-server.js';
import { CheckoutLoad } from './support/http-load.js';
import { BENCH_PASSWORD, benchPasswordHash, createOwner, sellableLotIds } from './support/inventory-tenant.js';
import { ms, percentile, timed } from './support/latency.js';
import { tradeTenant } from './support/sales-tenant.js';

const LINES = Number(process.env.BENCH_SALE_LINES ?? 1_000_000);
const PRODUCTS = 3_000;
const TILLS = 4;
const PACE_MS = 100;
const BACKUPS = 3;

export default async function run(): Promise<BenchResult> {
  const targets: [string, string | undefined][] = [['pglite', undefined]];
  if (process.env.DATABASE_URL) targets.push(['postgres', process.env.DATABASE_URL]);
  const rows: BenchResult['rows'] = [];
  for (const [label, url] of targets) rows.push(...(await benchDatabase(label, url)));
  return {
    title: `Checkout wait during a backup: ${LINES.toLocaleString('en')} sale lines over a year, ${TILLS} tills, a sale every ${PACE_MS} ms each (ms)`,
    rows,
  };
}

async function benchDatabase(label: string, databaseUrl: string | undefined): Promise<BenchResult['rows']> {
  const server = await BenchServer.start(databaseUrl);
  let tills: CheckoutLoad | undefined;
  try {
    const owner = await createOwner(server.db, await benchPasswordHash());
    const loadMs = await timed(async () => {
      await tradeTenant(server.db, owner.id, PRODUCTS, LINES);
      await server.db.execute(sql`vacuum analyze`);
    });
    console.log(`${label}: a year of trade loaded in ${Math.round(loadMs / 1000)} s`);
    const lotIds = await sellableLotIds(server.db, owner.id);
    const cookie = await server.signIn(owner.email, BENCH_PASSWORD);
    tills = new CheckoutLoad({ url: `${server.baseUrl}/api/sales`, cookie, lotIds, concurrency: TILLS });
    const load = tills;
    const offset = () => Math.floor(Math.random() * lotIds.length);
    await load.round(40, offset(), PACE_MS); // warm-up
    const rows: BenchResult['rows'] = [];
    const row = (what: string, latencies: number[], extra: Record<string, string | number> = {}) =>
      rows.push({
        database: label,
        what,
        checkouts: latencies.length,
        p50: ms(percentile(latencies, 50)),
        p95: ms(percentile(latencies, 95)),
        max: ms(Math.max(...latencies)),
        ...extra,
      });
    row('no backup', (await load.round(200, offset(), PACE_MS)).latencies);
    for (let i = 0; i < BACKUPS; i++) {
      // The tills sell for as long as the backup runs (and a little after): every checkout in
      // the round overlapped the backup or came right behind it.
      const started = performance.now();
      const backup = server.app.backups.run().then((file) => ({ file, seconds: (performance.now() - started) / 1000 }));
      const during: number[] = [];
      let done: Awaited<typeof backup> | undefined;
      void backup.then((b) => {
        done = b;
      });
      while (!done) during.push(...(await load.round(TILLS * 2, offset(), PACE_MS)).latencies);
      row(`during backup ${i + 1}`, during, {
        'backup s': Math.round(done.seconds * 10) / 10,
        'backup MB': Math.round(done.file.bytes / 1e5) / 10,
        // How long the backup held the database's queue (PGlite: its two turns; 0 on PostgreSQL).
        'held ms': Math.round(server.app.backups.figures.lastHeldMs),
      });
    }
    return rows;
  } finally {
    await tills?.close();
    await server.stop();
  }
}

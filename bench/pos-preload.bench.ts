/**
 * The till's preload for a tenant of 20,000 lots (issue 4, Performance): `GET /api/pos/preload-all`
 * over real HTTP, its answer's size raw and gzipped, the server's own time (loadTime) and a
 * barcode lookup in the client's shape (a Map from barcode to product), and in headless Chromium
 * the time from the preload's answer arriving to the till's lookup built ("scan-ready", the web
 * app's own measure; needs the built web app), to the offline copy written by the catalogue
 * writer's worker ("copy saved"), and the longest main-thread task in between ("longest task": a
 * scan waits at most that long). Goal: scan-ready under 1 s; lookup under 1 ms. PGlite, and
 * PostgreSQL too when DATABASE_URL is set.
 */
import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { users } from '../apps/server/src/db/schema/index.js';
import type { BenchResult } from './run.js';
import { loadAverage } from './support/machine.js';
import { BenchServer } from './support/bench-server.js';
import { type ScanReadyTimes, browserBenchMissing, measureScanReady, webDist } from './support/browser-scan-ready.js';
import { BENCH_PASSWORD, benchPasswordHash, createOwner, stockTenant } from './support/inventory-tenant.js';
import { ms, percentile } from './support/latency.js';

const PRODUCTS = 8_000;
const ITERATIONS = 20;
const BROWSER_LOADS = 5;

export default async function run(): Promise<BenchResult> {
  const rows: BenchResult['rows'] = [];
  const targets: [string, string | undefined][] = [['pglite', undefined]];
  if (process.env.DATABASE_URL) targets.push(['postgres', process.env.DATABASE_URL]);
  for (const [label, url] of targets) rows.push(await benchDatabase(label, url));
  // Goal (issue 18): PostgreSQL no slower than PGlite, printed as the ratio of their http p95.
  const [pglite, postgres] = rows;
  if (pglite && postgres)
    postgres['p95 / pglite p95'] = Number((Number(postgres['http p95']) / Number(pglite['http p95'])).toFixed(2));
  const load = loadAverage();
  return {
    title: `POS preload, ${PRODUCTS.toLocaleString('en')} products / 20,000 lots, ${ITERATIONS} loads; load average at the end ${load}`,
    rows,
  };
}

async function benchDatabase(label: string, databaseUrl: string | undefined): Promise<BenchResult['rows'][number]> {
  const browserMissing = browserBenchMissing();
  if (browserMissing) console.warn(`pos-preload: no browser figure: ${browserMissing}`);
  const server = await BenchServer.start(databaseUrl, browserMissing ? undefined : webDist);
  const owner = await createOwner(server.db, await benchPasswordHash());
  try {
    await stockTenant(server.db, owner.id, PRODUCTS);
    await server.db.execute(sql`analyze`);
    const cookie = await server.signIn(owner.email, BENCH_PASSWORD);
    const load = async () => {
      const response = await fetch(`${server.baseUrl}/api/pos/preload-all`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`preload answered ${response.status}`);
      return response.text();
    };
    await load();
    const times: number[] = [];
    const serverTimes: number[] = [];
    let body = '';
    for (let i = 0; i < ITERATIONS; i++) {
      const started = performance.now();
      body = await load();
      times.push(performance.now() - started);
      serverTimes.push((JSON.parse(body) as { loadTime: number }).loadTime);
    }
    const parsed = JSON.parse(body) as { inventory: { barcode: string }[] };
    const byBarcode = new Map(parsed.inventory.map((p) => [p.barcode, p]));
    const barcodes = parsed.inventory.map((p) => p.barcode);
    const started = performance.now();
    for (let i = 0; i < 100_000; i++) byBarcode.get(barcodes[(i * 7919) % barcodes.length]!);
    const lookupMicros = Math.round(((performance.now() - started) / 100_000) * 1000 * 100) / 100;
    const browser = browserMissing ? [] : await measureScanReady(server.baseUrl, cookie, BROWSER_LOADS);
    const noLocalCopy = browserMissing
      ? []
      : await measureScanReady(server.baseUrl, cookie, BROWSER_LOADS, { withoutIndexedDb: true });
    return {
      db: label,
      products: parsed.inventory.length,
      'KB raw': Math.round(Buffer.byteLength(body) / 1024),
      'KB gzip': Math.round(gzipSync(body).length / 1024),
      'http p50': ms(percentile(times, 50)),
      'http p95': ms(percentile(times, 95)),
      'server p50': ms(percentile(serverTimes, 50)),
      'lookup µs': lookupMicros,
      ...browserColumns('', browser),
      ...browserColumns('no IDB ', noLocalCopy),
    };
  } finally {
    await server.db.delete(users).where(eq(users.id, owner.id));
    await server.stop();
  }
}

/** The browser figures (p50 of each part, the worst scan-ready, copy saved and task), `prefix` naming the variant. */
function browserColumns(prefix: string, times: ScanReadyTimes[]): Record<string, number> {
  if (times.length === 0) return {};
  const p50 = (pick: (t: ScanReadyTimes) => number) => ms(percentile(times.map(pick), 50));
  const saved = times.map((t) => t.saved).filter((t) => t !== null);
  return {
    [`${prefix}scan-ready p50`]: p50((t) => t.scanReady),
    [`${prefix}scan-ready max`]: ms(Math.max(...times.map((t) => t.scanReady))),
    [`${prefix}build p50`]: p50((t) => t.build),
    ...(saved.length > 0 && {
      [`${prefix}copy saved p50`]: ms(percentile(saved, 50)),
      [`${prefix}copy saved max`]: ms(Math.max(...saved)),
    }),
    [`${prefix}longest task max`]: ms(Math.max(...times.map((t) => t.longestTask))),
  };
}

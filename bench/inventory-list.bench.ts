/**
 * The Current inventory tab at 20,000 lots (issue 3, Performance): p50/p95 of `GET /api/inventory`
 * through real HTTP beside the same SQL run directly through the driver, for each sort, each kind
 * of search, on page 1 and on a deep page. Goal: p95 under 50 ms, HTTP within 2x of raw SQL.
 *
 * Runs on PGlite in a temporary DATA_DIR, and on PostgreSQL too when DATABASE_URL is set
 * (`scripts/with-postgres.sh npm run bench -- inventory`). BENCH_ITERATIONS (default 200) sets the
 * requests per shape; BENCH_EXPLAIN=1 prints EXPLAIN ANALYZE of each shape's SQL to stderr.
 */
import { InventoryListQuery } from '@assist/domain';
import { eq } from 'drizzle-orm';
import { maintainTables } from '../apps/server/src/db/maintenance.js';
import { products } from '../apps/server/src/db/schema/index.js';
import { listInventory } from '../apps/server/src/modules/inventory/list-inventory.js';
import type { BenchResult } from './run.js';
import { BenchServer, type CapturedQuery } from './support/bench-server.js';
import {
  BENCH_PASSWORD,
  benchPasswordHash,
  createOwner,
  removeTenants,
  stockTenant,
} from './support/inventory-tenant.js';
import { ms, percentile, timeSideBySide } from './support/latency.js';

const LOTS = 20_000;
/** 2.5 live lots per product (see stockTenant). */
const PRODUCTS = LOTS / 2.5;
const OTHER_TENANTS = 3;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = 10;

/**
 * Query strings of the tab: every sort, each kind of search (with a sort), on page 1 and a deep
 * page. The barcode searched is 8 digits of a real barcode of the tenant, as if typed.
 */
function shapes(barcode: string): { name: string; query: Record<string, string> }[] {
  return [
    { name: 'name sort (default)', query: {} },
    { name: 'expiry sort', query: { sortBy: 'expiry' } },
    { name: 'stock sort', query: { sortBy: 'stock' } },
    { name: 'search name "amox", expiry sort', query: { search: 'amox', sortBy: 'expiry' } },
    { name: 'search barcode (8 digits)', query: { search: barcode.slice(-8) } },
    { name: 'search supplier "tigris", stock sort', query: { search: 'tigris', sortBy: 'stock' } },
  ];
}

export default async function run(): Promise<BenchResult> {
  const rows: BenchResult['rows'] = [];
  const targets: [string, string | undefined][] = [['pglite', undefined]];
  if (process.env.DATABASE_URL) targets.push(['postgres', process.env.DATABASE_URL]);
  for (const [label, url] of targets) rows.push(...(await benchDatabase(label, url)));
  return {
    title: `Inventory list, ${LOTS.toLocaleString('en')} lots, ${ITERATIONS} requests per shape (ms)`,
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
    await stockTenant(server.db, owner.id, PRODUCTS);
    for (let i = 0; i < OTHER_TENANTS; i++) {
      const other = await createOwner(server.db, hash);
      owners.push(other.id);
      await stockTenant(server.db, other.id, 1_600);
    }
    await prepareStatistics(server);
    const cookie = await server.signIn(owner.email, BENCH_PASSWORD);

    const rows: BenchResult['rows'] = [];
    const [product] = await server.db
      .select({ barcode: products.barcode })
      .from(products)
      .where(eq(products.ownerId, owner.id))
      .orderBy(products.id)
      .offset(1234)
      .limit(1);
    for (const shape of shapes(product!.barcode)) {
      const total = await fetchList(server, cookie, shape.query).then((body) => body.total);
      const lastPage = Math.max(1, Math.ceil(total / 50));
      for (const page of lastPage > 1 ? [1, Math.ceil(lastPage * 0.75)] : [1]) {
        const query = { ...shape.query, page: String(page) };
        const captured = await server.capture((db) => listInventory(db, owner.id, InventoryListQuery.parse(query)));
        if (process.env.BENCH_EXPLAIN) await explain(server, `${label} ${shape.name} p${page}`, captured);
        const samples = await timeSideBySide(
          ITERATIONS,
          WARMUP,
          () => fetchList(server, cookie, query),
          () => Promise.all(captured.map((q) => server.raw(q))),
        );
        const [http50, http95] = [percentile(samples.a, 50), percentile(samples.a, 95)];
        const [raw50, raw95] = [percentile(samples.b, 50), percentile(samples.b, 95)];
        rows.push({
          db: label,
          shape: shape.name,
          page: `${page}/${lastPage}`,
          matches: total,
          'http p50': ms(http50),
          'http p95': ms(http95),
          'sql p50': ms(raw50),
          'sql p95': ms(raw95),
          'http/sql p50': Math.round((http50 / raw50) * 100) / 100,
          'http/sql p95': Math.round((http95 / raw95) * 100) / 100,
          queries: captured.length,
        });
      }
    }
    return rows;
  } finally {
    // PGlite's folder goes with the bench; a PostgreSQL database stays, without the bench's rows.
    if (server.database.kind === 'postgres') await removeTenants(server.db, owners);
    await server.stop();
  }
}

/**
 * After such a bulk load, PostgreSQL's autovacuum and the server's maintenance on PGlite would
 * vacuum and analyse the tables within minutes: one pass of the same, now.
 */
async function prepareStatistics(server: BenchServer) {
  await maintainTables(server.db);
}

async function fetchList(server: BenchServer, cookie: string, query: Record<string, string>) {
  const response = await fetch(`${server.baseUrl}/api/inventory?${new URLSearchParams(query)}`, {
    headers: { cookie },
  });
  if (response.status !== 200) throw new Error(`GET /api/inventory answered ${response.status}`);
  return (await response.json()) as { items: unknown[]; total: number };
}

async function explain(server: BenchServer, title: string, captured: CapturedQuery[]) {
  for (const q of captured) {
    const result = (await server.raw({ sql: `explain (analyze, buffers) ${q.sql}`, params: q.params })) as {
      rows: Record<string, string>[];
    };
    const plan = result.rows.map((row) => Object.values(row)[0]).join('\n');
    console.error(`\n--- ${title}\n${q.sql}\n${JSON.stringify(q.params)}\n${plan}`);
  }
}

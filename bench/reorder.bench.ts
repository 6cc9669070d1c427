/**
 * The Reorder page of a big shop (issue 31, Proof): p50/p95 of `GET /api/reorder` (the default
 * 28-day window and a 91-day one) through real HTTP, for a shop of 8,000 products (stockTenant:
 * 2.5 lots each with their receipts, 40 suppliers) and a year of sales at 30 sales a day, three
 * lines each (the dashboard's rollup sales_product_daily, seeded in SQL: about 90 products a day,
 * 32,850 rows), plus 40 open shortage notes. Goal: p95 under 100 ms on PGlite and PostgreSQL.
 *
 * PostgreSQL when DATABASE_URL is set (`scripts/with-postgres.sh npm run bench -- reorder`),
 * PGlite otherwise. BENCH_ITERATIONS (default 40).
 */
import { addDays } from '@assist/domain';
import { sql } from 'drizzle-orm';
import { reorderFacts } from '../apps/server/src/modules/reorder/reorder-facts.js';
import type { BenchResult } from './run.js';
import { BenchServer } from './support/bench-server.js';
import {
  BENCH_PASSWORD,
  benchPasswordHash,
  createOwner,
  removeTenants,
  stockTenant,
} from './support/inventory-tenant.js';
import { ms, percentile, timed } from './support/latency.js';

const PRODUCTS = 8_000;
const SALES_PER_DAY = 30;
const LINES_PER_SALE = 3;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 40);
const WARMUP = 5;

export default async function run(): Promise<BenchResult> {
  const label = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const server = await BenchServer.start(process.env.DATABASE_URL);
  const owners: number[] = [];
  try {
    const owner = await createOwner(server.db, await benchPasswordHash());
    owners.push(owner.id);
    const loadMs = await timed(async () => {
      await stockTenant(server.db, owner.id, PRODUCTS);
      await yearOfSales(server, owner.id);
      await server.db.execute(sql`vacuum analyze`);
    });
    const cookie = await server.signIn(owner.email, BENCH_PASSWORD);
    if (process.env.BENCH_EXPLAIN) await explain(server, owner.id);
    const rows: BenchResult['rows'] = [];
    for (const windowDays of [28, 91]) {
      const first = await fetchReorder(server, cookie, windowDays);
      for (let i = 0; i < WARMUP; i++) await fetchReorder(server, cookie, windowDays);
      const samples: number[] = [];
      for (let i = 0; i < ITERATIONS; i++) samples.push(await timed(() => fetchReorder(server, cookie, windowDays)));
      rows.push({
        db: label,
        window: `${windowDays} days`,
        products: PRODUCTS,
        'lines listed': first.items.length,
        'to order': first.items.filter((item) => item.suggestedBoxes > 0).length,
        'http p50': ms(percentile(samples, 50)),
        'http p95': ms(percentile(samples, 95)),
        'load s': Math.round(loadMs / 100) / 10,
      });
    }
    return {
      title: `Reorder, ${PRODUCTS.toLocaleString('en')} products, a year at ${SALES_PER_DAY} sales a day, ${ITERATIONS} requests (ms)`,
      rows,
    };
  } finally {
    if (server.database.kind === 'postgres') {
      const list = sql.raw(owners.join(','));
      await server.db.execute(sql`delete from sales_product_daily where owner_id in (${list})`);
      await server.db.execute(sql`delete from shortage_items where owner_id in (${list})`);
      await removeTenants(server.db, owners);
    }
    await server.stop();
  }
}

/**
 * A year of the shop's sales as the rollup keeps them: each day, SALES_PER_DAY x LINES_PER_SALE
 * lines over scattered products (one row per day and product, units summed), with cost and revenue;
 * and 40 open shortage notes naming products of the shop.
 */
async function yearOfSales(server: BenchServer, ownerId: number) {
  const lines = SALES_PER_DAY * LINES_PER_SALE;
  await server.db.execute(sql`
    with p as (select id, row_number() over (order by id) - 1 as no from products where owner_id = ${ownerId}),
    l as (
      select d, ((d * ${lines} + k) * 7919) % ${PRODUCTS} as no, 1 + (d + k) % 4 as units
      from generate_series(0, 364) d, generate_series(1, ${lines}) k
    )
    insert into sales_product_daily (owner_id, day, product_id, units, revenue, cost)
    select ${ownerId}, current_date - l.d, p.id, sum(l.units), sum(l.units) * 1000, sum(l.units) * 800
    from l join p on p.no = l.no
    group by l.d, p.id`);
  await server.db.execute(sql`
    insert into shortage_items (owner_id, product_name, date)
    select ${ownerId}, name, current_date from products where owner_id = ${ownerId} order by id limit 40`);
}

/** BENCH_EXPLAIN=1: the facts statement's plan and its time alone, to stderr. */
async function explain(server: BenchServer, ownerId: number) {
  const today = new Date().toISOString().slice(0, 10);
  const from = addDays(today, -27);
  const captured = await server.capture((db) => reorderFacts(db, ownerId, from, today));
  const q = captured.find((c) => c.sql.includes('with sold'));
  const result = (await server.raw({ sql: `explain (analyze, buffers) ${q!.sql}`, params: q!.params })) as {
    rows: Record<string, string>[];
  };
  console.error(result.rows.map((row) => Object.values(row)[0]).join('\n'));
  const samples: number[] = [];
  for (let i = 0; i < 10; i++) samples.push(await timed(() => reorderFacts(server.db, ownerId, from, today)));
  console.error('reorderFacts p50', ms(percentile(samples, 50)));
}

async function fetchReorder(server: BenchServer, cookie: string, windowDays: number) {
  const response = await fetch(`${server.baseUrl}/api/reorder?windowDays=${windowDays}`, { headers: { cookie } });
  if (response.status !== 200)
    throw new Error(`GET /api/reorder answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { items: { suggestedBoxes: number }[] };
}

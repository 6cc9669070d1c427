/**
 * Capacity of one PostgreSQL (issue 18, "Scale in figures"): businesses with a year of a small
 * pharmacy's trade each are added in steps (bulk SQL, bench/support/capacity-tenants.ts), and at
 * every step one business's list and dashboard endpoints are timed through the real server over
 * HTTP (p50/p95, warm cache) beside EXPLAIN (ANALYZE, BUFFERS) of their statements, each plan
 * classified: every scan bounded by the tenant (an index led by owner_id, or ids already in hand),
 * or one reading across tenants (a seq scan, a trigram index over every tenant's names).
 *
 * PostgreSQL only: `scripts/with-postgres.sh npm run bench -- capacity`. The bench makes its own
 * database on that server (assist_capacity_<pid>) and drops it at the end.
 * CAPACITY_STEPS (default "100,1000"): business counts to measure at; CAPACITY_PRODUCTS (default
 * 100) and CAPACITY_SALES_PER_DAY (default 1): one business's size; CAPACITY_BATCH (default 100):
 * businesses per load transaction; CAPACITY_ITERATIONS (default 30) requests per endpoint and step;
 * CAPACITY_PLANS=1 prints the plans' text to stderr; CAPACITY_KEEP=1 keeps the database.
 */
import { loadavg } from 'node:os';
import { addDays } from '@assist/domain';
import { InventoryListQuery } from '@assist/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { getDashboard } from '../apps/server/src/modules/dashboard/get-dashboard.js';
import { todayIn } from '../apps/server/src/modules/dashboard/period.js';
import { listExpenses } from '../apps/server/src/modules/expenses/expenses-repository.js';
import { listInventory } from '../apps/server/src/modules/inventory/list-inventory.js';
import { productUnits } from '../apps/server/src/modules/inventory/product-stock.js';
import { listSales } from '../apps/server/src/modules/sales/list-sales.js';
import { listSuppliers } from '../apps/server/src/modules/suppliers/suppliers-repository.js';
import { Hasher } from '../apps/server/src/platform/secrets.js';
import type { BenchResult } from './run.js';
import { BenchServer, type CapturedQuery } from './support/bench-server.js';
import { type BusinessSize, addBusinesses, checkBusiness } from './support/capacity-tenants.js';
import { BENCH_PASSWORD, benchPasswordHash } from './support/inventory-tenant.js';
import { ms, percentile, timed } from './support/latency.js';
import { explainAll, loadIndexLeaders, scanList, verdict } from './support/plan-check.js';

const STEPS = (process.env.CAPACITY_STEPS ?? '100,1000').split(',').map(Number);
const SIZE: BusinessSize = {
  products: Number(process.env.CAPACITY_PRODUCTS ?? 100),
  salesPerDay: Number(process.env.CAPACITY_SALES_PER_DAY ?? 1),
};
const BATCH = Number(process.env.CAPACITY_BATCH ?? 100);
const ITERATIONS = Number(process.env.CAPACITY_ITERATIONS ?? 30);
const WARMUP = 5;

/** The goals the decision records set: inventory list p95 < 50 ms (issue 3), dashboard 90 days p95 < 200 ms (issue 6). */
const LIST_GOAL = 50;
const DASHBOARD_GOAL = 200;

interface Endpoint {
  name: string;
  path: string;
  goal: number;
  /** The statements the route sends, recorded for EXPLAIN. */
  capture: (server: BenchServer, ownerId: number) => Promise<CapturedQuery[]>;
}

function endpoints(today: string): Endpoint[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const month30 = { from: addDays(today, -29), to: today };
  const days90 = { fromDate: addDays(today, -89), toDate: today };
  const inventory = (search?: string) => async (server: BenchServer, ownerId: number) => {
    const query = InventoryListQuery.parse(search ? { search } : {});
    const list = await server.capture((db) => listInventory(db, ownerId, query));
    const page = await listInventory(server.db, ownerId, query);
    const ids = page.rows.map((row) => row.lot.productId);
    return [...list, ...(await server.capture((db) => productUnits(db, ownerId, ids, today)))];
  };
  return [
    { name: 'inventory list', path: '/api/inventory', goal: LIST_GOAL, capture: inventory() },
    { name: 'inventory search', path: '/api/inventory?search=amox', goal: LIST_GOAL, capture: inventory('amox') },
    {
      // The first page of 50 (the screen's first answer since sales history is paged).
      name: 'sales history 30 d',
      path: `/api/sales?${new URLSearchParams(month30)}`,
      goal: LIST_GOAL,
      capture: (server, ownerId) =>
        server.capture((db) => listSales(db, new Hasher('capacity-bench'), ownerId, 'UTC', month30)),
    },
    {
      name: 'sales page (cursor)',
      path: '',
      goal: LIST_GOAL,
      // Lane "fair"'s cursor page: 50 sales older than a (sold_at, id), newest first.
      capture: async (_server, ownerId) => [
        {
          sql: `select * from sales where owner_id = $1 and (sold_at, id) < ($2, $3)
            order by sold_at desc, id desc limit 50`,
          params: [ownerId, `${addDays(today, -100)}T12:00:00Z`, 2_147_483_647],
        },
      ],
    },
    {
      name: 'dashboard 90 d',
      path: `/api/dashboard?${new URLSearchParams(days90)}`,
      goal: DASHBOARD_GOAL,
      capture: (server, ownerId) => server.capture((db) => getDashboard(db, ownerId, 'UTC', days90)),
    },
    {
      name: 'suppliers list',
      path: '/api/suppliers',
      goal: LIST_GOAL,
      capture: (server, ownerId) => server.capture((db) => listSuppliers(db, ownerId)),
    },
    {
      name: 'expenses (month)',
      path: `/api/expenses?year=${year}&month=${month}`,
      goal: LIST_GOAL,
      capture: (server, ownerId) => server.capture((db) => listExpenses(db, ownerId, { year, month })),
    },
  ];
}

export default async function run(): Promise<BenchResult> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('capacity runs on PostgreSQL only: scripts/with-postgres.sh npm run bench -- capacity');
  const name = `assist_capacity_${process.pid}`;
  await admin(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const rows: BenchResult['rows'] = [];
  try {
    await measure(url.toString(), rows);
  } finally {
    if (process.env.CAPACITY_KEEP !== '1') await admin(base, `drop database ${name}`);
  }
  const [one, five] = loadavg();
  return {
    title:
      `Capacity of one PostgreSQL: businesses of ${SIZE.products} products and ${SIZE.salesPerDay} sales a day ` +
      `for a year each, steps ${STEPS.join(', ')}; ${ITERATIONS} requests per endpoint (ms); ` +
      `goals: lists p95 < ${LIST_GOAL}, dashboard 90 d p95 < ${DASHBOARD_GOAL}; load ${one!.toFixed(2)}/${five!.toFixed(2)}`,
    rows,
  };
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function measure(url: string, rows: BenchResult['rows']): Promise<void> {
  const server = await BenchServer.start(url);
  try {
    const hash = await benchPasswordHash();
    const today = todayIn('UTC');
    let businesses = 0;
    // Each row also goes to stderr as it is measured: a long run stopped midway keeps its figures.
    const record = (...added: BenchResult['rows']) => {
      rows.push(...added);
      for (const row of added) console.error(`[capacity] ${JSON.stringify(row)}`);
    };
    let measured = 0;
    let cookie = '';
    let loadSeconds = 0;
    for (const step of STEPS) {
      loadSeconds +=
        (await timed(async () => {
          while (businesses < step) {
            const count = Math.min(BATCH, step - businesses);
            const ids = await addBusinesses(server.db, hash, businesses + 1, count, SIZE);
            if (measured === 0) measured = ids[0]!;
            businesses += count;
          }
          await server.db.execute(sql`vacuum analyze`);
        })) / 1000;
      if (!cookie) {
        const problems = await checkBusiness(server.db, measured);
        if (Object.values(problems).some((n) => n > 0)) throw new Error(`invalid data: ${JSON.stringify(problems)}`);
        cookie = await server.signIn('capacity-1@bench.assist', BENCH_PASSWORD);
      }
      const known = await loadIndexLeaders(server);
      const sizes = await databaseSizes(server);
      record({
        businesses: step,
        endpoint: '(data)',
        'p50 ms': '',
        'p95 ms': '',
        goal: `${sizes.sales} sales, ${sizes.lines} lines, ${sizes.movements} moves`,
        plan: `db ${sizes.megabytes} MB, ${(sizes.megabytes / step).toFixed(2)} MB/business; load ${Math.round(loadSeconds)} s`,
      });
      for (const endpoint of endpoints(today)) {
        const samples = endpoint.path ? await timeEndpoint(server, cookie, endpoint.path) : [];
        const plans = await explainAll(server, await endpoint.capture(server, measured), known);
        if (process.env.CAPACITY_PLANS === '1') {
          console.error(`\n=== ${step} businesses, ${endpoint.name}\n${plans.map((p) => p.text).join('\n---\n')}`);
        }
        const p95 = percentile(samples, 95);
        record({
          businesses: step,
          endpoint: endpoint.name,
          'p50 ms': samples.length ? ms(percentile(samples, 50)) : '-',
          'p95 ms': samples.length ? ms(p95) : '-',
          goal: samples.length
            ? `${p95 < endpoint.goal ? 'within' : 'OVER'} ${endpoint.goal}`
            : `(SQL only) ${endpoint.goal}`,
          'sql ms': ms(plans.reduce((sum, plan) => sum + plan.executionMs, 0)),
          buffers: plans.reduce((sum, plan) => sum + plan.buffers, 0),
          plan: verdict(plans),
          scans: scanList(plans),
        });
      }
    }
    record(...(await tableSizes(server, businesses)));
  } finally {
    await server.stop();
  }
}

async function timeEndpoint(server: BenchServer, cookie: string, path: string): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    const took = await timed(async () => {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    });
    if (i >= WARMUP) samples.push(took);
  }
  return samples;
}

async function databaseSizes(server: BenchServer) {
  const result = (await server.raw({
    sql: `select pg_database_size(current_database()) / 1048576 as megabytes,
      (select count(*) from sales) as sales, (select count(*) from sale_items) as lines,
      (select count(*) from stock_movements) as movements`,
    params: [],
  })) as { rows: { megabytes: string; sales: string; lines: string; movements: string }[] };
  const row = result.rows[0]!;
  return {
    megabytes: Number(row.megabytes),
    sales: Number(row.sales),
    lines: Number(row.lines),
    movements: Number(row.movements),
  };
}

/** The largest tables at the last step: heap and indexes, in all and per business. */
async function tableSizes(server: BenchServer, businesses: number): Promise<BenchResult['rows']> {
  const result = (await server.raw({
    sql: `select c.relname as table, pg_table_size(c.oid) as heap, pg_indexes_size(c.oid) as indexes,
        c.reltuples::bigint as rows
      from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind = 'r' order by pg_total_relation_size(c.oid) desc limit 12`,
    params: [],
  })) as { rows: { table: string; heap: string; indexes: string; rows: string }[] };
  const mb = (bytes: number) => Math.round(bytes / 104857.6) / 10;
  return result.rows.map((row) => ({
    businesses,
    endpoint: `(table) ${row.table}`,
    goal: `${Number(row.rows).toLocaleString('en')} rows`,
    plan:
      `heap ${mb(Number(row.heap))} MB + indexes ${mb(Number(row.indexes))} MB; per business ` +
      `${Math.round((Number(row.heap) + Number(row.indexes)) / businesses / 1024)} kB`,
  }));
}

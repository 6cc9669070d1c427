/**
 * Offline sync (issue 5, Performance): 1,000 queued offline sales (3 unit lines each) sent to the
 * real endpoint the way the till's sync engine sends them (apps/web/src/offline/sync-engine.ts:
 * in queue order, one request at a time, 50 sales per `POST /api/sales/batch`, each with
 * clientSaleId, offline: true, saleId OFFLINE-<timestamp>, soldAt), from a worker thread (the
 * till is another machine), beside the same rows written straight through the driver, one
 * transaction per sale, in the same run; and, for comparison, one `POST /api/sales` per sale.
 * Then the whole queue again (a sync whose answers were lost): every sale answers as already
 * stored, none is stored twice. Goal: the sync under 10 s and within 3x of raw SQL. The raw SQL
 * is also timed one transaction per 50 sales, the batch endpoint's unit of work.
 *
 * PGlite in a temporary DATA_DIR, and PostgreSQL too when DATABASE_URL is set. BENCH_OFFLINE_SALES
 * (default 1000) sales per mode.
 */
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import { users } from '../apps/server/src/db/schema/index.js';
import type { BenchResult } from './run.js';
import { BenchServer } from './support/bench-server.js';
import { rawCheckout, sqlRunner } from './support/checkout-sql.js';
import {
  BENCH_PASSWORD,
  benchPasswordHash,
  createOwner,
  sellableLotIds,
  stockTenant,
} from './support/inventory-tenant.js';

const SALES = Number(process.env.BENCH_OFFLINE_SALES ?? 1000);
const PRODUCTS = 2_000;
/** The sync engine's batch size (maxSaleBatch in packages/domain). */
const BATCH = 50;

interface QueuedSale {
  clientSaleId: string;
  items: { inventoryId: number; quantity: number; unitType: 'unit' }[];
  paymentMethod: 'cash';
  taxRate: 0;
  saleId: string;
  offline: true;
  soldAt: string;
}

export default async function run(): Promise<BenchResult> {
  const rows: BenchResult['rows'] = [];
  const targets: [string, string | undefined][] = [['pglite', undefined]];
  if (process.env.DATABASE_URL) targets.push(['postgres', process.env.DATABASE_URL]);
  for (const [label, url] of targets) rows.push(...(await benchDatabase(label, url)));
  return { title: `Offline sync: ${SALES} queued sales of 3 lines, sent as the sync engine sends them`, rows };
}

/** A till's queue: sales made over the last hour, oldest first, spread over the lots (distinct references). */
const start = Date.now() - 3_600_000;
function queueOf(lotIds: number[], count: number, offset: number): QueuedSale[] {
  return Array.from({ length: count }, (_, n) => ({
    clientSaleId: randomUUID(),
    items: [0, 1, 2].map((i) => ({
      inventoryId: lotIds[((offset + n) * 7 + i * 131) % lotIds.length]!,
      quantity: 1,
      unitType: 'unit' as const,
    })),
    paymentMethod: 'cash' as const,
    taxRate: 0 as const,
    saleId: `OFFLINE-${start + offset + n}`,
    offline: true as const,
    soldAt: new Date(start + offset + n).toISOString(),
  }));
}

async function benchDatabase(label: string, databaseUrl: string | undefined): Promise<BenchResult['rows']> {
  const server = await BenchServer.start(databaseUrl);
  const owners: number[] = [];
  try {
    const owner = await createOwner(server.db, await benchPasswordHash());
    owners.push(owner.id);
    await stockTenant(server.db, owner.id, PRODUCTS);
    await server.db.execute(sql`analyze`);
    const lotIds = await sellableLotIds(server.db, owner.id);
    const cookie = await server.signIn(owner.email, BENCH_PASSWORD);
    const runSql = sqlRunner(server.database);
    const url = `${server.baseUrl}/api/sales`;

    // Warm both paths a little, then the measured runs (SQL first, then the sync).
    await sendQueue(url, cookie, queueOf(lotIds, 100, 10 * SALES), BATCH);
    await sendQueue(url, cookie, queueOf(lotIds, 20, 12 * SALES), 1);
    for (const sale of queueOf(lotIds, 20, 11 * SALES)) await rawCheckout(runSql, owner.id, sale.items, raw(sale));

    const sqlQueue = queueOf(lotIds, SALES, 0);
    const sqlStart = performance.now();
    for (const sale of sqlQueue) await rawCheckout(runSql, owner.id, sale.items, raw(sale));
    const sqlMs = performance.now() - sqlStart;
    // The same rows again, one transaction per 50 sales (the batch endpoint's unit of work).
    const batchedQueue = queueOf(lotIds, SALES, 3 * SALES);
    const batchedStart = performance.now();
    for (let at = 0; at < SALES; at += BATCH)
      await runSql(async (query) => {
        for (const sale of batchedQueue.slice(at, at + BATCH))
          await rawCheckout((fn) => fn(query), owner.id, sale.items, raw(sale));
      });
    const batchedSqlMs = performance.now() - batchedStart;

    const queue = queueOf(lotIds, SALES, SALES);
    const sync = await sendQueue(url, cookie, queue, BATCH);
    const again = await sendQueue(url, cookie, queue, BATCH);
    const single = await sendQueue(url, cookie, queueOf(lotIds, SALES, 2 * SALES), 1);
    const stored = await server.db.execute(sql`
      select count(*)::int as n from sales where owner_id = ${owner.id} and offline
        and client_sale_id::text in (${sql.join(
          queue.map((sale) => sql`${sale.clientSaleId}`),
          sql`, `,
        )})`);
    const storedOnce = (stored as unknown as { rows: { n: number }[] }).rows[0]?.n;

    const row = (mode: string, elapsed: number, extra: Record<string, string | number> = {}) => ({
      db: label,
      mode,
      sales: SALES,
      's total': Math.round(elapsed / 10) / 100,
      'sales/s': Math.round((SALES / elapsed) * 1000),
      ...extra,
    });
    const ratio = (elapsed: number) => Math.round((elapsed / sqlMs) * 100) / 100;
    return [
      row(`sync: POST /api/sales/batch, ${BATCH} per request, in order`, sync.elapsed, {
        'x raw SQL': ratio(sync.elapsed),
        answers: summary(sync.statuses),
      }),
      row('sync again (answers lost): same clientSaleIds', again.elapsed, {
        'x raw SQL': ratio(again.elapsed),
        answers: summary(again.statuses),
        'stored once': `${storedOnce}/${SALES}`,
      }),
      row('one POST /api/sales per sale, in order', single.elapsed, {
        'x raw SQL': ratio(single.elapsed),
        answers: summary(single.statuses),
      }),
      row('raw SQL through the driver, 1 transaction per sale', sqlMs),
      row(`raw SQL through the driver, 1 transaction per ${BATCH} sales`, batchedSqlMs, {
        'x raw SQL': ratio(batchedSqlMs),
      }),
    ];
  } finally {
    for (const id of owners) await server.db.delete(users).where(eq(users.id, id));
    await server.stop();
  }
}

function raw(sale: QueuedSale) {
  return { saleRef: sale.saleId, clientSaleId: sale.clientSaleId, soldAt: sale.soldAt };
}

function summary(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .map(([status, n]) => `${n}x${status}`)
    .join(' ');
}

// Plain JavaScript in a worker thread: the till's side (bodies, answers) on another core. A batch
// counts its answers per sale: "created" (stored now), "stored" (already there), or the status.
const workerSource = `
const { parentPort, workerData: w } = require('node:worker_threads');
(async () => {
  const statuses = {};
  const count = (key) => { statuses[key] = (statuses[key] ?? 0) + 1; };
  const headers = { 'content-type': 'application/json', cookie: w.cookie };
  const t0 = performance.now();
  for (let at = 0; at < w.queue.length; at += w.batch) {
    const chunk = w.queue.slice(at, at + w.batch);
    if (w.batch === 1) {
      const response = await fetch(w.url, { method: 'POST', headers, body: JSON.stringify(chunk[0]) });
      await response.arrayBuffer();
      count(response.status);
    } else {
      const response = await fetch(w.url + '/batch', { method: 'POST', headers, body: JSON.stringify({ sales: chunk }) });
      if (response.status !== 200) throw new Error('POST /api/sales/batch answered ' + response.status);
      for (const slot of await response.json()) count(slot.ok ? (slot.created ? 'created' : 'stored') : slot.status);
    }
  }
  parentPort.postMessage({ statuses, elapsed: performance.now() - t0 });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

/** Sends the queue in order, one request at a time (`batch` sales each), as the sync engine does. */
function sendQueue(
  url: string,
  cookie: string,
  queue: QueuedSale[],
  batch: number,
): Promise<{ elapsed: number; statuses: Record<string, number> }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, { eval: true, workerData: { url, cookie, queue, batch } });
    worker.once('message', (message: { elapsed: number; statuses: Record<string, number>; error?: string }) => {
      void worker.terminate();
      if (message.error) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}

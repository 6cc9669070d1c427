import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { users } from '../../apps/server/src/db/schema/index.js';
import { rawCheckoutOneStatement } from './checkout-sql-one-statement.js';
import { CheckoutLoad } from './http-load.js';
import { BENCH_PASSWORD, benchPasswordHash, createOwner, sellableLotIds, stockTenant } from './inventory-tenant.js';
import { ms, percentile } from './latency.js';
import { ServerProcess } from './server-process.js';

/** What the checkout bench needs of the run: sizes, and how to run `count` calls 10 at a time. */
export interface WorkersBench {
  sales: number;
  rounds: number;
  warmUp: number;
  concurrency: number;
  products: number;
  runConcurrently: (count: number, fn: () => Promise<unknown>) => Promise<number[]>;
}

/**
 * Checkout over HTTP to the server started as `npm start` starts it, with WORKERS=1 and WORKERS=n
 * for each n of `counts` (node:cluster, one port), on one PostgreSQL, beside the same statements
 * sent straight through the driver from the bench's process; rounds alternate so a busy machine
 * slows all alike. Answers the table's rows.
 */
export async function benchWorkers(
  databaseUrl: string,
  counts: number[],
  bench: WorkersBench,
): Promise<Record<string, string | number>[]> {
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const db = database.db;
  const owner = await createOwner(db, await benchPasswordHash());
  const servers: ServerProcess[] = [];
  const tills: CheckoutLoad[] = [];
  try {
    await stockTenant(db, owner.id, bench.products);
    await db.execute(sql`analyze`);
    const lotIds = await sellableLotIds(db, owner.id);
    let next = 0;
    const basket = () =>
      [0, 1, 2].map((i) => ({ inventoryId: lotIds[(next++ * 7 + i * 131) % lotIds.length]!, quantity: 1 }));
    type Load = (count: number) => Promise<{ latencies: number[]; elapsed: number }>;
    const loads = new Map<string, Load>();
    for (const [n, workers] of counts.entries()) {
      const server = await ServerProcess.start(databaseUrl, 19_600 + (process.pid % 200) * 10 + n, workers);
      servers.push(server);
      const cookie = await signIn(server.baseUrl, owner.email);
      const load = new CheckoutLoad({
        url: `${server.baseUrl}/api/sales`,
        cookie,
        lotIds,
        concurrency: bench.concurrency,
      });
      tills.push(load);
      loads.set(`HTTP, WORKERS=${workers} (own processes)`, (count) =>
        load.round(count, Math.floor(Math.random() * lotIds.length)),
      );
    }
    loads.set('SQL, read + 1 statement', async (count) => {
      const started = performance.now();
      const latencies = await bench.runConcurrently(count, () => rawCheckoutOneStatement(db, owner.id, basket()));
      return { latencies, elapsed: performance.now() - started };
    });
    for (const load of loads.values()) await load(bench.warmUp);
    await db.execute(sql`analyze`);
    const names = [...loads.keys()];
    const samples = new Map(names.map((name) => [name, [] as number[]]));
    const elapsed = new Map(names.map((name) => [name, 0]));
    for (let round = 0; round < bench.rounds; round++) {
      for (let k = 0; k < names.length; k++) {
        const name = names[(round + k) % names.length]!;
        const result = await loads.get(name)!(Math.ceil(bench.sales / bench.rounds));
        samples.get(name)!.push(...result.latencies);
        elapsed.set(name, elapsed.get(name)! + result.elapsed);
      }
    }
    const rate = (name: string) => (samples.get(name)!.length / elapsed.get(name)!) * 1000;
    const raw = rate('SQL, read + 1 statement');
    return names.map((name) => ({
      db: 'postgres',
      mode: name,
      sales: samples.get(name)!.length,
      'sales/s': Math.round(rate(name)),
      p50: ms(percentile(samples.get(name)!, 50)),
      p95: ms(percentile(samples.get(name)!, 95)),
      p99: ms(percentile(samples.get(name)!, 99)),
      'http/sql rate': name.startsWith('HTTP') ? Math.round((rate(name) / raw) * 100) / 100 : '',
    }));
  } finally {
    for (const load of tills) await load.close();
    for (const server of servers) await server.stop();
    await db.delete(users).where(eq(users.id, owner.id));
    await database.close();
  }
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('assist.sid='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.split(';')[0]!;
}

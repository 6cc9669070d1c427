import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../db/client.js';
import { createOwnDatabase } from '../own-database.js';
import { runOperation } from './operations.js';
import { ChaosRecord, type KindCount, type OperationKind } from './record.js';
import { type CheckResult, checkCustomerReturns, checkSales } from './sale-checks.js';
import { CHAOS_PASSWORD, fingerprint, seedOwners } from './seed.js';
import { bundleServer } from './server-bundle.js';
import { ServerProcess, freePort, repoRoot, sleep } from './server-process.js';
import { stockShop } from './shops.js';
import { checkLots, checkSupplierMoney, checkSupplierOrders, checkTransfers } from './stock-checks.js';
import { Till, type TillCounters } from './till.js';
import { checkKeyedWrites } from './write-checks.js';

export interface ChaosOptions {
  /** Random operations in all, shared by the clients. */
  operations: number;
  /** Concurrent clients (tills and back-office users), half in each shop. */
  clients: number;
  /** kill -9 of the server process, spread over the run, each followed by a restart. */
  kills: number;
  /** Products (one lot each to start with) per shop. */
  products: number;
  /** A PostgreSQL server's URL (the run makes a database of its own there); PGlite in a temp folder without. */
  serverUrl?: string;
}

export interface ChaosReport {
  database: 'pglite' | 'postgres';
  did: Record<string, number>;
  kinds: Record<OperationKind, KindCount>;
  checks: CheckResult[];
  seconds: number;
  /** Seconds of the run's parts (the operations' include the restarts during them). */
  phases: Record<string, number>;
}

/**
 * The stock invariant under chaos: a real server process over a database of its own, two shops
 * stocked through the API and a bystander tenant beside them; `clients` clients run random
 * operations over HTTP while the server is killed (SIGKILL) and restarted `kills` times, each
 * request with a key sent again until answered; then the server is killed a last time and the
 * data opened as the next start would open it, and checked (sale-checks.ts, stock-checks.ts).
 * Every process and folder it made is gone when it returns or throws.
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const started = performance.now();
  const bundle = await bundleServer(repoRoot);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'assist-chaos-'));
  const own = options.serverUrl ? await createOwnDatabase(options.serverUrl).catch(() => null) : null;
  if (options.serverUrl && !own) {
    bundle?.remove();
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error('could not create a database of the run on DATABASE_URL');
  }
  const databaseUrl = own?.url;
  const server = new ServerProcess({ port: await freePort(), dataDir, databaseUrl, entry: bundle?.entry });
  try {
    const seeding = await openDatabase({ databaseUrl, dataDir });
    const owners = await seedOwners(seeding.db);
    const bystanderBefore = await fingerprint(seeding.db, owners.bystander.id);
    await seeding.close();
    const seeded = performance.now();

    await server.start();
    const counters: TillCounters = { requests: 0, retries: 0, lost: 0, signIns: 0 };
    const [north, south] = owners.shops as [(typeof owners.shops)[0], (typeof owners.shops)[0]];
    const shops = [
      await stockShop(server.baseUrl, north, south, options.products, 6, counters),
      await stockShop(server.baseUrl, south, north, options.products, 6, counters),
    ];
    const record = new ChaosRecord();
    const chaosBegan = performance.now();
    let begun = 0;
    const tills: Till[] = [];
    for (let n = 0; n < options.clients; n += 1) {
      const till = new Till(server.baseUrl, shops[n % shops.length]!.owner.email, CHAOS_PASSWORD, counters);
      await till.signIn();
      tills.push(till);
    }
    const client = async (n: number) => {
      const shop = shops[n % shops.length]!;
      const till = tills[n]!;
      while (begun < options.operations) {
        begun += 1;
        await runOperation({ shop, till, record });
      }
    };
    const chaos = async () => {
      for (let k = 1; k <= options.kills; k += 1) {
        const at = Math.floor((options.operations * (k - 0.5 + Math.random())) / (options.kills + 1));
        while (begun < at) await sleep(10);
        await server.kill();
        await sleep(Math.random() * 300);
        await server.start();
      }
    };
    await Promise.all([...Array.from({ length: options.clients }, (_, n) => client(n)), chaos()]);
    // The last kill: the checks open the data as the next start would, crash recovery included.
    await server.kill();
    const chaosSeconds = (performance.now() - chaosBegan) / 1000;

    const checking = await openDatabase({ databaseUrl, dataDir, migrate: false });
    try {
      const ids = shops.map((shop) => shop.owner.id);
      const db = checking.db;
      const bystanderAfter = await fingerprint(db, owners.bystander.id);
      const changed = Object.keys(bystanderBefore).filter((table) => bystanderBefore[table] !== bystanderAfter[table]);
      const checks = [
        await checkLots(db, ids),
        ...(await checkSales(db, ids, record)),
        await checkCustomerReturns(db, ids),
        await checkSupplierOrders(db, ids),
        await checkSupplierMoney(db, ids),
        await checkTransfers(db, ids),
        await checkKeyedWrites(db, ids, record),
        {
          name: 'the bystander tenant untouched',
          checked: Object.keys(bystanderBefore).length,
          problems: changed.map((table) => `${table}: ${bystanderBefore[table]} -> ${bystanderAfter[table]}`),
        },
      ];
      const onlineAcked = [...record.acked.values()].filter((sale) => !sale.offline).length;
      return {
        database: checking.kind,
        did: {
          operations: record.operations,
          clients: options.clients,
          'sales acknowledged (online)': onlineAcked,
          'sales acknowledged (offline, by batch)': record.offlineSalesAcked,
          'sales refused': record.refused.size,
          requests: counters.requests,
          'requests sent again': counters.retries,
          'answers lost (no key to retry)': counters.lost,
          'keyed writes sent again after their answer': record.resends,
          'sign-ins': counters.signIns,
          kills: server.kills,
          restarts: server.starts - 1,
        },
        kinds: record.counts,
        checks,
        seconds: (performance.now() - started) / 1000,
        phases: {
          'seed database': (seeded - started) / 1000,
          'server starts (all)': server.startSeconds,
          operations: chaosSeconds,
        },
      };
    } finally {
      await checking.close();
    }
  } catch (error) {
    if (error instanceof Error) error.message += `\n--- server output ---\n${server.tail}`;
    throw error;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await own?.drop();
    bundle?.remove();
  }
}

/** The report as lines of text: what the run did, by kind, and each check with what it found. */
export function describeChaos(report: ChaosReport): string[] {
  const phases = Object.entries(report.phases).map(([k, v]) => `${k} ${v.toFixed(1)} s`);
  const lines = [`chaos on ${report.database} in ${report.seconds.toFixed(1)} s (${phases.join(', ')})`];
  lines.push(
    `did: ${Object.entries(report.did)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  for (const [kind, c] of Object.entries(report.kinds))
    lines.push(`  ${kind.padEnd(17)} run ${c.run}, ok ${c.ok}, refused ${c.refused}, lost ${c.lost}`);
  for (const check of report.checks)
    lines.push(
      `checked ${check.name}: ${check.checked}${check.problems.length ? `, ${check.problems.length} WRONG` : ', ok'}`,
    );
  return lines;
}

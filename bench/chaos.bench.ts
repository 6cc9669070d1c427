/**
 * The stock invariant under chaos, large (issue 18): thousands of random operations (sales online
 * and offline by batch, receipts, customer and supplier returns, adjustments, transfers) from many
 * clients over HTTP while the server process is killed with SIGKILL and restarted; then every lot,
 * sale, return, order, transfer and the bystander tenant are checked straight in the database
 * (apps/server/src/test/chaos/, the same driver as the small test in `npm test`).
 *
 * PGlite always; PostgreSQL too when DATABASE_URL is set (`scripts/with-postgres.sh npm run bench -- chaos`).
 * BENCH_CHAOS_OPERATIONS (default 1500), BENCH_CHAOS_CLIENTS (default 12), BENCH_CHAOS_KILLS
 * (default 6), BENCH_CHAOS_PRODUCTS (default 20 per shop). Problems found are printed to stderr
 * and counted in the table; the bench itself never fails on them (the test does).
 */

import { type ChaosReport, describeChaos, runChaos } from '../apps/server/src/test/chaos/run-chaos.js';
import type { BenchResult } from './run.js';
import { loadAverage } from './support/machine.js';

const options = {
  operations: Number(process.env.BENCH_CHAOS_OPERATIONS ?? 1500),
  clients: Number(process.env.BENCH_CHAOS_CLIENTS ?? 12),
  kills: Number(process.env.BENCH_CHAOS_KILLS ?? 6),
  products: Number(process.env.BENCH_CHAOS_PRODUCTS ?? 20),
};

function tableRows(report: ChaosReport): BenchResult['rows'] {
  const rows: BenchResult['rows'] = [];
  const row = (what: string, count: number, wrong = '') => rows.push({ database: report.database, what, count, wrong });
  for (const [what, count] of Object.entries(report.did)) row(`did: ${what}`, count);
  for (const [kind, c] of Object.entries(report.kinds))
    row(`${kind} (ok/refused/lost ${c.ok}/${c.refused}/${c.lost})`, c.run);
  for (const check of report.checks) row(`checked: ${check.name}`, check.checked, String(check.problems.length));
  row('seconds', Number(report.seconds.toFixed(1)));
  return rows;
}

export default async function run(): Promise<BenchResult> {
  const targets: (string | undefined)[] = [undefined];
  if (process.env.DATABASE_URL) targets.push(process.env.DATABASE_URL);
  const rows: BenchResult['rows'] = [];
  for (const serverUrl of targets) {
    const report = await runChaos({ ...options, serverUrl });
    for (const line of describeChaos(report)) console.error(line);
    for (const check of report.checks)
      for (const problem of check.problems.slice(0, 20)) console.error(`  WRONG ${check.name}: ${problem}`);
    rows.push(...tableRows(report));
  }
  const load = loadAverage();
  return {
    title: `Chaos: ${options.operations} operations, ${options.clients} clients, ${options.kills} kill -9 + restart (load ${load})`,
    rows,
  };
}

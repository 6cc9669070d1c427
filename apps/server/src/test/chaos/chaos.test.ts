import { describe, expect, it } from 'vitest';
import { describeChaos, runChaos } from './run-chaos.js';

/**
 * The stock invariant under chaos, small (issue 18): a real server process, 200 random
 * operations from 8 clients over HTTP, the process killed with SIGKILL mid-run and restarted (and
 * killed once more at the end, the checks opening the data as the next start would), then every
 * invariant checked straight in the database. On PGlite in the first
 * vitest run, on PostgreSQL (a database of its own on DATABASE_URL's server) in the second. The run
 * is large in bench/chaos.bench.ts. No time is asserted: the timeout only stops a hung run.
 */
describe('the stock invariant under chaos (kill -9 and restart of the server)', () => {
  it('keeps every lot on its ledger, every acknowledged sale once and whole, the money and the bystander', async () => {
    const report = await runChaos({
      operations: Number(process.env.CHAOS_OPERATIONS ?? 200),
      clients: 8,
      kills: 1,
      products: 8,
      serverUrl: process.env.DATABASE_URL,
    });
    console.log(describeChaos(report).join('\n'));
    expect(report.did.kills).toBe(2);
    expect(report.did.restarts).toBe(1);
    expect(report.did['sales acknowledged (online)']).toBeGreaterThan(0);
    for (const check of report.checks) {
      expect(check.checked, check.name).toBeGreaterThan(0);
      expect(check.problems, check.name).toEqual([]);
    }
  }, 600_000);
});

import { describe, expect, it } from 'vitest';
import { runLoadTest } from './load-test-run';

describe('runLoadTest', () => {
  it('sends the spec plan in order, reports progress to 110 and times each kind', async () => {
    const sent: string[] = [];
    const progress: number[] = [];
    let clock = 0;
    const result = await runLoadTest({
      send: async (path) => {
        sent.push(path);
        clock += path === '/api/health' ? 10 : 30;
        if (path === '/api/auth/user' && sent.filter((p) => p === path).length === 1) throw new Error('down');
      },
      now: () => clock,
      onProgress: (done, total) => progress.push(done / total),
    });
    expect(sent.filter((p) => p === '/api/health')).toHaveLength(50);
    expect(sent.filter((p) => p === '/api/performance/stats')).toHaveLength(20);
    expect(sent.filter((p) => p === '/api/auth/user')).toHaveLength(30);
    expect(sent.filter((p) => p === '/api/performance/cost-estimate')).toHaveLength(10);
    expect(progress).toHaveLength(110);
    expect(progress.at(-1)).toBe(1);
    const health = result.kinds.find((k) => k.kind === 'health');
    expect(health?.summary).toMatchObject({ count: 50, averageMs: 10, minMs: 10, maxMs: 10, p95Ms: 10 });
    const auth = result.kinds.find((k) => k.kind === 'authCheck');
    expect(auth).toMatchObject({ failures: 1, summary: { count: 29 } });
    expect(result.failures).toBe(1);
    expect(result.overall?.count).toBe(109);
    // (50 x 10 + 59 x 30) / 109
    expect(result.overall?.averageMs).toBeCloseTo((50 * 10 + 59 * 30) / 109, 6);
  });
});

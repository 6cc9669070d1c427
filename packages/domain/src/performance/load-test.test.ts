import { describe, expect, it } from 'vitest';
import { loadTestGrade, loadTestPlan, loadTestTotal, quantile, summarizeTimings } from './load-test.js';

describe('load test plan', () => {
  it('is the spec plan: 50 health, 20 stats, 30 auth check, 10 cost estimate', () => {
    expect(loadTestPlan.health).toEqual({ path: '/api/health', count: 50 });
    expect(loadTestPlan.stats.count).toBe(20);
    expect(loadTestPlan.authCheck).toEqual({ path: '/api/auth/user', count: 30 });
    expect(loadTestPlan.costEstimate.count).toBe(10);
    expect(loadTestTotal).toBe(110);
  });

  it('grades by average ms at the spec boundaries', () => {
    expect(loadTestGrade(0)).toBe('A');
    expect(loadTestGrade(49.9)).toBe('A');
    expect(loadTestGrade(50)).toBe('B');
    expect(loadTestGrade(99.9)).toBe('B');
    expect(loadTestGrade(100)).toBe('C');
    expect(loadTestGrade(199.9)).toBe('C');
    expect(loadTestGrade(200)).toBe('D');
  });
});

describe('timing summary', () => {
  it('gives average, min, max and nearest-rank p95', () => {
    const timings = Array.from({ length: 20 }, (_, i) => 20 - i); // 20..1
    expect(summarizeTimings(timings)).toEqual({ count: 20, averageMs: 10.5, minMs: 1, maxMs: 20, p95Ms: 19 });
    expect(summarizeTimings([])).toBeNull();
    expect(quantile([5], 0.99)).toBe(5);
  });
});

/** The kinds of request of the load test (spec part 1 §9), in the order they run. */
export const loadTestKinds = ['health', 'stats', 'authCheck', 'costEstimate'] as const;
export type LoadTestKind = (typeof loadTestKinds)[number];

/** The spec's plan: 50 health, 20 stats, 30 auth check, 10 cost estimate requests. */
export const loadTestPlan: Record<LoadTestKind, { path: string; count: number }> = {
  health: { path: '/api/health', count: 50 },
  stats: { path: '/api/performance/stats', count: 20 },
  authCheck: { path: '/api/auth/user', count: 30 },
  costEstimate: { path: '/api/performance/cost-estimate', count: 10 },
};

export const loadTestTotal = loadTestKinds.reduce((sum, kind) => sum + loadTestPlan[kind].count, 0);

export type LoadTestGrade = 'A' | 'B' | 'C' | 'D';

/** The grade by average ms: under 50 A, under 100 B, under 200 C, else D (spec part 1 §9). */
export function loadTestGrade(averageMs: number): LoadTestGrade {
  if (averageMs < 50) return 'A';
  if (averageMs < 100) return 'B';
  if (averageMs < 200) return 'C';
  return 'D';
}

export interface TimingSummary {
  count: number;
  averageMs: number;
  minMs: number;
  maxMs: number;
  p95Ms: number;
}

/** The value at quantile q (0..1) of ascending-sorted values, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(q * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? 0;
}

/** Average, min, max and p95 of some timings (null when there are none). */
export function summarizeTimings(timings: readonly number[]): TimingSummary | null {
  if (timings.length === 0) return null;
  const sorted = [...timings].sort((a, b) => a - b);
  const total = sorted.reduce((sum, ms) => sum + ms, 0);
  return {
    count: sorted.length,
    averageMs: total / sorted.length,
    minMs: sorted[0] ?? 0,
    maxMs: sorted.at(-1) ?? 0,
    p95Ms: quantile(sorted, 0.95),
  };
}

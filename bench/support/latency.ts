/** Nearest-rank percentile of samples in milliseconds (p in 0..100). */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Milliseconds with one decimal, for tables. */
export const ms = (value: number) => Math.round(value * 10) / 10;

/** How long one call takes, in milliseconds. */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/**
 * Times two ways of doing the same work, alternating them call by call, so a busy neighbour on a
 * shared machine slows both alike and their ratio stays fair. The first `warmup` calls are dropped.
 */
export async function timeSideBySide(
  iterations: number,
  warmup: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<{ a: number[]; b: number[] }> {
  const samples = { a: [] as number[], b: [] as number[] };
  for (let i = 0; i < warmup + iterations; i++) {
    let ta: number;
    let tb: number;
    if (i % 2 === 0) {
      ta = await timed(a);
      tb = await timed(b);
    } else {
      tb = await timed(b);
      ta = await timed(a);
    }
    if (i >= warmup) {
      samples.a.push(ta);
      samples.b.push(tb);
    }
  }
  return samples;
}

import {
  type LoadTestKind,
  type TimingSummary,
  loadTestKinds,
  loadTestPlan,
  loadTestTotal,
  summarizeTimings,
} from '@assist/domain';

export interface KindResult {
  kind: LoadTestKind;
  /** Timings of the answered requests (failures are counted, not timed). */
  summary: TimingSummary | null;
  failures: number;
}

export interface LoadTestResult {
  kinds: KindResult[];
  overall: TimingSummary | null;
  failures: number;
}

export interface LoadTestDeps {
  /** Sends one request and resolves when its whole answer is read; rejects when it failed. */
  send: (path: string) => Promise<unknown>;
  now: () => number;
  /** Requests done so far (answered or failed) out of loadTestTotal. */
  onProgress: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Runs the spec's load test plan (part 1 §9) from the browser: each kind's requests one after
 * another, so every timing is one request's round trip, not a queue's.
 */
export async function runLoadTest({ send, now, onProgress, signal }: LoadTestDeps): Promise<LoadTestResult> {
  let done = 0;
  const all: number[] = [];
  const kinds: KindResult[] = [];
  for (const kind of loadTestKinds) {
    const { path, count } = loadTestPlan[kind];
    const timings: number[] = [];
    let failures = 0;
    for (let i = 0; i < count; i++) {
      if (signal?.aborted) throw new DOMException('Load test stopped', 'AbortError');
      const started = now();
      try {
        await send(path);
        timings.push(now() - started);
      } catch {
        failures += 1;
      }
      done += 1;
      onProgress(done, loadTestTotal);
    }
    all.push(...timings);
    kinds.push({ kind, summary: summarizeTimings(timings), failures });
  }
  const failures = kinds.reduce((sum, k) => sum + k.failures, 0);
  return { kinds, overall: summarizeTimings(all), failures };
}

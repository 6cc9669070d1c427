import { offlineQueue } from '@assist/domain';

export interface BatcherOptions<T, R> {
  /** Sends one batch; answers one result per item, matched by position. */
  flush: (items: T[]) => Promise<R[]>;
  delayMs?: number;
  maxSize?: number;
  /** The timer (tests pass their own). */
  schedule?: (run: () => void, ms: number) => unknown;
}

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Collects operations into batches (spec part 1 §9): the first one added starts a 500 ms wait,
 * the batch is sent when it ends or at once when it holds 20. Each `add` answers its own slot of
 * the batch's answer; a batch whose call fails rejects every `add` in it with that error. A slot
 * missing from the answer rejects with an Error.
 * Example: 45 added at once -> two calls of 20 at once, one of 5 after 500 ms.
 */
export function createBatcher<T, R>(options: BatcherOptions<T, R>): (item: T) => Promise<R> {
  const delayMs = options.delayMs ?? offlineQueue.batchDelayMs;
  const maxSize = options.maxSize ?? offlineQueue.maxBatchSize;
  const schedule = options.schedule ?? ((run, ms) => setTimeout(run, ms));
  let waiting: Waiting<T, R>[] = [];
  let timerFor: Waiting<T, R>[] | null = null;

  const send = (batch: Waiting<T, R>[]) => {
    if (batch === waiting) waiting = [];
    if (timerFor === batch) timerFor = null;
    options.flush(batch.map((entry) => entry.item)).then(
      (results) => {
        for (const [index, entry] of batch.entries()) {
          const result = results[index];
          if (result === undefined) entry.reject(new Error('The batch answered no result for this operation'));
          else entry.resolve(result);
        }
      },
      (error: unknown) => {
        for (const entry of batch) entry.reject(error);
      },
    );
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      const batch = waiting;
      if (batch.length >= maxSize) send(batch);
      else if (timerFor !== batch) {
        timerFor = batch;
        schedule(() => {
          if (batch.length > 0 && batch === waiting) send(batch);
        }, delayMs);
      }
    });
}

/** Resolves on the event loop's next turn, after the I/O callbacks (and messages) waiting now. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Job = () => Promise<void>;

/**
 * The worker's queue for PGlite's one connection: one statement or transaction at a time, and
 * before each, one turn of the worker's event loop so requests already posted are in the queue
 * when it picks. A till's statement (`ahead`: the checkout's named statements) goes before the
 * waiting ordinary ones, e.g. between the statements of a back-office report, never inside a
 * transaction (a transaction is one job).
 */
export class TurnQueue {
  private readonly ahead: Job[] = [];
  private readonly ordinary: Job[] = [];
  private running = false;

  /** Queues `job`; answers when it has run. */
  run<T>(work: () => Promise<T>, ahead = false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      (ahead ? this.ahead : this.ordinary).push(() => work().then(resolve, reject));
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    for (;;) {
      await nextTurn();
      const job = this.ahead.shift() ?? this.ordinary.shift();
      if (!job) break;
      await job();
    }
    this.running = false;
  }
}

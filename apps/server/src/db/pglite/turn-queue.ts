/** Resolves on the event loop's next turn, after the I/O callbacks (and messages) waiting now. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Job = () => Promise<void>;

/**
 * The worker's queue for PGlite's one connection: one statement or transaction (one job) at a
 * time, in the order asked, and before each, one turn of the worker's event loop so requests
 * already posted are in the queue. First in, first out: letting the tills' named statements go
 * ahead was measured and dropped (it starved the back office without a faster checkout;
 * docs/decisions/2026-11-26-pglite-thread.md).
 */
export class TurnQueue {
  private readonly waiting: Job[] = [];
  private running = false;

  /** Queues `work`; answers when it has run. */
  run<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push(() => work().then(resolve, reject));
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    for (;;) {
      await nextTurn();
      const job = this.waiting.shift();
      if (!job) break;
      await job();
    }
    this.running = false;
  }
}

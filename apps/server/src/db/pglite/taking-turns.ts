import { PGlite } from '@electric-sql/pglite';

/** Resolves on the event loop's next turn, after the I/O callbacks waiting now. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite whose callers take turns with the server's I/O. PGlite runs on the server's thread and
 * answers without I/O, so queries queued on its one connection ran back to back in microtasks, and
 * requests that arrived meanwhile were not even read from their sockets until the queue ran dry: at
 * 10 tills, one sale in ten waited a whole extra round (p95 29 ms against p50 20). Every query,
 * exec and transaction takes this lock once, so each now lets the event loop turn first, and
 * requests are served in the order they came (p95 24 ms, 6% more sales a second;
 * docs/decisions/2026-11-25-pglite-prepared-statements.md).
 */
export class PGliteTakingTurns extends PGlite {
  /** How many times the lock was asked for: the boot check sees that `query` still takes it. */
  turnsTaken = 0;

  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    this.turnsTaken++;
    return nextTurn().then(() => super._runExclusiveTransaction(fn));
  }
}

/**
 * The database's health, known without waiting for it: a background check (`select 1`) every
 * `everyMs`, one at a time. The health route reads the last outcome, so it never queues behind the
 * database's other work; a database that refuses (PostgreSQL gone, PGlite crashed) is down from
 * the next check, and one that has not answered a check for `silentMs` is down too.
 */
export class DatabaseProbe {
  private pendingSince: number | null = null;
  private pending: Promise<void> | null = null;
  private lastError: unknown = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly check: () => Promise<unknown>,
    private readonly everyMs = 2_000,
    private readonly silentMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts checking now and every `everyMs` (the timer does not keep the process alive). */
  start(): void {
    void this.probe();
    this.timer = setInterval(() => void this.probe(), this.everyMs);
    this.timer.unref();
  }

  /** Stops checking; resolves once a check still running has ended (the database may then close). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.pending;
  }

  /** One check, unless one is still waiting for its answer. */
  probe(): Promise<void> {
    if (this.pending) return Promise.resolve();
    this.pendingSince = this.now();
    this.pending = this.check().then(
      () => {
        this.lastError = null;
      },
      (error: unknown) => {
        this.lastError = error;
      },
    );
    return this.pending.finally(() => {
      this.pending = null;
      this.pendingSince = null;
    });
  }

  /** Up unless the last check failed or the one in progress has waited past `silentMs`. */
  get up(): boolean {
    if (this.lastError !== null) return false;
    return this.pendingSince === null || this.now() - this.pendingSince < this.silentMs;
  }
}

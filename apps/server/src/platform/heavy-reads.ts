import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/**
 * The heavy reads: back-office screens whose one request reads many rows (reports, lists, the
 * history). At most a few run at once in one process, so a burst of them cannot queue the tills
 * behind it on the database (PGlite has one connection; PostgreSQL's pool has 10). The tills'
 * routes (sales, pos, batch) are never here. "METHOD url" as the route was declared.
 */
export const heavyReadRoutes: ReadonlySet<string> = new Set([
  'GET /api/dashboard',
  'GET /api/analytics/categories',
  'GET /api/inventory',
  'GET /api/inventory/discrepancies',
  'GET /api/sales',
  'GET /api/expenses/summary/:year',
]);

/** How long a refused heavy read is told to wait before asking again (the Retry-After header). */
export const busyRetryAfterSeconds = 1;
/** The longest a heavy read waits in the queue for a slot before it is refused. */
const queueWaitMs = 1_000;

/**
 * Counts heavy reads in flight: `max` at once, up to `queue` more waiting at most a second for a
 * slot in arrival order; anything past that is refused at once.
 */
export class HeavyReadGate {
  private inFlight = 0;
  private readonly waiting: { admit: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(
    private readonly max: number,
    private readonly queue: number,
  ) {}

  /** Resolves with a release function once a slot is held; null when refused (full, or waited too long). */
  async enter(): Promise<(() => void) | null> {
    if (this.inFlight < this.max) {
      this.inFlight++;
      return this.releaser();
    }
    if (this.waiting.length >= this.queue) return null;
    const admitted = await new Promise<boolean>((resolve) => {
      const entry = {
        admit: () => {
          clearTimeout(entry.timer);
          resolve(true);
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          resolve(false);
        }, queueWaitMs),
      };
      this.waiting.push(entry);
    });
    // Admitted: the slot was handed over by its releaser, already counted.
    return admitted ? this.releaser() : null;
  }

  /**
   * Gives the slot back once: straight to the next in line when one waits (so a request arriving
   * meanwhile cannot take it too and run past `max`), else free.
   */
  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next.admit();
      else this.inFlight--;
    };
  }

  /** Heavy reads running now (for tests and the bench). */
  get running(): number {
    return this.inFlight;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Gives back this request's heavy-read slot (set while it holds one). */
    releaseHeavyRead?: () => void;
  }
}

/**
 * Caps heavy reads per process: a request to a heavy route takes a slot before anything else is
 * done for it (even its session lookup, itself a query) and gives it back when its answer is sent
 * or the client goes away (sent, or the socket closed); over the cap it is answered 503 `server_busy` with Retry-After at once.
 * Register before the access hooks.
 */
export function registerHeavyReadCap(app: FastifyInstance, limits: { max: number; queue: number }): HeavyReadGate {
  const gate = new HeavyReadGate(limits.max, limits.queue);
  const isHeavy = (request: FastifyRequest) => heavyReadRoutes.has(`${request.method} ${request.routeOptions.url}`);
  app.addHook('onRequest', async (request, reply) => {
    if (!isHeavy(request)) return;
    const release = await gate.enter();
    if (!release) {
      reply.header('retry-after', String(busyRetryAfterSeconds));
      throw new HttpError('server_busy', { retryAfterSeconds: busyRetryAfterSeconds });
    }
    request.releaseHeavyRead = release;
    // A client gone before its answer: the socket's close gives the slot back (release runs once).
    reply.raw.once('close', release);
  });
  // The answer is ready (an error too): the database work is done.
  app.addHook('onSend', async (request, _reply, payload) => {
    request.releaseHeavyRead?.();
    return payload;
  });
  app.addHook('onResponse', async (request) => request.releaseHeavyRead?.());
  return gate;
}

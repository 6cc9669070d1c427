import type { RequestFigures } from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import { LatencyReservoir } from './latency-reservoir.js';

/** At most this many route groups are tracked apart; later ones count only in the total. */
const maxGroups = 40;

class Tally {
  count = 0;
  errors = 0;
  readonly latency: LatencyReservoir;

  constructor(size: number) {
    this.latency = new LatencyReservoir(size);
  }

  add(ms: number, failed: boolean): void {
    this.count += 1;
    if (failed) this.errors += 1;
    this.latency.add(ms);
  }

  figures(): RequestFigures {
    return { count: this.count, errors: this.errors, latencyMs: this.latency.percentiles() };
  }
}

/**
 * What the server has served since it started: requests, server errors, latency percentiles (whole
 * API and per route group, each in a bounded reservoir), response bytes, and the process's CPU
 * time at start, for GET /api/performance/stats and cost-estimate.
 */
export class RequestMetrics {
  readonly startedAt = new Date();
  readonly cpuAtStart = process.cpuUsage();
  private readonly total = new Tally(2048);
  private readonly groups = new Map<string, Tally>();
  private bytes = 0;
  private sized = 0;

  record(url: string, ms: number, statusCode: number, bytes: number | null): void {
    const failed = statusCode >= 500;
    this.total.add(ms, failed);
    const name = routeGroup(url);
    let group = this.groups.get(name);
    if (!group && this.groups.size < maxGroups) {
      group = new Tally(256);
      this.groups.set(name, group);
    }
    group?.add(ms, failed);
    if (bytes !== null) {
      this.bytes += bytes;
      this.sized += 1;
    }
  }

  get requests(): number {
    return this.total.count;
  }

  /** Mean body size of the responses whose length was known, or null before any. */
  averageResponseBytes(): number | null {
    return this.sized === 0 ? null : this.bytes / this.sized;
  }

  figures(): RequestFigures & { byGroup: (RequestFigures & { group: string })[] } {
    const byGroup = [...this.groups]
      .map(([group, tally]) => ({ group, ...tally.figures() }))
      .sort((a, b) => b.count - a.count);
    return { ...this.total.figures(), byGroup };
  }
}

/**
 * The route group of an API path: its first segment after /api/ ("inventory" of /api/inventory/7?x).
 * Read by position, not by splitting: it runs on every response.
 */
export function routeGroup(url: string): string {
  const start = '/api/'.length;
  let end = start;
  while (end < url.length && url[end] !== '/' && url[end] !== '?') end += 1;
  return end > start ? url.slice(start, end) : 'root';
}

/** Counts every /api response (time from request to response sent) into `metrics`. */
export function registerRequestMetrics(app: FastifyInstance): RequestMetrics {
  const metrics = new RequestMetrics();
  // A callback hook, not an async one: no promise per response on the till's busy routes.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      const length = Number(reply.getHeader('content-length'));
      metrics.record(request.url, reply.elapsedTime, reply.statusCode, Number.isFinite(length) ? length : null);
    }
    done();
  });
  return metrics;
}

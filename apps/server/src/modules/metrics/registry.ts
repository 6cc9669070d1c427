import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { BackupFigures } from '../backups/backups.js';

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const lagSeconds = [1, 10, 60, 300, 1800, 3600, 6 * 3600, 86_400, 3 * 86_400, 7 * 86_400];

/**
 * The figures GET /metrics shows, in one registry per app (tests build several apps in a
 * process; prom-client's global registry would mix them). Node's own (event-loop lag, heap, GC,
 * CPU) come from collectDefaultMetrics; the rest are Assist's, named assist_*.
 */
export function createMetrics(sources: { backups: BackupFigures; waitingClients?: () => number }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const on = { registers: [registry] };
  const metrics = {
    registry,
    requests: new Counter({
      ...on,
      name: 'assist_http_requests_total',
      help: 'Requests answered, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'],
    }),
    latency: new Histogram({
      ...on,
      name: 'assist_http_request_duration_seconds',
      help: 'Time to answer, by route pattern and method.',
      labelNames: ['route', 'method'],
      buckets: seconds,
    }),
    checkouts: new Counter({
      ...on,
      name: 'assist_checkouts_total',
      help: 'Sales stored by POST /api/sales (a replayed request counts once).',
    }),
    salesSynced: new Counter({
      ...on,
      name: 'assist_offline_sales_synced_total',
      help: 'Offline sales in sync batches, by outcome (stored, replay, refused).',
      labelNames: ['outcome'],
    }),
    syncBatches: new Counter({
      ...on,
      name: 'assist_offline_sync_batches_total',
      help: 'Offline sync batches (POST /api/sales/batch) answered.',
    }),
    syncLag: new Histogram({
      ...on,
      name: 'assist_offline_sync_lag_seconds',
      help: 'From the time a till sold offline to the time the server stored the sale.',
      buckets: lagSeconds,
    }),
    queueWait: new Histogram({
      ...on,
      name: 'assist_db_queue_wait_seconds',
      help: "Round trip of a trivial query every 5 s: the wait in PGlite's one queue (or for a pooled connection).",
      buckets: seconds,
    }),
    signInDelays: new Counter({
      ...on,
      name: 'assist_sign_in_delays_total',
      help: 'Sign-ins refused with a wait (sign_in_delayed) after failed attempts.',
    }),
  };
  if (sources.waitingClients) {
    const waiting = sources.waitingClients;
    new Gauge({
      ...on,
      name: 'assist_db_pool_waiting_clients',
      help: 'Queries waiting for a PostgreSQL pool connection.',
      collect() {
        this.set(waiting());
      },
    });
  }
  const b = sources.backups;
  new Gauge({
    ...on,
    name: 'assist_backup_last_success_timestamp_seconds',
    help: 'When the last backup was written (0: none since start).',
    collect() {
      this.set(b.lastSuccessAt ? b.lastSuccessAt.getTime() / 1000 : 0);
    },
  });
  new Gauge({
    ...on,
    name: 'assist_backup_last_size_bytes',
    help: 'Size of the last backup written.',
    collect() {
      this.set(b.lastBytes);
    },
  });
  new Gauge({
    ...on,
    name: 'assist_backup_last_duration_seconds',
    help: 'How long the last backup took.',
    collect() {
      this.set(b.lastSeconds);
    },
  });
  new Gauge({
    ...on,
    name: 'assist_backup_last_database_hold_seconds',
    help: 'How long the last embedded-database backup held its queue (the longest a till waited for it).',
    collect() {
      this.set(b.lastHeldMs / 1000);
    },
  });
  new Counter({
    ...on,
    name: 'assist_backup_failures_total',
    help: 'Backups that failed since start.',
    collect() {
      this.reset();
      this.inc(b.failures);
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from './registry.js';

type BatchSlot = { ok: true; created: boolean } | { ok: false };

const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/** Offline sales in a batch body (validated by then), with the time each was sold. */
function soldTimes(request: FastifyRequest): number[] {
  const sales = (request.body as { sales?: { soldAt?: string }[] } | undefined)?.sales ?? [];
  return sales.map((sale) => (sale.soldAt ? Date.parse(sale.soldAt) : Number.NaN));
}

/**
 * Counts every answer by its route pattern (never the URL: ids would make a series per sale),
 * and the business events the answers carry: a stored checkout (201), a sync batch's slots and
 * their lag, a sign-in refused with a wait. Reading answers keeps the services free of metrics.
 */
export function registerMetricHooks(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (routeOf(request) === '/api/sales/batch' && reply.statusCode === 200 && Array.isArray(payload)) {
      const now = Date.now();
      const sold = soldTimes(request);
      metrics.syncBatches.inc();
      (payload as BatchSlot[]).forEach((slot, i) => {
        const outcome = !slot.ok ? 'refused' : slot.created ? 'stored' : 'replay';
        metrics.salesSynced.inc({ outcome });
        const at = sold[i];
        if (slot.ok && slot.created && at !== undefined && Number.isFinite(at)) {
          metrics.syncLag.observe(Math.max(0, (now - at) / 1000));
        }
      });
    }
    return payload;
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if ((error as { code?: unknown }).code === 'sign_in_delayed') metrics.signInDelays.inc();
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    const labels = { route, method: request.method };
    metrics.requests.inc({ ...labels, status: String(reply.statusCode) });
    metrics.latency.observe(labels, reply.elapsedTime / 1000);
    if (route === '/api/sales' && request.method === 'POST' && reply.statusCode === 201) metrics.checkouts.inc();
  });
}

/** Times a trivial query every 5 s: how long a request waits for the database right now. */
export function watchQueueWait(metrics: Metrics, ping: () => Promise<unknown>): () => void {
  const timer = setInterval(() => {
    const started = performance.now();
    ping().then(
      () => metrics.queueWait.observe((performance.now() - started) / 1000),
      () => {},
    );
  }, 5_000);
  timer.unref();
  return () => clearInterval(timer);
}

import { ErrorResponse } from '@assist/domain';
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../platform/errors.js';
import type { BackupFigures } from '../backups/backups.js';
import { registerMetricHooks, watchQueueWait } from './hooks.js';
import { createMetrics } from './registry.js';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** With METRICS_TOKEN: that bearer token, compared in constant time; without: loopback only. */
function allowed(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return loopback.has(request.socket.remoteAddress ?? '');
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * `GET /metrics`, Prometheus text (issue 29). Outside /api: it is for the operator's scraper,
 * not the app, and takes no session. 401 without the token.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  deps: { database: Database; token: string | undefined; backups: BackupFigures },
) {
  const metrics = createMetrics({ backups: deps.backups, waitingClients: deps.database.waitingClients });
  registerMetricHooks(app, metrics);
  const stop = watchQueueWait(metrics, () => deps.database.db.execute(sql`select 1`));
  app.addHook('onClose', async () => stop());

  app.get(
    '/metrics',
    {
      schema: { tags: ['system'], response: { 200: z.string(), 401: ErrorResponse } },
      config: { access: 'public', rateLimit: false, sessionless: true },
    },
    async (request, reply) => {
      if (!allowed(request, deps.token)) throw new HttpError('metrics_token_required');
      reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
      return metrics.registry.metrics();
    },
  );
}

import { CostEstimate, PerformanceStats, SystemChecks } from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { checkDatabase, checkMigrations, checkSessionStore } from './database-checks.js';
import { checkMailTransport, checkOfflineBundle } from './delivery-checks.js';
import type { RequestMetrics } from './request-metrics.js';
import { costEstimate, performanceStats } from './stats.js';
import { timedCheck } from './timed-check.js';

const tags = ['performance'];
/** The superadmin's test pages (/test-optimizations, /load-test) and nobody else. */
const config = { access: 'testPages' } as const;

/** The internal test pages: measured stats, a measured cost estimate and five checks of the system. */
export async function performanceRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { metrics: RequestMetrics; database: Database },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/performance/stats',
    { schema: { tags, response: { 200: PerformanceStats } }, config },
    async (_, reply) => {
      reply.header('cache-control', 'no-store');
      return performanceStats(deps.metrics, deps.database);
    },
  );

  r.get(
    '/api/performance/cost-estimate',
    { schema: { tags, response: { 200: CostEstimate } }, config },
    async (_, reply) => {
      reply.header('cache-control', 'no-store');
      return costEstimate(deps.metrics);
    },
  );

  r.get(
    '/api/performance/checks',
    { schema: { tags, response: { 200: SystemChecks } }, config },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = actorOf(request).user.id;
      // One after another: each timing is its own, not shared with the others.
      const checks = [
        await timedCheck('database', () => checkDatabase(ctx.db)),
        await timedCheck('migrations', () => checkMigrations(ctx.db)),
        await timedCheck('sessionStore', () => checkSessionStore(ctx.sessions, userId)),
        await timedCheck('mailTransport', () => checkMailTransport(ctx.config.mail)),
        await timedCheck('offlineBundle', () => checkOfflineBundle(app, ctx.config.webDist)),
      ];
      return { checkedAt: new Date().toISOString(), checks };
    },
  );
}

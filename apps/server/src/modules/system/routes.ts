import { ErrorResponse } from '@assist/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { DatabaseProbe } from '../../platform/database-probe.js';
import { HttpError } from '../../platform/errors.js';
import { Readiness } from './readiness.js';

const Ready = z.object({ status: z.literal('ready') });
const Health = z.object({ status: z.literal('ok'), time: z.string(), database: z.enum(['pglite', 'postgres']) });

/**
 * `GET /api/health`, the online check, answered from the process's own state: no session lookup,
 * no query of its own (it would wait behind every other request's queries on PGlite's one
 * connection), only the outcome of the background database check (platform/database-probe.ts).
 * A database that does not answer makes it 503 `database_unavailable` within seconds.
 */
export async function systemRoutes(app: FastifyInstance, ctx: AppContext, kind: 'pglite' | 'postgres') {
  const probe = new DatabaseProbe(() => ctx.db.execute(sql`select 1`));
  probe.start();
  const readiness = new Readiness(ctx.db);
  readiness.start();
  app.addHook('onClose', async () => {
    readiness.stop();
    await probe.stop();
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  // GET answers HEAD too (Fastify exposes HEAD for every GET route).
  r.get(
    '/api/health',
    {
      schema: { tags: ['system'], response: { 200: Health, 503: ErrorResponse } },
      config: { access: 'public', rateLimit: false, sessionless: true },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!probe.up) throw new HttpError('database_unavailable');
      return { status: 'ok' as const, time: new Date().toISOString(), database: kind };
    },
  );

  // For load balancers: 503 until the database answered and holds every migration, then 200 while
  // the health probe says it answers (deploy/ checks it before sending traffic).
  r.get(
    '/api/ready',
    {
      schema: { tags: ['system'], response: { 200: Ready, 503: ErrorResponse } },
      config: { access: 'public', rateLimit: false, sessionless: true },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!readiness.ready) throw new HttpError('database_not_ready');
      if (!probe.up) throw new HttpError('database_unavailable');
      return { status: 'ready' as const };
    },
  );
}

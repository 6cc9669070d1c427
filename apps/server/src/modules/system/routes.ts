import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';

const Health = z.object({ status: z.literal('ok'), time: z.string(), database: z.enum(['pglite', 'postgres']) });

export async function systemRoutes(app: FastifyInstance, _ctx: AppContext, kind: 'pglite' | 'postgres') {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // GET answers HEAD too (Fastify exposes HEAD for every GET route).
  r.get(
    '/api/health',
    { schema: { tags: ['system'], response: { 200: Health } }, config: { access: 'public', rateLimit: false } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, time: new Date().toISOString(), database: kind };
    },
  );
}

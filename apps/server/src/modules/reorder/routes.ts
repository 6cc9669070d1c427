import { ErrorResponse, ReorderQuery, ReorderResponse } from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { listReorder } from './list-reorder.js';

/** What to order (issue 31): suggestions from what sells, for anyone with the inventory area. */
export async function reorderRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/reorder',
    {
      schema: {
        tags: ['inventory'],
        querystring: ReorderQuery,
        response: { 200: ReorderResponse, 400: ErrorResponse },
      },
      config: { access: 'inventory' },
    },
    async (request) => listReorder(ctx.db, actorOf(request), request.query),
  );
}

import { CategoryAnalyticsQuery, CategoryAnalyticsResponse, ErrorResponse } from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { categoryAnalytics } from './category-analytics.js';

/** Sales and profit per product category (spec part 1 §7 `GET /api/analytics/categories`). */
export async function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/analytics/categories',
    {
      schema: {
        tags: ['analytics'],
        querystring: CategoryAnalyticsQuery,
        response: { 200: CategoryAnalyticsResponse, 400: ErrorResponse },
      },
      config: { access: 'categoryAnalytics' },
    },
    async (request) => categoryAnalytics(ctx.db, actorOf(request).ownerId, request.query),
  );
}

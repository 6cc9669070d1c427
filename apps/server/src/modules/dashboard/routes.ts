import { DashboardQuery, DashboardResponse, ErrorResponse } from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { getDashboard } from './get-dashboard.js';

/** The dashboard of a period (spec part 1 §7 `GET /api/dashboard?fromDate&toDate`). */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['analytics'],
        querystring: DashboardQuery,
        response: { 200: DashboardResponse, 400: ErrorResponse },
      },
      config: { access: 'dashboard' },
    },
    async (request) => {
      const actor = actorOf(request);
      return getDashboard(ctx.db, actor.ownerId, actor.user.timeZone, request.query);
    },
  );
}

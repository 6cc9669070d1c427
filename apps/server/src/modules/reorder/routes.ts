import {
  ErrorResponse,
  IdParam,
  ReorderQuery,
  ReorderResponse,
  ReorderSettings,
  SupplierLeadDaysRequest,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { listReorder } from './list-reorder.js';
import { updateLeadDays, updateReorderSettings } from './settings.js';

const tags = ['inventory'];

/**
 * What to order (issue 31): the suggestions for anyone with the inventory area; the cover in
 * Settings; each supplier's lead time from the Suppliers area.
 */
export async function reorderRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/reorder',
    {
      schema: { tags, querystring: ReorderQuery, response: { 200: ReorderResponse, 400: ErrorResponse } },
      config: { access: 'inventory' },
    },
    async (request) => listReorder(ctx.db, actorOf(request), request.query),
  );

  r.get(
    '/api/reorder/settings',
    { schema: { tags, response: { 200: ReorderSettings } }, config: { access: 'settings' } },
    async (request) => ({ reorderCoverDays: actorOf(request).user.reorderCoverDays }),
  );

  r.put(
    '/api/reorder/settings',
    {
      schema: { tags, body: ReorderSettings, response: { 200: ReorderSettings, 400: ErrorResponse } },
      config: { access: 'settings' },
    },
    async (request) => updateReorderSettings(ctx, actorOf(request), request.body),
  );

  r.put(
    '/api/suppliers/:id/lead-days',
    {
      schema: {
        tags: ['suppliers'],
        params: IdParam,
        body: SupplierLeadDaysRequest,
        response: { 200: z.object({ id: z.number(), leadDays: z.number() }), 400: ErrorResponse, 404: ErrorResponse },
      },
      config: { access: 'suppliers' },
    },
    async (request) => updateLeadDays(ctx, actorOf(request), request.params.id, request.body.leadDays),
  );
}

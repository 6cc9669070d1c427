import {
  ErrorResponse,
  IdParam,
  ShortageHistory,
  ShortageItem,
  ShortageItemCreateRequest,
  ShortageItemList,
  ShortageItemUpdateRequest,
  ShortageListQuery,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access-plugin.js';
import { businessToday } from '../../platform/business-day.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { changeShortageItem } from './change-shortage-item.js';
import { presentShortageItem } from './present-shortage-item.js';
import { shortageHistory } from './shortage-history.js';
import { deleteShortageItem, insertShortageItem, listShortageItems } from './shortage-repository.js';

const tags = ['shortage'];
const config = { access: 'shortageNotebook' } as const;

/**
 * The Shortage Notebook (spec part 2 §2, §7): products the shop ran short of, by the business's
 * own day, completed when ordered or found; the previous 7 days' counts.
 */
export async function shortageRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/shortage-items',
    { schema: { tags, querystring: ShortageListQuery, response: { 200: ShortageItemList } }, config },
    async (request) => {
      const actor = actorOf(request);
      const date = request.query.date ?? businessToday(actor);
      return (await listShortageItems(ctx.db, actor.ownerId, date)).map(presentShortageItem);
    },
  );

  r.get(
    '/api/shortage-items/history',
    { schema: { tags, response: { 200: ShortageHistory } }, config },
    async (request) => {
      const actor = actorOf(request);
      return shortageHistory(ctx.db, actor.ownerId, businessToday(actor));
    },
  );

  r.post(
    '/api/shortage-items',
    {
      schema: { tags, body: ShortageItemCreateRequest, response: { 201: ShortageItem, 400: ErrorResponse } },
      config,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { date, ...fields } = request.body;
      const row = await insertShortageItem(ctx.db, actor.ownerId, { ...fields, date: date ?? businessToday(actor) });
      return reply.status(201).send(presentShortageItem(row));
    },
  );

  r.put(
    '/api/shortage-items/:id',
    {
      schema: {
        tags,
        params: IdParam,
        body: ShortageItemUpdateRequest,
        response: { 200: ShortageItem, 400: ErrorResponse, 404: ErrorResponse },
      },
      config,
    },
    async (request) =>
      presentShortageItem(await changeShortageItem(ctx.db, actorOf(request).ownerId, request.params.id, request.body)),
  );

  r.delete('/api/shortage-items/:id', { schema: { tags, params: IdParam }, config }, async (request, reply) => {
    if (!(await deleteShortageItem(ctx.db, actorOf(request).ownerId, request.params.id))) {
      throw notFound('shortage_item_not_found');
    }
    return reply.status(204).send();
  });
}

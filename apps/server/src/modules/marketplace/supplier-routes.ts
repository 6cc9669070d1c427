import {
  Broadcast,
  BroadcastList,
  BroadcastRequest,
  ErrorResponse,
  IdParam,
  Marketplace,
  MarketplaceActivity,
  MarketplaceActivityQuery,
  MarketplaceCreateRequest,
  MarketplaceInventoryList,
  MarketplaceList,
  MarketplaceSettingsRequest,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { marketplaceActivity } from './activity.js';
import { listBroadcasts, sendBroadcast } from './broadcast.js';
import { createMarketplace } from './create-marketplace.js';
import { marketplacesWithCounts, oneMarketplace, ownMarketplace } from './marketplace-repository.js';
import { updateSettings } from './settings.js';
import { sellersStock } from './stock.js';

const tags = ['marketplace'];
export const supplierOnly = { access: 'supplierMarketplace' } as const;
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** The supplier's own marketplace (spec part 2 §7 "Marketplace"): suppliers only. */
export async function supplierMarketplaceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = supplierOnly;

  r.post(
    '/api/marketplace/create',
    {
      schema: { tags, body: MarketplaceCreateRequest, response: { 200: Marketplace, 201: Marketplace, ...errors } },
      config,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { marketplace, created } = await createMarketplace(
        ctx.db,
        actor,
        request.body ?? {},
        (await ctx.settings.get()).autoApproveMarketplace,
      );
      const answer = await oneMarketplace(ctx.db, actor.ownerId, marketplace.id);
      if (!answer) throw notFound('marketplace_not_found');
      return reply.status(created ? 201 : 200).send(answer);
    },
  );

  r.get(
    '/api/marketplace/my-marketplaces',
    { schema: { tags, response: { 200: MarketplaceList } }, config },
    async (request) => marketplacesWithCounts(ctx.db, actorOf(request).ownerId),
  );

  r.get(
    '/api/marketplace/my-inventory',
    { schema: { tags, response: { 200: MarketplaceInventoryList } }, config },
    async (request) => {
      const { ownerId } = actorOf(request);
      const marketplace = await ownMarketplace(ctx.db, ownerId);
      return sellersStock(ctx.db, [{ supplierId: ownerId, marketplaceId: marketplace?.id ?? 0, hidePrices: false }]);
    },
  );

  r.patch(
    '/api/marketplace/settings/:id',
    {
      schema: { tags, params: IdParam, body: MarketplaceSettingsRequest, response: { 200: Marketplace, ...errors } },
      config,
    },
    async (request) => {
      const { ownerId } = actorOf(request);
      await updateSettings(ctx.db, ownerId, request.params.id, request.body);
      const answer = await oneMarketplace(ctx.db, ownerId, request.params.id);
      if (!answer) throw notFound('marketplace_not_found');
      return answer;
    },
  );

  r.post(
    '/api/marketplace/broadcast',
    { schema: { tags, body: BroadcastRequest, response: { 201: Broadcast, ...errors } }, config },
    async (request, reply) => reply.status(201).send(await sendBroadcast(ctx.db, actorOf(request), request.body)),
  );

  r.get(
    '/api/marketplace/broadcasts',
    { schema: { tags, response: { 200: BroadcastList } }, config },
    async (request) => listBroadcasts(ctx.db, actorOf(request).ownerId),
  );

  r.get(
    '/api/marketplace/activity',
    {
      schema: {
        tags,
        querystring: MarketplaceActivityQuery,
        response: { 200: MarketplaceActivity, 400: ErrorResponse },
      },
      config,
    },
    async (request) => {
      const actor = actorOf(request);
      return marketplaceActivity(ctx.db, actor.ownerId, actor.user.timeZone, request.query);
    },
  );
}

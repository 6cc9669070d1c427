import {
  AccessRequest,
  BrowseMarketplaceList,
  ErrorResponse,
  IdParam,
  JoinRequest,
  MarketplaceInventoryList,
  MarketplaceInventoryQuery,
  MyJoinRequestList,
  PurchaseRequest,
  PurchaseRequestCreate,
  PurchaseReceiveRequest,
  PurchaseRequestList,
  ReceivePlan,
  purchaseReceiptVerbs,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { requestAccess } from './access-requests.js';
import { createPurchaseRequest } from './create-purchase-request.js';
import { listMyJoinRequests } from './join-requests-repository.js';
import { findPurchaseRequest, listPurchaseRequests } from './purchase-requests-repository.js';
import { purchaseReceivePlan, receivePurchase } from './receive-purchase.js';
import { sellersStock } from './stock.js';
import { browseMarketplaces, visibleMarketplaces } from './visibility.js';

const tags = ['marketplace'];
const config = { access: 'marketplace' } as const;
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** The retailer's marketplace (every retailer plan): browse, access, stock, purchase requests. */
export async function retailerMarketplaceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/marketplace/marketplaces',
    { schema: { tags, response: { 200: BrowseMarketplaceList } }, config },
    async (request) => browseMarketplaces(ctx.db, actorOf(request)),
  );

  r.post(
    '/api/marketplace/request-access',
    { schema: { tags, body: AccessRequest, response: { 201: JoinRequest, ...errors } }, config },
    async (request, reply) => reply.status(201).send(await requestAccess(ctx.db, actorOf(request), request.body)),
  );

  r.get(
    '/api/marketplace/my-join-requests',
    { schema: { tags, response: { 200: MyJoinRequestList } }, config },
    async (request) => listMyJoinRequests(ctx.db, actorOf(request).ownerId),
  );

  r.get(
    '/api/marketplace/inventory',
    {
      schema: {
        tags,
        querystring: MarketplaceInventoryQuery,
        response: { 200: MarketplaceInventoryList, 400: ErrorResponse },
      },
      config,
    },
    async (request) => {
      const { supplierId, search } = request.query;
      const sellers = (await visibleMarketplaces(ctx.db, actorOf(request)))
        .filter((m) => m.accessStatus === 'approved' && (supplierId === undefined || m.supplierId === supplierId))
        .map((m) => ({ supplierId: m.supplierId, marketplaceId: m.marketplaceId, hidePrices: m.hidePrices }));
      return sellersStock(ctx.db, sellers, { search: search || undefined });
    },
  );

  r.post(
    '/api/marketplace/purchase-requests',
    { schema: { tags, body: PurchaseRequestCreate, response: { 201: PurchaseRequest, ...errors } }, config },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = await createPurchaseRequest(ctx.db, actor, request.body);
      const answer = await findPurchaseRequest(ctx.db, actor.ownerId, id, 'retailer');
      if (!answer) throw notFound('purchase_request_not_found');
      return reply.status(201).send(answer);
    },
  );

  r.get(
    '/api/marketplace/purchase-requests',
    { schema: { tags, response: { 200: PurchaseRequestList } }, config },
    async (request) => listPurchaseRequests(ctx.db, actorOf(request).ownerId, 'retailer'),
  );

  /** The purchase request as the retailer sees it after receiving or declining it. */
  async function answer(ownerId: number, id: number) {
    const found = await findPurchaseRequest(ctx.db, ownerId, id, 'retailer');
    if (!found) throw notFound('purchase_request_not_found');
    return found;
  }

  r.post(
    '/api/marketplace/purchase-requests/:id/receive',
    {
      schema: {
        tags,
        params: IdParam,
        body: PurchaseReceiveRequest.optional(),
        response: { 200: PurchaseRequest, ...errors },
      },
      config,
    },
    async (request) => {
      const actor = actorOf(request);
      await receivePurchase(ctx, actor, request.params.id, purchaseReceiptVerbs.receive, request.body ?? {});
      return answer(actor.ownerId, request.params.id);
    },
  );

  r.post(
    '/api/marketplace/purchase-requests/:id/decline',
    { schema: { tags, params: IdParam, response: { 200: PurchaseRequest, ...errors } }, config },
    async (request) => {
      const actor = actorOf(request);
      await receivePurchase(ctx, actor, request.params.id, purchaseReceiptVerbs.decline);
      return answer(actor.ownerId, request.params.id);
    },
  );

  r.get(
    '/api/marketplace/purchase-requests/:id/receive-plan',
    { schema: { tags, params: IdParam, response: { 200: ReceivePlan, ...errors } }, config },
    async (request) => purchaseReceivePlan(ctx.db, actorOf(request), request.params.id),
  );
}

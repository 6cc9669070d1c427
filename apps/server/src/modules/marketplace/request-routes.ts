import {
  ErrorResponse,
  IdParam,
  JoinRequest,
  JoinRequestList,
  MarketplaceRequestQuery,
  PurchaseApprovalRequest,
  PurchaseRequest,
  PurchaseRequestList,
  RequestResponseBody,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { listJoinRequests } from './join-requests-repository.js';
import { findPurchaseRequest, listPurchaseRequests } from './purchase-requests-repository.js';
import { reviewJoinRequest } from './review-join-request.js';
import { approvePurchaseRequest, rejectPurchaseRequest } from './review-purchase-request.js';
import { supplierOnly } from './supplier-routes.js';

const tags = ['marketplace'];
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

async function supplierView(db: Db, ownerId: number, id: number) {
  const request = await findPurchaseRequest(db, ownerId, id, 'supplier');
  if (!request) throw notFound('purchase_request_not_found');
  return request;
}

/** Join and purchase requests as the supplier reviews them: suppliers only, their own requests only. */
export async function requestReviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = supplierOnly;

  r.get(
    '/api/marketplace/join-requests',
    {
      schema: { tags, querystring: MarketplaceRequestQuery, response: { 200: JoinRequestList, 400: ErrorResponse } },
      config,
    },
    async (request) => listJoinRequests(ctx.db, actorOf(request).ownerId, request.query.status),
  );

  for (const [verb, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    r.post(
      `/api/marketplace/join-request/:id/${verb}`,
      {
        schema: { tags, params: IdParam, body: RequestResponseBody, response: { 200: JoinRequest, ...errors } },
        config,
      },
      async (request) =>
        reviewJoinRequest(ctx.db, actorOf(request), request.params.id, status, request.body.responseMessage),
    );
  }

  r.get(
    '/api/marketplace/purchase-requests/supplier',
    {
      schema: {
        tags,
        querystring: MarketplaceRequestQuery,
        response: { 200: PurchaseRequestList, 400: ErrorResponse },
      },
      config,
    },
    async (request) => listPurchaseRequests(ctx.db, actorOf(request).ownerId, 'supplier', request.query.status),
  );

  r.post(
    '/api/marketplace/purchase-request/:id/approve',
    {
      schema: { tags, params: IdParam, body: PurchaseApprovalRequest, response: { 200: PurchaseRequest, ...errors } },
      config,
    },
    async (request) => {
      const actor = actorOf(request);
      await approvePurchaseRequest(ctx.db, actor, request.params.id, request.body);
      return supplierView(ctx.db, actor.ownerId, request.params.id);
    },
  );

  r.post(
    '/api/marketplace/purchase-request/:id/reject',
    {
      schema: { tags, params: IdParam, body: RequestResponseBody, response: { 200: PurchaseRequest, ...errors } },
      config,
    },
    async (request) => {
      const actor = actorOf(request);
      await rejectPurchaseRequest(ctx.db, actor, request.params.id, request.body.responseMessage);
      return supplierView(ctx.db, actor.ownerId, request.params.id);
    },
  );
}

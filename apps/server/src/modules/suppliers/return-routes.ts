import {
  type Capability,
  ErrorResponse,
  IdParam,
  ReturnDecisionRequest,
  SupplierReturn,
  SupplierReturnList,
  SupplierReturnRequest,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden } from '../../platform/errors.js';
import { cashierOf } from '../sales/cashier.js';
import { createSupplierReturn } from './create-supplier-return.js';
import { decideReturn } from './decide-return.js';
import { presentReturn } from './present-return.js';
import { type ReturnViewer, listReturns } from './returns-repository.js';
import type { Actor } from '../../platform/actor.js';
import { returnOrderItem } from './return-order-item.js';
import { answerOnce, requestOnce } from '../../platform/request-once.js';

const tags = ['supplier returns'];
/** 400 Invalid Quantity says what remains; 409 insufficient_stock what the lot holds. */
const ReturnError = ErrorResponse.extend({ remaining: z.number().optional(), availableUnits: z.number().optional() });
const errors = { 400: ReturnError, 403: ErrorResponse, 404: ErrorResponse, 409: ReturnError };
/**
 * Who sees and decides returns: the Returns page's shops (their own returns), and any business that
 * sends goods (transfers, or a supplier's marketplace sales), for the returns of its goods coming
 * back to it (decisions/2026-11-28-consent.md).
 */
const returnsOrSender: Capability[] = ['returns', 'transfers', 'supplierMarketplace'];
const viewerOf = (actor: Actor): ReturnViewer => ({ ownerId: actor.ownerId, own: actor.areas.has('returns') });

/**
 * Returns to suppliers (spec part 1 §7, part 2 §7). One POST serves two screens: the orders
 * dialog of the Suppliers screen (body with itemId: the suppliers area) and the Returns page
 * (body with inventoryId: the returns area). The route admits either area, then the body's
 * shape decides which one the caller must hold.
 */
export async function supplierReturnRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/supplier-returns',
    { schema: { tags, response: { 200: SupplierReturnList } }, config: { access: returnsOrSender } },
    async (request) => {
      const viewer = viewerOf(actorOf(request));
      return (await listReturns(ctx.db, viewer)).map((view) => presentReturn(view, viewer.ownerId));
    },
  );

  r.post(
    '/api/supplier-returns',
    {
      schema: { tags, body: SupplierReturnRequest, response: { 201: SupplierReturn, ...errors } },
      config: { access: ['suppliers', 'returns'] },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = request.body;
      if (!actor.areas.has(body.source === 'order' ? 'suppliers' : 'returns')) throw forbidden();
      const once = requestOnce(actor.ownerId, 'POST /api/supplier-returns', body);
      const created = await answerOnce(ctx.db, once, SupplierReturn, () =>
        body.source === 'order'
          ? returnOrderItem(ctx.db, cashierOf(actor), body, undefined, once)
          : createSupplierReturn(ctx.db, cashierOf(actor), body, undefined, once),
      );
      return reply.status(201).send(created);
    },
  );

  r.post(
    '/api/supplier-returns/:id/decision',
    {
      schema: { tags, params: IdParam, body: ReturnDecisionRequest, response: { 200: SupplierReturn, ...errors } },
      config: { access: returnsOrSender },
    },
    async (request) => decideReturn(ctx.db, viewerOf(actorOf(request)), request.params.id, request.body.decision),
  );
}

import {
  ErrorResponse,
  IdParam,
  InsufficientStockResponse,
  ReturnCreateRequest,
  ReturnCreateResponse,
  Sale,
  SaleBatchRequest,
  SaleBatchResponse,
  SaleCreateRequest,
  SalePage,
  SalesListQuery,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { cashierOf } from './cashier.js';
import { checkout } from './checkout.js';
import { checkoutBatch } from './checkout-batch.js';
import { createReturn } from './create-return.js';
import { getSale, listSales } from './list-sales.js';
import { answerOnce, requestOnce } from '../../platform/request-once.js';

const tags = ['sales'];
/** A 409 of checkout: stock short, a lot past its expiry date, or of a recalled batch. */
const CheckoutConflict = z.union([
  InsufficientStockResponse,
  ErrorResponse.extend({
    error: z.literal('expired'),
    inventoryId: z.number(),
    productName: z.string(),
    expiryDate: z.string(),
  }),
  ErrorResponse.extend({
    error: z.literal('lot_recalled'),
    inventoryId: z.number(),
    productName: z.string(),
    batchNumber: z.string(),
  }),
]);

/** Checkout, sales history and customer returns (spec part 2 §7 "Point of sale and sales"). */
export async function salesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/sales',
    {
      schema: {
        tags,
        body: SaleCreateRequest,
        response: { 200: Sale, 201: Sale, 404: ErrorResponse, 409: CheckoutConflict },
      },
      config: { access: 'pos', sessionCache: true },
    },
    async (request, reply) => {
      const { sale, created } = await checkout(ctx.db, cashierOf(actorOf(request)), request.body);
      return reply.status(created ? 201 : 200).send(sale);
    },
  );

  r.post(
    '/api/sales/batch',
    {
      schema: { tags, body: SaleBatchRequest, response: { 200: SaleBatchResponse } },
      config: { access: 'pos', sessionCache: true },
    },
    async (request) => checkoutBatch(ctx.db, cashierOf(actorOf(request)), request.body.sales),
  );

  r.get(
    '/api/sales',
    {
      schema: { tags, querystring: SalesListQuery, response: { 200: SalePage, 400: ErrorResponse } },
      config: { access: 'sales' },
    },
    async (request) => {
      const actor = actorOf(request);
      return listSales(ctx.db, ctx.hasher, actor.ownerId, actor.user.timeZone, request.query);
    },
  );

  r.get(
    '/api/sales/:id',
    { schema: { tags, params: IdParam, response: { 200: Sale, 404: ErrorResponse } }, config: { access: 'sales' } },
    async (request) => {
      const sale = await getSale(ctx.db, actorOf(request).ownerId, request.params.id);
      if (!sale) throw notFound('sale_not_found');
      return sale;
    },
  );

  r.post(
    '/api/returns',
    {
      schema: {
        tags,
        body: ReturnCreateRequest,
        response: { 201: ReturnCreateResponse, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
      config: { access: 'sales' },
    },
    async (request, reply) => {
      const cashier = cashierOf(actorOf(request));
      const once = requestOnce(cashier.ownerId, 'POST /api/returns', request.body);
      const created = await answerOnce(ctx.db, once, ReturnCreateResponse, () =>
        createReturn(ctx.db, cashier, request.body, undefined, once),
      );
      return reply.status(201).send(created);
    },
  );
}

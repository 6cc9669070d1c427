import {
  ErrorResponse,
  IdParam,
  ReceivePlan,
  Transfer,
  TransferBalanceList,
  TransferCreateRequest,
  TransferListQuery,
  TransferPage,
  TransferPartnerList,
  TransferPayment,
  TransferPaymentList,
  TransferPaymentQuery,
  TransferPaymentRejectRequest,
  TransferPaymentRequest,
  TransferReviewRequest,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type Access, actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { listBalances } from './balances.js';
import { decidePayment } from './decide-payment.js';
import { listPartners } from './partners.js';
import { receivePlan } from './receive-plan.js';
import { transferBlockRoutes } from './block-routes.js';
import { listTransfersPage, presentWithItems } from './list-transfers.js';
import { listPayments } from './payments-repository.js';
import { recordTransferPayment } from './record-payment.js';
import { reviewTransfer } from './review-transfer.js';
import { sendTransfer } from './send-transfer.js';
import { findTransfer } from './transfers-repository.js';
import { answerOnce, requestOnce } from '../../platform/request-once.js';

const tags = ['transfers'];
const config = { access: 'transfers' } as const;
/**
 * Balances and payments: every business that trades with another, by transfer or through a
 * marketplace (a basic pharmacy owes its supplier too); each sees its own pairs only.
 */
const money: { access: Access } = { access: ['transfers', 'marketplace', 'supplierMarketplace'] };
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

async function oneTransfer(db: Db, ownerId: number, id: number) {
  const row = await findTransfer(db, ownerId, id);
  if (!row) throw notFound('transfer_not_found');
  const [transfer] = await presentWithItems(db, [row], ownerId);
  return transfer!;
}

/** Inventory transfers between businesses and their balances (spec part 2 §7 "Transfers"). */
export async function transferRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/transfers',
    { schema: { tags, body: TransferCreateRequest, response: { 201: Transfer, ...errors } }, config },
    async (request, reply) => {
      const actor = actorOf(request);
      const once = requestOnce(actor.ownerId, 'POST /api/transfers', request.body);
      const id = await answerOnce(ctx.db, once, z.number(), () => sendTransfer(ctx, actor, request.body, once));
      return reply.status(201).send(await oneTransfer(ctx.db, actor.ownerId, id));
    },
  );

  for (const side of ['incoming', 'outgoing'] as const) {
    r.get(
      `/api/transfers/${side}`,
      { schema: { tags, querystring: TransferListQuery, response: { 200: TransferPage, 400: ErrorResponse } }, config },
      async (request) => listTransfersPage(ctx.db, ctx.hasher, actorOf(request).ownerId, side, request.query),
    );
  }

  r.get(
    '/api/transfers/:id',
    { schema: { tags, params: IdParam, response: { 200: Transfer, 404: ErrorResponse } }, config },
    async (request) => oneTransfer(ctx.db, actorOf(request).ownerId, request.params.id),
  );

  r.post(
    '/api/transfers/:id/review',
    { schema: { tags, params: IdParam, body: TransferReviewRequest, response: { 200: Transfer, ...errors } }, config },
    async (request) => {
      const actor = actorOf(request);
      const { status, ...terms } = request.body;
      await reviewTransfer(ctx, actor, request.params.id, status, terms);
      return oneTransfer(ctx.db, actor.ownerId, request.params.id);
    },
  );

  r.get(
    '/api/transfers/:id/receive-plan',
    { schema: { tags, params: IdParam, response: { 200: ReceivePlan, 404: ErrorResponse } }, config },
    async (request) => receivePlan(ctx.db, actorOf(request).ownerId, request.params.id),
  );

  r.get(
    '/api/users-for-transfer',
    { schema: { tags, response: { 200: TransferPartnerList } }, config },
    async (request) => listPartners(ctx.db, actorOf(request).ownerId),
  );

  r.get(
    '/api/transfer-balances',
    { schema: { tags, response: { 200: TransferBalanceList } }, config: money },
    async (request) => listBalances(ctx.db, actorOf(request).ownerId),
  );

  r.post(
    '/api/transfer-payments',
    { schema: { tags, body: TransferPaymentRequest, response: { 201: TransferPayment, ...errors } }, config: money },
    async (request, reply) => {
      const actor = actorOf(request);
      const once = requestOnce(actor.ownerId, 'POST /api/transfer-payments', request.body);
      const payment = await answerOnce(ctx.db, once, TransferPayment, () =>
        recordTransferPayment(ctx, actor, request.body, once),
      );
      return reply.status(201).send(payment);
    },
  );

  await transferBlockRoutes(app, ctx);
  // Lane money (issue 26): the payments both ways, and the creditor's decision on a debtor's claim.
  r.get(
    '/api/transfer-payments',
    {
      schema: { tags, querystring: TransferPaymentQuery, response: { 200: TransferPaymentList, 400: ErrorResponse } },
      config: money,
    },
    async (request) => listPayments(ctx.db, actorOf(request).ownerId, request.query),
  );

  r.post(
    '/api/transfer-payments/:id/confirm',
    { schema: { tags, params: IdParam, response: { 200: TransferPayment, ...errors } }, config: money },
    async (request) => decidePayment(ctx, actorOf(request), request.params.id, { status: 'confirmed' }),
  );

  r.post(
    '/api/transfer-payments/:id/reject',
    {
      schema: {
        tags,
        params: IdParam,
        body: TransferPaymentRejectRequest,
        response: { 200: TransferPayment, ...errors },
      },
      config: money,
    },
    async (request) =>
      decidePayment(ctx, actorOf(request), request.params.id, { status: 'rejected', reason: request.body.reason }),
  );
}

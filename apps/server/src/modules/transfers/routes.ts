import {
  ErrorResponse,
  IdParam,
  Transfer,
  TransferBalanceList,
  TransferCreateRequest,
  TransferList,
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
import { listPayments } from './payments-repository.js';
import { presentTransfer } from './present-transfer.js';
import { recordTransferPayment } from './record-payment.js';
import { reviewTransfer } from './review-transfer.js';
import { sendTransfer } from './send-transfer.js';
import { type TransferWithParties, findTransfer, itemsOf, listTransfers } from './transfers-repository.js';
import { answerOnce, requestOnce } from '../../platform/request-once.js';

const tags = ['transfers'];
const config = { access: 'transfers' } as const;
/**
 * Balances and payments: every business that trades with another, by transfer or through a
 * marketplace (a basic pharmacy owes its supplier too); each sees its own pairs only.
 */
const money: { access: Access } = { access: ['transfers', 'marketplace', 'supplierMarketplace'] };
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** Transfers presented with their lines, as `viewer` sees them. */
async function present(db: Db, rows: TransferWithParties[], viewer: number) {
  const items = await itemsOf(
    db,
    rows.map((row) => row.transfer.id),
  );
  return rows.map((row) => presentTransfer(row, items.get(row.transfer.id) ?? [], viewer));
}

async function oneTransfer(db: Db, ownerId: number, id: number) {
  const row = await findTransfer(db, ownerId, id);
  if (!row) throw notFound('transfer_not_found');
  const [transfer] = await present(db, [row], ownerId);
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
    r.get(`/api/transfers/${side}`, { schema: { tags, response: { 200: TransferList } }, config }, async (request) => {
      const { ownerId } = actorOf(request);
      return present(ctx.db, await listTransfers(ctx.db, ownerId, side), ownerId);
    });
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
      await reviewTransfer(ctx, actor, request.params.id, request.body.status);
      return oneTransfer(ctx.db, actor.ownerId, request.params.id);
    },
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

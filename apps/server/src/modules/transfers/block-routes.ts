import {
  ErrorResponse,
  TransferBlock,
  TransferBlockList,
  TransferBlockParams,
  TransferBlockRequest,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { blockSender, listBlocks, unblockSender } from './transfer-blocks.js';

const tags = ['transfers'];
const config = { access: 'transfers' } as const;
const errors = { 400: ErrorResponse, 404: ErrorResponse };

/** Blocked senders (issue 26, decisions/2026-11-28-consent.md): a recipient refuses a sender's transfers. */
export async function transferBlockRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/transfer-blocks', { schema: { tags, response: { 200: TransferBlockList } }, config }, async (request) =>
    listBlocks(ctx.db, actorOf(request).ownerId),
  );

  r.post(
    '/api/transfer-blocks',
    { schema: { tags, body: TransferBlockRequest, response: { 201: TransferBlock, ...errors } }, config },
    async (request, reply) =>
      reply.status(201).send(await blockSender(ctx.db, actorOf(request).ownerId, request.body.userId)),
  );

  r.delete(
    '/api/transfer-blocks/:userId',
    { schema: { tags, params: TransferBlockParams }, config },
    async (request, reply) => {
      await unblockSender(ctx.db, actorOf(request).ownerId, request.params.userId);
      return reply.status(204).send();
    },
  );
}

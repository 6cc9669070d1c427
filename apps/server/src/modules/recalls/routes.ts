import { ErrorResponse, Recall, RecallCreateRequest, RecallList } from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { answerOnce, requestOnce } from '../../platform/request-once.js';
import { createRecall } from './create-recall.js';
import { listRecalls } from './list-recalls.js';

const tags = ['recalls'];
/** Every business that holds stock: a supplier recalls what it sold, a shop records a notice. */
const config = { access: 'recalls' } as const;

/** Recalls of a batch across the network (issue 30, decisions/2026-11-28-recalls.md). */
export async function recallRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/recalls',
    {
      schema: {
        tags,
        body: RecallCreateRequest,
        response: { 201: Recall, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
      config,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const once = requestOnce(actor.ownerId, 'POST /api/recalls', request.body);
      const id = await answerOnce(ctx.db, once, z.number(), () =>
        createRecall(ctx.db, actor.ownerId, request.body, once),
      );
      const { items } = await listRecalls(ctx.db, actor.ownerId);
      const recall = items.find((item) => item.id === id);
      if (!recall) throw new Error('a recall just made is not listed');
      return reply.status(201).send(recall);
    },
  );

  r.get('/api/recalls', { schema: { tags, response: { 200: RecallList } }, config }, async (request) =>
    listRecalls(ctx.db, actorOf(request).ownerId),
  );
}

import {
  ErrorResponse,
  BatchResponse,
  BulkSaveRequest,
  BulkSaveResponse,
  CreateDraftRequest,
  Draft,
  DraftList,
  IdParam,
  OcrDraftRequest,
  SaveBulkRequest,
  SaveBulkResponse,
  UpdateBatchRequest,
  UpdateDraftRequest,
  UpdateDraftResponse,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { answerOnce, requestOnce } from '../../platform/request-once.js';
import { getBatch, updateBatch } from './batch.js';
import { createDraft, createOcrDraft } from './create-draft.js';
import { deleteDraftRow, listPendingDrafts } from './drafts-repository.js';
import { presentDraft } from './present-draft.js';
import { saveBatchProducts, saveBulk } from './save-products.js';
import { updateDraft } from './update-draft.js';

const tags = ['drafts'];
const config = { access: 'inventory' } as const;
/** A whole CSV batch (20,000 rows) travels in one Update Draft or Save All. */
const bodyLimit = 16 * 1024 * 1024;

/** The Drafts tab, the batch editor and the bulk saves (spec part 2 §7 "Inventory and drafts"). */
export async function draftRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/inventory/drafts', { schema: { tags, response: { 200: DraftList } }, config }, async (request) => {
    const rows = await listPendingDrafts(ctx.db, actorOf(request).ownerId);
    return rows.map((row) => presentDraft(row, row.productCount));
  });

  r.post(
    '/api/inventory/drafts',
    { schema: { tags, body: CreateDraftRequest, response: { 201: Draft } }, config },
    async (request, reply) => reply.status(201).send(await createDraft(ctx, actorOf(request), request.body)),
  );

  r.put(
    '/api/inventory/drafts/:id',
    {
      schema: { tags, params: IdParam, body: UpdateDraftRequest, response: { 200: UpdateDraftResponse } },
      config,
      bodyLimit,
    },
    async (request) => updateDraft(ctx, actorOf(request), request.params.id, request.body),
  );

  r.delete('/api/inventory/drafts/:id', { schema: { tags, params: IdParam }, config }, async (request, reply) => {
    if (!(await deleteDraftRow(ctx.db, actorOf(request).ownerId, request.params.id))) throw notFound('draft_not_found');
    return reply.status(204).send();
  });

  r.post(
    '/api/inventory/ocr-drafts',
    { schema: { tags, body: OcrDraftRequest, response: { 201: Draft } }, config },
    async (request, reply) => reply.status(201).send(await createOcrDraft(ctx, actorOf(request), request.body)),
  );

  r.get(
    '/api/inventory/drafts/:id/batch',
    { schema: { tags, params: IdParam, response: { 200: BatchResponse } }, config },
    async (request) => getBatch(ctx, actorOf(request), request.params.id),
  );

  r.put(
    '/api/inventory/drafts/:id/batch',
    {
      schema: { tags, params: IdParam, body: UpdateBatchRequest, response: { 200: BatchResponse } },
      config,
      bodyLimit,
    },
    async (request) => updateBatch(ctx, actorOf(request), request.params.id, request.body),
  );

  r.post(
    '/api/inventory/drafts/bulk-save',
    { schema: { tags, body: BulkSaveRequest, response: { 200: BulkSaveResponse } }, config, bodyLimit },
    async (request) => saveBatchProducts(ctx, actorOf(request), request.body),
  );

  r.post(
    '/api/inventory/save-bulk',
    { schema: { tags, body: SaveBulkRequest, response: { 200: SaveBulkResponse, 409: ErrorResponse } }, config },
    async (request) => {
      const actor = actorOf(request);
      const once = requestOnce(actor.ownerId, 'POST /api/inventory/save-bulk', request.body);
      return answerOnce(ctx.db, once, SaveBulkResponse, () => saveBulk(ctx, actor, request.body, once));
    },
  );
}

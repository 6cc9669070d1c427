import { type BatchResponse, type UpdateBatchRequest, withRowIds } from '@assist/domain';
import type { z } from 'zod';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { checkDraftReferences } from './draft-references.js';
import { type DraftChanges, findDraft, updateDraftRow } from './drafts-repository.js';
import { presentBatch } from './present-draft.js';

export type UpdateBatchInput = z.output<typeof UpdateBatchRequest>;

/** `GET /api/inventory/drafts/{id}/batch`: a pending draft's rows; a completed one is gone (404). */
export async function getBatch(ctx: AppContext, actor: Actor, id: number): Promise<BatchResponse> {
  const draft = await findDraft(ctx.db, actor.ownerId, id);
  if (!draft || draft.isCompleted) throw notFound('draft_not_found');
  return presentBatch(draft);
}

/** `PUT /api/inventory/drafts/{id}/batch` (Update Draft): the edited rows replace the batch's. */
export async function updateBatch(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: UpdateBatchInput,
): Promise<BatchResponse> {
  return ctx.db.transaction(async (tx) => {
    const draft = await findDraft(tx, actor.ownerId, id, true);
    if (!draft || draft.isCompleted) throw notFound('draft_not_found');
    await checkDraftReferences(tx, actor.ownerId, { supplierId: input.supplierId });
    const products = withRowIds(input.products);
    const changes: DraftChanges = { sourceData: { ...draft.sourceData, products, isMultiProduct: true } };
    if (input.supplierId !== undefined) changes.supplierId = input.supplierId;
    if (input.orderId !== undefined) changes.orderRef = input.orderId;
    return presentBatch(await updateDraftRow(tx, draft, changes));
  });
}

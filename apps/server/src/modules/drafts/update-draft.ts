import { draftFields, type UpdateDraftRequest, type UpdateDraftResponse, withRowIds } from '@assist/domain';
import type { z } from 'zod';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { checkDraftReferences } from './draft-references.js';
import { type DraftChanges, type DraftRow, completeDraftRow, findDraft, updateDraftRow } from './drafts-repository.js';
import { presentDraft } from './present-draft.js';
import { receiveDraft } from './receive-draft.js';

export type UpdateDraftInput = z.output<typeof UpdateDraftRequest>;

/** Fields stored as sent (null clears them). */
const plainFields = [...draftFields, 'batchNumber', 'notes', 'productId'] as const;

/**
 * `PUT /api/inventory/drafts/{id}`: applies the edits, then with isCompleted completes the draft,
 * in one transaction. A single-product draft is received into stock; a multi-product one (saved
 * through save-bulk) is only marked; a CSV batch completes from its batch editor (400).
 * Completing an already completed draft again changes nothing (a retried request).
 */
export async function updateDraft(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: UpdateDraftInput,
): Promise<UpdateDraftResponse> {
  return ctx.db.transaction(async (tx) => {
    const draft = await findDraft(tx, actor.ownerId, id, true);
    if (!draft) throw notFound('draft_not_found');
    const changes = changesOf(draft, input);
    if (draft.isCompleted) {
      if (input.isCompleted && Object.keys(changes).length === 0) return presentDraft(draft);
      throw conflict('draft_completed');
    }
    await checkDraftReferences(tx, actor.ownerId, { supplierId: changes.supplierId, productId: changes.productId });
    const edited = Object.keys(changes).length > 0 ? await updateDraftRow(tx, draft, changes) : draft;
    if (!input.isCompleted) return presentDraft(edited);

    if (edited.draftType === 'csv-batch') throw badRequest('csv_batch_completion');
    if (edited.sourceData.products?.length) return presentDraft(await completeDraftRow(tx, edited));
    const received = await receiveDraft(tx, edited, input.updateProductName);
    const completed = await completeDraftRow(tx, edited, { productId: received.productId });
    return { ...presentDraft(completed), received };
  });
}

/** The columns an update changes: fields sent (null clears), supplier and order id from sourceData too. */
function changesOf(draft: DraftRow, input: UpdateDraftInput): DraftChanges {
  const changes: DraftChanges = {};
  for (const key of plainFields) if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
  if (changes.category === null) changes.category = 'other';
  const source = input.sourceData;
  const supplierId = input.supplierId !== undefined ? input.supplierId : source?.supplierId;
  if (supplierId !== undefined) changes.supplierId = supplierId;
  const orderRef = input.orderId !== undefined ? input.orderId : source?.orderId;
  if (orderRef !== undefined) changes.orderRef = orderRef;
  if (source && (source.products || source.extractedData || source.detectedSupplier !== undefined)) {
    const products = source.products ? withRowIds(source.products) : undefined;
    changes.sourceData = {
      ...draft.sourceData,
      ...(products ? { products, isMultiProduct: draft.sourceData.isMultiProduct || products.length > 0 } : {}),
      ...(source.extractedData ? { extractedData: source.extractedData } : {}),
      ...(source.detectedSupplier !== undefined ? { detectedSupplier: source.detectedSupplier } : {}),
    };
  }
  return changes;
}

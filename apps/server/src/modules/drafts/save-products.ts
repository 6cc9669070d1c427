import type { BulkSaveRequest, BulkSaveResponse, SaveBulkRequest, ReceiptLine, SaveBulkResponse } from '@assist/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { type RequestOnce, claimOnce } from '../../platform/request-once.js';
import { receiptSupplierToSave } from '../receipt-ocr/receipt-supplier.js';
import { completeDraftRow, findDraft, updateDraftRow } from './drafts-repository.js';
import { draftProducts } from './present-draft.js';
import { receiptLines, receiveLines } from './receive-lines.js';

export type SaveBulkInput = z.output<typeof SaveBulkRequest>;
export type BulkSaveInput = z.output<typeof BulkSaveRequest>;

const savedMessage = (n: number) => (n === 1 ? '1 product saved to inventory' : `${n} products saved to inventory`);

/**
 * `POST /api/inventory/save-bulk`: products into stock for one supplier and order id, all or none.
 * With draftId (an OCR draft's "Save to Inventory") the draft is completed in the same transaction.
 * A receipt's supplier the user confirmed as new (newSupplier) is created in it too, or the
 * tenant's supplier of that name used if one exists by now.
 */
export async function saveBulk(
  ctx: AppContext,
  actor: Actor,
  input: SaveBulkInput,
  once?: RequestOnce,
): Promise<SaveBulkResponse> {
  return ctx.db.transaction((tx) =>
    claimOnce(tx, once, async () => {
      const draft = input.draftId ? await findDraft(tx, actor.ownerId, input.draftId, true) : null;
      if (input.draftId && (!draft || draft.isCompleted)) throw notFound('draft_not_found');
      const lines = receiptLines(input.products);
      const supplierId = input.newSupplier
        ? (await receiptSupplierToSave(tx, actor.ownerId, input.newSupplier)).id
        : input.supplierId;
      const saved = await receiveLines(tx, actor.ownerId, lines, {
        supplierId,
        orderRef: input.orderId,
      });
      if (draft) await completeDraftRow(tx, draft);
      return { message: savedMessage(saved), saved, draftCompleted: draft !== null };
    }),
  );
}

/** Rows saved per transaction: a whole batch in one would hold PGlite's only connection for minutes. */
const chunkRows = 200;

/**
 * `POST /api/inventory/drafts/bulk-save`: Save Selected / Save All of a batch draft. The rows
 * sent (as edited) go into stock; those with an id leave the batch; an emptied batch is completed.
 * Rows are saved 200 per transaction, each taking its rows out of the batch as it commits, so a
 * failure part-way leaves a true batch (the rest) and other requests run in between. A row whose
 * id is no longer in the batch was saved already and is skipped.
 */
export async function saveBatchProducts(
  ctx: AppContext,
  actor: Actor,
  input: BulkSaveInput,
): Promise<BulkSaveResponse> {
  const lines = receiptLines(input.products);
  let result = { saved: 0, remaining: 0, completed: false };
  let saved = 0;
  for (let start = 0; start < lines.length; start += chunkRows) {
    const chunk = lines.slice(start, start + chunkRows);
    result = await ctx.db.transaction((tx) => saveChunk(tx, actor.ownerId, input, chunk));
    saved += result.saved;
  }
  return { message: savedMessage(saved), saved, remaining: result.remaining, draftCompleted: result.completed };
}

async function saveChunk(tx: Db, ownerId: number, input: BulkSaveInput, lines: ReceiptLine[]) {
  const draft = await findDraft(tx, ownerId, input.draftId, true);
  if (!draft || draft.isCompleted) throw notFound('draft_not_found');
  // A row of the batch already saved (a repeated click, a retry) is not received twice.
  const inBatch = new Set(draftProducts(draft).map((p) => p.id));
  const fresh = lines.filter((line) => line.id === undefined || inBatch.has(line.id));
  await receiveLines(tx, ownerId, fresh, {
    supplierId: input.supplierId ?? draft.supplierId,
    orderRef: input.orderId ?? draft.orderRef,
  });
  const savedIds = new Set(fresh.flatMap((line) => (line.id ? [line.id] : [])));
  const remaining = draftProducts(draft).filter((p) => !savedIds.has(p.id));
  const sourceData = { ...draft.sourceData, products: remaining };
  if (remaining.length === 0) await completeDraftRow(tx, draft, { sourceData });
  else await updateDraftRow(tx, draft, { sourceData });
  return { saved: fresh.length, remaining: remaining.length, completed: remaining.length === 0 };
}

import { type ExpenseReceiptResponse, maxReceiptBytes, receiptImageType, receiptImageUrl } from '@assist/domain';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import type { Limit } from '../../platform/rate-limiter.js';
import type { Upload } from '../../platform/upload.js';
import { deleteAbandonedReceipts, insertReceipt } from './receipts-repository.js';

/** A shop photographs a few receipts a day; 60 an hour stops a script from filling the database. */
const uploadLimit: Limit = { max: 60, windowSeconds: 3600, code: 'too_many_receipts' };
/** A receipt picked but never saved with an expense is kept this long, then dropped. */
const abandonedAfterMs = 24 * 3600_000;

/**
 * Stores a receipt image of the tenant: JPEG, PNG or WebP by its first bytes (the name and the
 * type the browser claims do not count), at most 5 MB. Answers the address to save with the expense.
 */
export async function storeReceipt(
  ctx: AppContext,
  actor: Actor,
  upload: Upload | null,
): Promise<ExpenseReceiptResponse> {
  if (!upload || upload.data.length === 0) throw badRequest('receipt_required');
  if (upload.data.length > maxReceiptBytes) throw badRequest('receipt_too_large');
  const contentType = receiptImageType(upload.data);
  if (!contentType) throw badRequest('receipt_type');
  await ctx.limiter.hit(`expense-receipt:${actor.ownerId}`, uploadLimit);
  await deleteAbandonedReceipts(ctx.db, actor.ownerId, new Date(Date.now() - abandonedAfterMs));
  const row = await insertReceipt(ctx.db, actor.ownerId, contentType, upload.data);
  return { id: row.id, receiptImageUrl: receiptImageUrl(row.id), contentType, byteSize: row.byteSize };
}

import type { TransferStatus } from '@assist/domain';
import { and, eq } from 'drizzle-orm';
import { purchaseRequests } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { reviewTransfer } from '../transfers/review-transfer.js';

/**
 * `POST /api/marketplace/purchase-requests/{id}/receive|decline`: the retailer reviews the pending
 * transfer its approved purchase opened, through the transfers' own review (a conditional update:
 * a receive here and an accept on /transfers at once move the stock once). Another business's
 * request is 404; one not approved (pending, or rejected) is 409 `purchase_not_approved`; a
 * transfer reviewed already answers the transfers' 409.
 */
export async function receivePurchase(
  ctx: Pick<AppContext, 'db'>,
  actor: Pick<Actor, 'ownerId'>,
  id: number,
  status: Exclude<TransferStatus, 'pending'>,
): Promise<void> {
  const [request] = await ctx.db
    .select({ status: purchaseRequests.status, transferId: purchaseRequests.transferId })
    .from(purchaseRequests)
    .where(and(eq(purchaseRequests.id, id), eq(purchaseRequests.retailerId, actor.ownerId)));
  if (!request) throw notFound('purchase_request_not_found');
  if (request.status !== 'approved' || request.transferId === null) throw conflict('purchase_not_approved');
  await reviewTransfer(ctx, actor, request.transferId, status);
}

import type { ReceivePlan, ReceiveTerms, TransferStatus } from '@assist/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { purchaseRequests } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { receivePlan } from '../transfers/receive-plan.js';
import { reviewTransfer } from '../transfers/review-transfer.js';

/**
 * `POST /api/marketplace/purchase-requests/{id}/receive|decline`: the retailer reviews the pending
 * transfer its approved purchase opened, through the transfers' own review (a conditional update:
 * a receive here and an accept on /transfers at once move the stock once), with the same receiving
 * terms (rate, retail prices). Another business's request is 404; one not approved (pending, or
 * rejected) is 409 `purchase_not_approved`; a transfer reviewed already answers the transfers' 409.
 */
export async function receivePurchase(
  ctx: Pick<AppContext, 'db'>,
  actor: Pick<Actor, 'ownerId'>,
  id: number,
  status: Exclude<TransferStatus, 'pending'>,
  terms: ReceiveTerms = {},
): Promise<void> {
  const transferId = await approvedTransferOf(ctx.db, actor.ownerId, id);
  await reviewTransfer(ctx, actor, transferId, status, terms);
}

/**
 * `GET /api/marketplace/purchase-requests/{id}/receive-plan`: the receive plan of the retailer's
 * approved purchase (its transfer still pending; reviewed: 404 `transfer_not_found`).
 */
export async function purchaseReceivePlan(db: Db, actor: Pick<Actor, 'ownerId'>, id: number): Promise<ReceivePlan> {
  return receivePlan(db, actor.ownerId, await approvedTransferOf(db, actor.ownerId, id));
}

/** The transfer the retailer's approved purchase opened; 404 for another's request, 409 before approval. */
async function approvedTransferOf(db: Db, ownerId: number, id: number): Promise<number> {
  const [request] = await db
    .select({ status: purchaseRequests.status, transferId: purchaseRequests.transferId })
    .from(purchaseRequests)
    .where(and(eq(purchaseRequests.id, id), eq(purchaseRequests.retailerId, ownerId)));
  if (!request) throw notFound('purchase_request_not_found');
  if (request.status !== 'approved' || request.transferId === null) throw conflict('purchase_not_approved');
  return request.transferId;
}

import { type PurchaseApprovalValues, dayIn, fromMinor, tradeLineShares } from '@assist/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { purchaseRequestItems, purchaseRequests } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { notify } from '../notifications/notify.js';
import { planTransfer, writeTransfer } from '../transfers/send-transfer.js';
import { type TakenPart, allocateLots } from './allocate-lots.js';
import { nameOf, notices } from './notices.js';
import {
  type PurchaseRequestItemRow,
  type PurchaseRequestRow,
  requestBoxPrice,
  requestItemsOf,
} from './purchase-requests-repository.js';
import type { Business } from './business.js';

/** Takes a pending request of the supplier's by a conditional update, or throws why not (404/409). */
async function takePending(
  tx: Db,
  supplierId: number,
  id: number,
  values: Partial<typeof purchaseRequests.$inferInsert>,
): Promise<PurchaseRequestRow> {
  const [taken] = await tx
    .update(purchaseRequests)
    .set({ ...values, reviewedAt: new Date() })
    .where(
      and(
        eq(purchaseRequests.id, id),
        eq(purchaseRequests.ownerId, supplierId),
        eq(purchaseRequests.status, 'pending'),
      ),
    )
    .returning();
  if (taken) return taken;
  const [row] = await tx
    .select({ status: purchaseRequests.status })
    .from(purchaseRequests)
    .where(and(eq(purchaseRequests.id, id), eq(purchaseRequests.ownerId, supplierId)));
  if (!row) throw notFound('purchase_request_not_found');
  throw conflict(row.status === 'approved' ? 'request_already_approved' : 'request_already_rejected');
}

/** Each line's approved units: as named (0..requested), or the requested units when not named. */
function approvedUnits(items: PurchaseRequestItemRow[], approval: PurchaseApprovalValues['items']) {
  const named = new Map(approval.map((line) => [line.itemId, line.approvedQuantity]));
  for (const itemId of named.keys())
    if (!items.some((item) => item.id === itemId)) throw badRequest('purchase_item_not_found', { itemId });
  return items.map((item) => {
    const units = named.get(item.id) ?? item.requestedQuantity;
    if (units > item.requestedQuantity)
      throw badRequest('approved_exceeds_requested', {
        itemId: item.id,
        productName: item.productName,
        requestedQuantity: item.requestedQuantity,
      });
    return { item, units };
  });
}

/**
 * The transfer's lines of an approval: each part taken from a lot, at the request line's price,
 * the line's exact total (its approved units, one rounding) split over its parts.
 */
function agreedLines(lines: { item: PurchaseRequestItemRow; units: number }[], taken: TakenPart[], currency: string) {
  return lines.flatMap(({ item }) => {
    const parts = taken.filter((part) => part.barcode === item.barcode);
    const boxPrice = requestBoxPrice(item);
    const shares = tradeLineShares(
      boxPrice,
      item.unitsPerBox,
      parts.map((part) => part.quantity),
      currency,
    );
    return parts.map((part, index) => ({
      inventoryId: part.inventoryId,
      quantity: part.quantity,
      price: { boxPrice, unitsPerBox: item.unitsPerBox, lineTotal: shares[index] ?? 0 },
    }));
  });
}

/**
 * `POST /api/marketplace/purchase-request/{id}/approve`, in one transaction: the pending request
 * is taken by a conditional update (of two approvals at once the second gets 409
 * request_already_approved and nothing moves twice), each line records its approved units, and
 * the approved units leave as one pending transfer to the retailer through the transfers' send
 * path (transfer_out moves reserve them), taken from the supplier's lots earliest expiry first,
 * charged at the request's prices and in its currency, never the lots' prices now (a supplier
 * whose price changed rejects instead): each line totals exactly its approved units at its box price. Stock short of an approved line: 409
 * marketplace_stock_short, nothing changed. Every line at 0: the request is recorded as rejected
 * (no transfer). The retailer is notified.
 */
export async function approvePurchaseRequest(
  db: Db,
  actor: Business,
  id: number,
  input: PurchaseApprovalValues,
): Promise<void> {
  const today = dayIn(new Date(), actor.user.timeZone);
  await db.transaction(async (tx) => {
    const request = await takePending(tx, actor.ownerId, id, {
      status: 'approved',
      responseMessage: input.responseMessage,
    });
    const items = (await requestItemsOf(tx, [id])).get(id) ?? [];
    const lines = approvedUnits(items, input.items);
    for (const { item, units } of lines)
      await tx
        .update(purchaseRequestItems)
        .set({ approvedQuantity: units })
        .where(eq(purchaseRequestItems.id, item.id));
    const wanted = lines.filter((line) => line.units > 0);
    if (wanted.length === 0) {
      await tx
        .update(purchaseRequests)
        .set({ status: 'rejected', totalAmount: '0.00' })
        .where(eq(purchaseRequests.id, id));
      await notify(tx, [notices.purchaseResponse(request.retailerId, actor.ownerId, nameOf(actor.user), 'rejected')]);
      return;
    }
    const taken = await allocateLots(
      tx,
      actor.ownerId,
      today,
      wanted.map(({ item, units }) => ({ barcode: item.barcode, productName: item.productName, units })),
    );
    const plan = await planTransfer(tx, {
      ownerId: actor.ownerId,
      today,
      currency: request.currency,
      items: agreedLines(wanted, taken, request.currency),
    });
    const transferId = await writeTransfer(tx, plan, request.retailerId, `Purchase request #${id}`);
    await tx
      .update(purchaseRequests)
      .set({ transferId, totalAmount: fromMinor(plan.total) })
      .where(eq(purchaseRequests.id, id));
    await notify(tx, [notices.purchaseResponse(request.retailerId, actor.ownerId, nameOf(actor.user), 'approved')]);
  });
}

/** `POST /api/marketplace/purchase-request/{id}/reject`: only a pending request; the retailer is notified. */
export async function rejectPurchaseRequest(
  db: Db,
  actor: Business,
  id: number,
  responseMessage: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await takePending(tx, actor.ownerId, id, { status: 'rejected', responseMessage });
    await notify(tx, [notices.purchaseResponse(request.retailerId, actor.ownerId, nameOf(actor.user), 'rejected')]);
  });
}

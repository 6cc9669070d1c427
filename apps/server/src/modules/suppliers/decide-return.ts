import { type ReturnDecision, type SupplierReturn, decide } from '@assist/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, supplierReturns } from '../../db/schema/index.js';
import { conflict, notFound } from '../../platform/errors.js';
import { presentReturn } from './present-return.js';
import { type ReturnViewer, findReturn, lockDecidable } from './returns-repository.js';
import { returnReference } from './return-order-item.js';
import { takeLotUnits } from './take-lot-units.js';
import { giveBackToSender, tellReturnerOfDecision } from './transfer-return.js';

async function present(tx: Db, viewer: ReturnViewer, id: number): Promise<SupplierReturn> {
  const view = await findReturn(tx, viewer, id);
  if (!view) throw notFound('return_not_found');
  return presentReturn(view, viewer.ownerId);
}

/**
 * Records the answer to a return (decision record): pending -> approved | rejected, approved ->
 * refunded. Approval is the one moment stock and money move: the units leave the returner's lot
 * with a supplier_return movement (refused when the lot no longer holds them) and the value counts
 * against the supplier. A return to a supplier record is decided by the shop that made it (it
 * records the supplier's answer); a return of type transfer only by the business the goods go back
 * to (the transfer's sender: its units come back to it and what the returner owes it drops,
 * transfer-return.ts), never by the returner (404, decisions/2026-11-28-consent.md). The return
 * row is held for the transaction, so a repeated or racing decision waits, then finds it taken.
 */
export async function decideReturn(
  db: Db,
  viewer: ReturnViewer,
  id: number,
  decision: ReturnDecision,
  now = new Date(),
): Promise<SupplierReturn> {
  return db.transaction(async (tx) => {
    const row = await lockDecidable(tx, viewer, id);
    if (!row) throw notFound('return_not_found');
    const outcome = decide(row.status, decision);
    if (outcome.outcome === 'refused') throw conflict(outcome.code);
    if (outcome.outcome === 'unchanged') return present(tx, viewer, id);

    const where = eq(supplierReturns.id, id);
    if (outcome.next === 'approved') {
      const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, row.productId));
      await takeLotUnits(tx, {
        ownerId: row.ownerId,
        lotId: row.lotId,
        units: row.units,
        productName: product?.name ?? '',
        reference: returnReference(row.id),
        supplierId: row.supplierId,
        supplierOrderId: row.supplierOrderId,
      });
      if (row.type === 'transfer') await giveBackToSender(tx, row);
      await tx.update(supplierReturns).set({ status: 'approved', decidedAt: now }).where(where);
    } else if (outcome.next === 'rejected') {
      await tx.update(supplierReturns).set({ status: 'rejected', decidedAt: now }).where(where);
    } else {
      const view = await findReturn(tx, viewer, id);
      if (!view?.refundable) throw conflict('not_refundable');
      await tx.update(supplierReturns).set({ status: 'refunded', refundedAt: now }).where(where);
    }
    const told = outcome.next === 'approved' || outcome.next === 'rejected' ? outcome.next : null;
    if (row.type === 'transfer' && row.toOwnerId !== null && told) {
      await tellReturnerOfDecision(tx, { ownerId: row.ownerId, toOwnerId: row.toOwnerId }, told);
    }
    return present(tx, viewer, id);
  });
}

import { type ReturnDecision, type SupplierReturn, decide } from '@assist/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, supplierReturns } from '../../db/schema/index.js';
import { conflict, notFound } from '../../platform/errors.js';
import { presentReturn } from './present-return.js';
import { findReturn, lockReturn } from './returns-repository.js';
import { returnReference } from './return-order-item.js';
import { takeLotUnits } from './take-lot-units.js';
import { giveBackToSender } from './transfer-return.js';

async function present(tx: Db, ownerId: number, id: number): Promise<SupplierReturn> {
  const view = await findReturn(tx, ownerId, id);
  if (!view) throw notFound('return_not_found');
  return presentReturn(view);
}

/**
 * Records the supplier's answer to a return (decision record): pending -> approved | rejected,
 * approved -> refunded. Approval is the one moment stock and money move: the units leave the lot
 * with a supplier_return movement (refused when the lot no longer holds them) and the value counts
 * against the supplier; a return of type transfer gives its units to the transfer's sender and
 * lowers what this business owes it (transfer-return.ts). The return row is held for the
 * transaction, so a repeated or racing decision waits, then finds it taken and changes nothing.
 */
export async function decideReturn(
  db: Db,
  ownerId: number,
  id: number,
  decision: ReturnDecision,
  now = new Date(),
): Promise<SupplierReturn> {
  return db.transaction(async (tx) => {
    const row = await lockReturn(tx, ownerId, id);
    if (!row) throw notFound('return_not_found');
    const outcome = decide(row.status, decision);
    if (outcome.outcome === 'refused') throw conflict(outcome.code);
    if (outcome.outcome === 'unchanged') return present(tx, ownerId, id);

    const where = and(eq(supplierReturns.ownerId, ownerId), eq(supplierReturns.id, id));
    if (outcome.next === 'approved') {
      const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, row.productId));
      await takeLotUnits(tx, {
        ownerId,
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
      const view = await findReturn(tx, ownerId, id);
      if (!view?.refundable) throw conflict('not_refundable');
      await tx.update(supplierReturns).set({ status: 'refunded', refundedAt: now }).where(where);
    }
    return present(tx, ownerId, id);
  });
}

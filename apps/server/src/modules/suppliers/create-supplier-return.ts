import { type SupplierReturn, type SupplierReturnCreateRequest, returnValue } from '@assist/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { supplierReturns } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { findItem } from '../inventory/lots-repository.js';
import type { Cashier } from '../sales/cashier.js';
import { findOrder } from './orders-repository.js';
import { presentReturn } from './present-return.js';
import { findReturn } from './returns-repository.js';
import { findSupplier } from './suppliers-repository.js';
import { tellSenderOfReturn, transferReturnTerms } from './transfer-return.js';
import { type RequestOnce, claimOnce } from '../../platform/request-once.js';

type Input = z.output<typeof SupplierReturnCreateRequest>;

/**
 * A return from the Returns page (spec part 1 §2, §5): units of one lot, pending until the
 * supplier's answer is recorded; nothing moves yet. The supplier is the one named, else the
 * order's, else the lot's. The lot must hold the units now (it is checked again on approval).
 * A return of type transfer names a transfer this business received and accepted and one of the
 * lots it received by it (transfer-return.ts); it is priced at the transfer's price, no supplier,
 * and goes to the transfer's sender to decide (`to_owner_id`), who is notified; never approved here.
 */
export async function createSupplierReturn(
  db: Db,
  by: Cashier,
  input: Input,
  now = new Date(),
  once?: RequestOnce,
): Promise<SupplierReturn> {
  return db.transaction((tx) =>
    claimOnce(tx, once, async () => {
      const { ownerId } = by;
      const item = await findItem(tx, ownerId, input.inventoryId);
      if (!item) throw notFound('inventory_item_not_found');
      if (input.productId !== undefined && input.productId !== item.lot.productId) {
        throw badRequest('product_mismatch');
      }
      const fromTransfer =
        input.type === 'transfer'
          ? await transferReturnTerms(tx, ownerId, input.transferId, item.lot.id, input.quantity)
          : null;
      const order = input.orderId === undefined ? null : await findOrder(tx, ownerId, input.orderId);
      if (input.orderId !== undefined && !order) throw notFound('order_not_found');
      const supplier = input.supplierId === undefined ? null : await findSupplier(tx, ownerId, input.supplierId);
      if (input.supplierId !== undefined && !supplier) throw notFound('supplier_not_found');
      if (order && supplier && order.supplierId !== supplier.id) {
        throw badRequest('return_order_mismatch');
      }
      if (input.quantity > item.lot.quantityUnits) {
        throw conflict('lot_short', {
          availableUnits: item.lot.quantityUnits,
          productName: item.productName,
        });
      }
      const [created] = await tx
        .insert(supplierReturns)
        .values({
          ownerId,
          type: input.type,
          supplierId: fromTransfer ? null : (supplier?.id ?? order?.supplierId ?? item.lot.supplierId),
          supplierOrderId: order?.id ?? null,
          transferId: fromTransfer?.transferId ?? null,
          toOwnerId: fromTransfer?.toOwnerId ?? null,
          lotId: item.lot.id,
          productId: item.lot.productId,
          quantity: input.quantity,
          unitType: 'unit',
          units: input.quantity,
          unitPrice: fromTransfer?.unitPrice ?? input.unitPrice,
          totalValue: fromTransfer?.totalValue ?? returnValue(input.unitPrice, input.quantity),
          returnReason: input.returnReason,
          returnType: input.returnType,
          notes: input.notes,
          status: 'pending',
          userId: by.userId,
          teamMemberId: by.teamMemberId,
          createdAt: now,
        })
        .returning({ id: supplierReturns.id });
      if (!created) throw new Error('return not stored');
      const view = await findReturn(tx, { ownerId, own: true }, created.id);
      if (!view) throw new Error('return not found after insert');
      if (fromTransfer) {
        await tellSenderOfReturn(tx, {
          ownerId,
          toOwnerId: fromTransfer.toOwnerId,
          productName: view.productName,
          units: input.quantity,
        });
      }
      return presentReturn(view, ownerId);
    }),
  );
}

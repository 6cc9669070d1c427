import {
  type OrderItemReturnRequest,
  type SupplierReturn,
  isReturnableQuantity,
  remainingToReturn,
  returnValue,
} from '@assist/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { products, supplierOrderItems, supplierReturns } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import type { Cashier } from '../sales/cashier.js';
import { findOrder, lockOrderItem } from './orders-repository.js';
import { presentReturn } from './present-return.js';
import { findReturn } from './returns-repository.js';
import { takeLotUnits } from './take-lot-units.js';
import { type RequestOnce, claimOnce } from '../../platform/request-once.js';

type Input = z.output<typeof OrderItemReturnRequest>;

/** The stock movement's reference of a return: RET-<id>. */
export const returnReference = (id: number) => `RET-${id}`;

/**
 * A return from an order's details (spec part 2 §5 "Supplier item return", decision record): boxes
 * of one order line, between 1 and what was received minus what was already returned, else
 * "Invalid Quantity"; approved at once at the line's cost per box. The units leave the line's lot
 * with a supplier_return movement and the value is credited against the supplier, all in one
 * transaction with the order line held, so two returns of one line take turns.
 */
export async function returnOrderItem(
  db: Db,
  by: Cashier,
  input: Input,
  now = new Date(),
  once?: RequestOnce,
): Promise<SupplierReturn> {
  return db.transaction((tx) =>
    claimOnce(tx, once, async () => {
      const { ownerId } = by;
      const order = await findOrder(tx, ownerId, input.orderId);
      if (!order) throw notFound('order_not_found');
      const item = await lockOrderItem(tx, ownerId, order.id, input.itemId);
      if (!item) throw notFound('order_item_not_found');
      const remaining = remainingToReturn(item.quantityBoxes, item.returnedBoxes);
      if (!isReturnableQuantity(input.quantity, remaining)) {
        throw badRequest('invalid_quantity', { remaining });
      }
      if (item.lotId === null) throw conflict('lot_gone');
      const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, item.productId));
      const units = input.quantity * item.unitsPerBox;

      const [created] = await tx
        .insert(supplierReturns)
        .values({
          ownerId,
          type: 'supplier_order',
          supplierId: order.supplierId,
          supplierOrderId: order.id,
          supplierOrderItemId: item.id,
          lotId: item.lotId,
          productId: item.productId,
          quantity: input.quantity,
          unitType: 'box',
          units,
          unitPrice: item.costPerBox,
          totalValue: returnValue(item.costPerBox, input.quantity),
          returnReason: input.reason,
          returnType: 'other',
          status: 'approved',
          decidedAt: now,
          userId: by.userId,
          teamMemberId: by.teamMemberId,
          createdAt: now,
        })
        .returning({ id: supplierReturns.id });
      if (!created) throw new Error('return not stored');
      await takeLotUnits(tx, {
        ownerId,
        lotId: item.lotId,
        units,
        productName: product?.name ?? '',
        reference: returnReference(created.id),
        supplierId: order.supplierId,
        supplierOrderId: order.id,
      });
      await tx
        .update(supplierOrderItems)
        .set({ returnedBoxes: sql`${supplierOrderItems.returnedBoxes} + ${input.quantity}` })
        .where(and(eq(supplierOrderItems.ownerId, ownerId), eq(supplierOrderItems.id, item.id)));
      const view = await findReturn(tx, { ownerId, own: true }, created.id);
      if (!view) throw new Error('return not found after insert');
      return presentReturn(view, ownerId);
    }),
  );
}

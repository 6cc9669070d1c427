import {
  type SupplierPayment,
  type SupplierPaymentRequest,
  fromMinor,
  paymentAmounts,
  sum,
  toMinor,
} from '@assist/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { lockOrders } from './orders-repository.js';
import { recordPayment } from './record-payment.js';
import { findSupplier } from './suppliers-repository.js';
import { type RequestOnce, claimOnce } from '../../platform/request-once.js';

type PaymentInput = z.output<typeof SupplierPaymentRequest>;

/**
 * Pay Outstanding (spec part 2 §5, decision record): the chosen unpaid orders of one supplier are
 * settled in one transaction. The server recomputes what they owe (totals - approved returns -
 * what earlier payments settled), the discount (original x % / 100, to the cent) and the amount,
 * and refuses the payment when the client's figures differ. The orders are held (FOR UPDATE), so
 * two payments of one order take turns and the second finds it paid.
 */
export async function payOrders(
  db: Db,
  ownerId: number,
  input: PaymentInput,
  now = new Date(),
  once?: RequestOnce,
): Promise<SupplierPayment> {
  return db.transaction((tx) =>
    claimOnce(tx, once, async () => {
      const supplier = await findSupplier(tx, ownerId, input.supplierId);
      if (!supplier) throw notFound('supplier_not_found');
      const orders = await lockOrders(tx, ownerId, input.orderIds);
      if (orders.length < input.orderIds.length) throw notFound('order_not_found');
      const foreign = orders.find((order) => order.supplierId !== supplier.id);
      if (foreign) throw badRequest('other_supplier', { orderId: foreign.id });
      const paid = orders.find((order) => order.isPaid);
      if (paid) throw conflict('already_paid', { orderId: paid.id });

      const original = sum(orders.map((order) => toMinor(order.amountDue)));
      if (original < 0) throw conflict('nothing_owed');
      const computed = paymentAmounts(original, input.discountPercentage);
      const asked = [input.originalAmount, input.discountAmount, input.amount].map(toMinor);
      if (
        asked[0] !== computed.originalAmount ||
        asked[1] !== computed.discountAmount ||
        asked[2] !== computed.amount
      ) {
        throw conflict('amounts_mismatch', {
          originalAmount: fromMinor(computed.originalAmount),
          discountAmount: fromMinor(computed.discountAmount),
          amount: fromMinor(computed.amount),
        });
      }

      return recordPayment(tx, { ownerId, supplierId: supplier.id, orders, percentage: input.discountPercentage, now });
    }),
  );
}

import {
  type Order,
  type SupplierPaymentRequest,
  discountTenths,
  fromMinor,
  paymentAmountsOf,
  sum,
  supplierPaymentMessages,
  toMinor,
} from '@assist/domain';

/** Orders Pay Outstanding can settle: unpaid ones, oldest first (the order they were invoiced). */
export function unpaidOrders(orders: readonly Order[]): Order[] {
  return orders.filter((order) => !order.isPaid).reverse();
}

export interface PayFigures {
  originalAmount: string;
  discountAmount: string;
  amount: string;
}

/**
 * What the dialog shows for the chosen orders and the typed discount: their amounts still due,
 * the discount to the cent and the amount to pay (the server computes the same, in domain).
 * An unusable discount counts as 0 until it is fixed. Example: 106.98 at "10" -> 10.70, 96.28.
 */
export function payFigures(selected: readonly Order[], discountText: string): PayFigures {
  const original = fromMinor(sum(selected.map((order) => toMinor(order.amountDue))));
  const percentage = discountTenths(Number(discountText || '0')) === null ? 0 : Number(discountText || '0');
  return paymentAmountsOf(original, percentage);
}

/** The request of the dialog, or the first problem in the spec's words. */
export function payRequest(
  supplierId: number,
  selected: readonly Order[],
  discountText: string,
): { ok: true; body: SupplierPaymentRequest } | { ok: false; message: string } {
  const m = supplierPaymentMessages;
  if (selected.length === 0) return { ok: false, message: m.orderRequired };
  const percentage = Number(discountText.trim() === '' ? '0' : discountText);
  if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100)
    return { ok: false, message: m.discountRange };
  if (discountTenths(percentage) === null) return { ok: false, message: m.discountStep };
  const figures = payFigures(selected, String(percentage));
  if (toMinor(figures.originalAmount) < 0) return { ok: false, message: m.nothingOwed };
  return {
    ok: true,
    body: { supplierId, orderIds: selected.map((order) => order.id), discountPercentage: percentage, ...figures },
  };
}

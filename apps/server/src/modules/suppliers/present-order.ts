import { type Order, type OrderDetails, type OrderItem, formatAmount } from '@assist/domain';
import type { OrderItemRow, OrderRow } from './orders-repository.js';

/** An order as the supplier screens show it: orderId is the supplier's invoice reference. */
export function presentOrder(row: OrderRow): Order {
  return {
    id: row.id,
    orderId: row.orderRef,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    total: formatAmount(row.total),
    amountDue: formatAmount(row.amountDue),
    isPaid: row.isPaid,
    createdAt: row.createdAt.toISOString(),
    description: row.description,
  };
}

export function presentOrderItem(row: OrderItemRow): OrderItem {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    barcode: row.barcode,
    quantity: row.quantityBoxes,
    unitsPerBox: row.unitsPerBox,
    returnedQuantity: row.returnedBoxes,
    costPrice: formatAmount(row.costPerBox),
    expiryDate: row.expiryDate,
  };
}

export function presentOrderDetails(row: OrderRow, items: OrderItemRow[]): OrderDetails {
  return { ...presentOrder(row), items: items.map(presentOrderItem) };
}

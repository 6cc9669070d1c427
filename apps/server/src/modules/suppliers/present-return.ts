import { type SupplierReturn, formatAmount } from '@assist/domain';
import type { ReturnView } from './returns-repository.js';

/** A return to a supplier as the Returns page and the orders dialog show it (spec part 1 §3). */
export function presentReturn(view: ReturnView): SupplierReturn {
  const { row } = view;
  return {
    id: row.id,
    type: row.type,
    orderId: row.supplierOrderId,
    orderRef: view.orderRef,
    orderItemId: row.supplierOrderItemId,
    transferId: row.transferId,
    inventoryId: row.lotId,
    productId: row.productId,
    productName: view.productName,
    barcode: view.barcode,
    supplierId: row.supplierId,
    supplierName: view.supplierName ?? view.senderName,
    quantity: row.quantity,
    unitType: row.unitType,
    units: row.units,
    returnReason: row.returnReason,
    returnType: row.returnType,
    unitPrice: formatAmount(row.unitPrice),
    totalValue: formatAmount(row.totalValue),
    returnDate: row.createdAt.toISOString(),
    notes: row.notes,
    status: row.status,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    refundable: Boolean(view.refundable),
  };
}

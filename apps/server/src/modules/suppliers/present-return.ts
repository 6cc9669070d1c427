import { type SupplierReturn, formatAmount } from '@assist/domain';
import type { ReturnView } from './returns-repository.js';

/**
 * A return to a supplier as the Returns page and the orders dialog show it (spec part 1 §3), as
 * `viewerId` sees it. A return of type transfer coming back to the viewer (it sent the goods) is
 * shown with the viewer's own lot and product the goods left, and the returning business's name.
 */
export function presentReturn(view: ReturnView, viewerId: number): SupplierReturn {
  const { row } = view;
  const incoming = row.type === 'transfer' && row.ownerId !== viewerId && row.toOwnerId === viewerId;
  return {
    id: row.id,
    type: row.type,
    orderId: incoming ? null : row.supplierOrderId,
    orderRef: incoming ? null : view.orderRef,
    orderItemId: incoming ? null : row.supplierOrderItemId,
    transferId: row.transferId,
    inventoryId: incoming ? (view.senderLotId ?? 0) : row.lotId,
    productId: incoming ? (view.senderProductId ?? 0) : row.productId,
    productName: view.productName,
    barcode: view.barcode,
    supplierId: incoming ? null : row.supplierId,
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
    incoming,
    fromBusinessName: view.returnerName,
    decidable: incoming || row.type !== 'transfer',
  };
}

import type { Transfer, TransferItem } from '@assist/domain';
import type { TransferItemRow, TransferWithParties } from './transfers-repository.js';

/**
 * A transfer as `viewer` (the sender or the recipient) sees it: each line's inventoryId is the
 * viewer's own lot (the sender's source lot; the recipient's lot once accepted), and the sender's
 * supplier is shown to the sender only.
 */
export function presentTransfer(row: TransferWithParties, items: TransferItemRow[], viewer: number): Transfer {
  const { transfer } = row;
  const isSender = transfer.ownerId === viewer;
  return {
    id: transfer.id,
    fromUserId: transfer.ownerId,
    toUserId: transfer.toOwnerId,
    senderName: row.senderName ?? row.senderEmail,
    senderEmail: row.senderEmail,
    recipientName: row.recipientName ?? row.recipientEmail,
    recipientEmail: row.recipientEmail,
    status: transfer.status,
    currency: transfer.currency,
    totalCost: transfer.totalCost,
    createdAt: transfer.createdAt.toISOString(),
    reviewedAt: transfer.reviewedAt?.toISOString() ?? null,
    notes: transfer.notes,
    items: items.map((item) => presentItem(item, isSender)),
  };
}

function presentItem(item: TransferItemRow, isSender: boolean): TransferItem {
  return {
    id: item.id,
    inventoryId: isSender ? item.lotId : item.receivedLotId,
    productName: item.productName,
    barcode: item.barcode,
    category: item.category,
    quantity: item.quantityUnits,
    unitsPerBox: item.unitsPerBox,
    costPrice: item.costPrice,
    retailPrice: item.retailPrice,
    expiryDate: item.expiryDate,
    supplierId: isSender ? item.supplierId : null,
    totalItemCost: item.totalCost,
    lineTotal: item.totalCost,
  };
}

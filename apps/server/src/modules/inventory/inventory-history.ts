import {
  type CostHistoryRecord,
  type ExpiryHistoryRecord,
  type StockMovementRecord,
  boxesOf,
  expiryStatus,
  formatAmount,
  stockMovementsShown,
} from '@assist/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { findItem } from './lots-repository.js';
import { type ReceiptRow, listLotMovements, listReceipts } from './movements-repository.js';

/** The receipts of the product a lot belongs to (its history covers all the product's lots). */
export async function receiptsOfLotProduct(db: Db, ownerId: number, lotId: number): Promise<ReceiptRow[]> {
  const item = await findItem(db, ownerId, lotId);
  if (!item) throw notFound();
  return listReceipts(db, ownerId, item.lot.productId);
}

/** Expiry History: when each receipt came, its expiry date, boxes and today's badge. */
export function presentExpiryHistory(receipts: ReceiptRow[], today: string): ExpiryHistoryRecord[] {
  return receipts.map((r) => ({
    id: r.id,
    inventoryId: r.lotId,
    expiryDate: r.expiryDate,
    batchNumber: r.batchNumber,
    quantity: boxesOf(r.quantityUnits, r.unitsPerBox),
    createdAt: r.createdAt.toISOString(),
    status: expiryStatus(r.expiryDate, today),
  }));
}

/** Cost price history: the cost per box of each receipt and its supplier. */
export function presentCostHistory(receipts: ReceiptRow[]): CostHistoryRecord[] {
  return receipts.map((r) => ({
    price: formatAmount(r.costPerBox),
    supplierName: r.supplierName,
    supplierId: r.supplierId,
    timestamp: r.createdAt.toISOString(),
  }));
}

/** `GET /api/inventory/{id}/movements` (Stock movements): the lot's ledger lines, newest first. */
export async function lotMovements(db: Db, ownerId: number, id: number): Promise<StockMovementRecord[]> {
  if (!(await findItem(db, ownerId, id))) throw notFound();
  const rows = await listLotMovements(db, ownerId, id, stockMovementsShown);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

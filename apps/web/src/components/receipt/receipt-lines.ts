import { type SaleLine, fromMinor, sum, toMinor } from '@assist/domain';

/** A receipt row: one product at one price, whatever lots it was taken from. */
export interface ReceiptLine {
  id: number;
  productName: string;
  quantity: number;
  unitType: SaleLine['unitType'];
  unitPrice: string;
  totalPrice: string;
  /** The batches the row was sold from, in sale order, each once (lane batches). */
  batches: string[];
}

/**
 * The sale's lines as a receipt reads them: a cart line that took from several lots was sold as one
 * line per lot, and comes back together here (same product, unit type and price), in sale order.
 * Example: Paracetamol 1 box from lot A + 2 boxes from lot B at 5.00 -> "Paracetamol 3 × 5.00 / box".
 */
export function receiptLines(items: readonly SaleLine[]): ReceiptLine[] {
  const rows: ReceiptLine[] = [];
  const byKey = new Map<string, ReceiptLine>();
  for (const item of items) {
    const key = JSON.stringify([item.productId, item.unitType, item.unitPrice]);
    const row = byKey.get(key);
    if (row) {
      row.quantity += item.quantity;
      row.totalPrice = fromMinor(sum([toMinor(row.totalPrice), toMinor(item.totalPrice)]));
      if (item.batchNumber && !row.batches.includes(item.batchNumber)) row.batches.push(item.batchNumber);
      continue;
    }
    const { id, productName, quantity, unitType, unitPrice, totalPrice } = item;
    const batches = item.batchNumber ? [item.batchNumber] : [];
    const fresh = { id, productName, quantity, unitType, unitPrice, totalPrice, batches };
    byKey.set(key, fresh);
    rows.push(fresh);
  }
  return rows;
}

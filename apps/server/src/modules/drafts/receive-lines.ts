import { type DraftProductValue, codeOfMessage, type ReceiptLine, receiptLineOf } from '@assist/domain';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { receiveProductRow } from '../inventory/receive-product-row.js';
import { type SupplierRow, findSupplier } from '../suppliers/suppliers-repository.js';
import { freshBarcodes } from './generated-barcodes.js';

/** Draft products as receipt lines; the request schemas have checked them, this keeps the types honest. */
export function receiptLines(products: readonly DraftProductValue[]): ReceiptLine[] {
  return products.map((product) => {
    const result = receiptLineOf(product);
    if ('message' in result) throw badRequest(codeOfMessage(result.message));
    return result.line;
  });
}

/**
 * Puts product lines into stock inside the caller's transaction, each through the receiving of
 * add-product (product by barcode, lot, movement, supplier order). A line's supplier is its own or
 * `fallback.supplierId`. A barcode known under another name keeps the catalogue's name (no dialog
 * can answer a conflict for a batch); a line without a barcode gets a generated one.
 */
export async function receiveLines(
  tx: Db,
  ownerId: number,
  lines: readonly ReceiptLine[],
  fallback: { supplierId: number | null | undefined; orderRef: string | null | undefined },
): Promise<number> {
  if (lines.length === 0) return 0;
  const orderRef = fallback.orderRef;
  const supplierIds = lines.map((line) => line.supplierId ?? fallback.supplierId);
  if (!orderRef || supplierIds.some((id) => id == null)) throw badRequest('supplier_and_order_required');

  const suppliers = new Map<number, SupplierRow>();
  for (const id of new Set(supplierIds as number[])) {
    const supplier = await findSupplier(tx, ownerId, id);
    if (!supplier) throw notFound('supplier_not_found');
    suppliers.set(id, supplier);
  }
  const generated = await freshBarcodes(tx, ownerId, lines.filter((line) => !line.barcode).length);

  for (const [index, line] of lines.entries()) {
    const supplier = suppliers.get(supplierIds[index]!)!;
    const row = {
      productName: line.name,
      barcode: line.barcode || generated.pop()!,
      category: line.category,
      updateProductName: false,
    };
    await receiveProductRow(tx, ownerId, row, {
      supplier,
      orderRef,
      quantity: line.boxes,
      unitsPerBox: line.unitsPerBox,
      costPrice: line.costPrice,
      retailPrice: line.retailPrice,
      expiryDate: line.expiryDate,
      batchNumber: line.batchNumber,
    });
  }
  return lines.length;
}

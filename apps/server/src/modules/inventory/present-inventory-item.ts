import { type InventoryItem, boxesOf, expiryStatus, formatAmount, normalizeCategory, unitPrice } from '@assist/domain';
import type { ItemRow } from './lots-repository.js';

/**
 * A lot as the Current inventory tab shows it; `today` decides the expiry badge, and
 * `productUnits` is what the product holds in all its live lots (productUnits in product-stock.ts).
 */
export function presentInventoryItem(row: ItemRow, today: string, productUnits: number): InventoryItem {
  const { lot } = row;
  const boxes = boxesOf(lot.quantityUnits, lot.unitsPerBox);
  return {
    id: lot.id,
    productId: lot.productId,
    product: { name: row.productName, barcode: row.productBarcode, category: normalizeCategory(row.productCategory) },
    supplier: row.supplierName === null ? null : { name: row.supplierName },
    supplierId: lot.supplierId,
    availableBoxes: boxes,
    availableUnits: lot.quantityUnits,
    quantity: boxes,
    unitsPerBox: lot.unitsPerBox,
    costPrice: formatAmount(lot.costPrice),
    retailPrice: formatAmount(lot.retailPrice),
    unitCostPrice: unitPrice(lot.costPrice, lot.unitsPerBox),
    unitRetailPrice: unitPrice(lot.retailPrice, lot.unitsPerBox),
    expiryDate: lot.expiryDate,
    batchNumber: lot.batchNumber,
    productBarcode: row.productBarcode,
    expiryStatus: expiryStatus(lot.expiryDate, today),
    productAvailableUnits: productUnits,
    recalled: lot.recallId !== null,
  };
}

import { type Sale, type SaleLine, type SaleReturnRecord, fromMinor, saleNetOf, toMinor } from '@assist/domain';
import type { SaleItemView, SaleReturnView, SaleRow } from './sales-repository.js';

/** Units one item of the line holds (a box of 10 -> 10), so returned units read as line quantity. */
const unitsPerItem = (item: SaleItemView) => item.units / item.quantity;

export function presentSaleLine(item: SaleItemView): SaleLine {
  return {
    id: item.id,
    inventoryId: item.lotId,
    productId: item.productId,
    productName: item.productName,
    barcode: item.barcode,
    quantity: item.quantity,
    unitType: item.unitType,
    unitPrice: item.unitPrice,
    totalPrice: item.totalPrice,
    returnedQuantity: Math.floor(item.returnedUnits / unitsPerItem(item)),
    inventory: { product: { name: item.productName } },
    ...(item.batchNumber ? { batchNumber: item.batchNumber } : {}),
  };
}

export function presentSaleReturn(entry: SaleReturnView): SaleReturnRecord {
  return {
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    amount: entry.amount,
    tax: entry.tax,
    items: entry.items.map((item) => ({
      saleItemId: item.saleItemId,
      quantity: item.quantity,
      amount: item.amount,
      reason: item.reason,
    })),
  };
}

/**
 * The Sale contract: a sale with its lines, the returns made against it with what they gave back
 * and the net, and, for an offline sale, the units no lot held.
 */
export function presentSale(sale: SaleRow, items: SaleItemView[], returns: SaleReturnView[] = []): Sale {
  const { returned, net } = saleNetOf(
    toMinor(sale.total),
    returns.map((entry) => ({ amount: toMinor(entry.amount), tax: toMinor(entry.tax) })),
  );
  return {
    id: sale.id,
    saleId: sale.saleRef,
    clientSaleId: sale.clientSaleId,
    createdAt: sale.createdAt.toISOString(),
    soldAt: sale.soldAt.toISOString(),
    paymentMethod: sale.paymentMethod,
    status: sale.status,
    subtotal: sale.subtotal,
    taxRate: sale.taxRate,
    tax: sale.tax,
    total: sale.total,
    offline: sale.offline,
    customerName: sale.customerName,
    itemCount: items.length,
    items: items.map(presentSaleLine),
    discrepancies: items
      .filter((item) => item.shortfallUnits > 0)
      .map((item) => ({
        saleItemId: item.id,
        inventoryId: item.lotId,
        productId: item.productId,
        productName: item.productName,
        units: item.shortfallUnits,
      })),
    returnedTotal: fromMinor(returned),
    netTotal: fromMinor(net),
    returns: returns.map(presentSaleReturn),
  };
}

/** Rows grouped by the sale they belong to. */
function bySale<T extends { saleId: number }>(rows: T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.saleId);
    if (list) list.push(row);
    else grouped.set(row.saleId, [row]);
  }
  return grouped;
}

/** Sales with their lines and returns, grouped by sale. */
export function presentSales(rows: SaleRow[], items: SaleItemView[], returns: SaleReturnView[] = []): Sale[] {
  const lines = bySale(items);
  const returnsOf = bySale(returns);
  return rows.map((row) => presentSale(row, lines.get(row.id) ?? [], returnsOf.get(row.id) ?? []));
}

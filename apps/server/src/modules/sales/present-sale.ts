import type { Sale, SaleLine } from '@assist/domain';
import type { SaleItemView, SaleRow } from './sales-repository.js';

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
  };
}

/** The Sale contract: a sale with its lines and, for an offline sale, the units no lot held. */
export function presentSale(sale: SaleRow, items: SaleItemView[]): Sale {
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
  };
}

/** Sales with their lines, lines grouped by sale. */
export function presentSales(rows: SaleRow[], items: SaleItemView[]): Sale[] {
  const bySale = new Map<number, SaleItemView[]>();
  for (const item of items) {
    const list = bySale.get(item.saleId);
    if (list) list.push(item);
    else bySale.set(item.saleId, [item]);
  }
  return rows.map((row) => presentSale(row, bySale.get(row.id) ?? []));
}

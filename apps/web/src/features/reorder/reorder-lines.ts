import { type ReorderItem, fromMinor, toMinor, tradeLineMinor } from '@assist/domain';

/** A suggestion on the page: the boxes the user will order (editable) and whether it is ticked. */
export interface ReorderLine {
  item: ReorderItem;
  boxes: number;
  selected: boolean;
}

export interface ReorderFilter {
  search: string;
  /** 'all', 'network' (a marketplace supplier holds it), or a supplier id. */
  supplier: string;
  category: string;
}

/** The lines the filters keep: search by name or barcode, supplier (or "on the network"), category. */
export function filterLines(lines: ReorderLine[], filter: ReorderFilter): ReorderLine[] {
  const search = filter.search.trim().toLowerCase();
  return lines.filter(({ item }) => {
    if (search && !item.productName.toLowerCase().includes(search) && !item.barcode.includes(search)) return false;
    if (filter.category !== 'all' && item.category !== filter.category) return false;
    if (filter.supplier === 'network') return item.marketplaceSupplierId !== null;
    if (filter.supplier !== 'all') return String(item.supplierId) === filter.supplier;
    return true;
  });
}

/** Units a line asks for: its boxes of the shop's own packaging. */
export const unitsOf = (line: ReorderLine) => line.boxes * line.item.unitsPerBox;

/**
 * A line's cost at the marketplace supplier's price as a purchase request charges it (whole
 * boxes at the box price, loose units at their share: tradeLineMinor); null when prices are hidden.
 */
export function marketplaceCost(line: ReorderLine): string | null {
  const { marketplaceBoxPrice, marketplaceUnitsPerBox, marketplaceCurrency } = line.item;
  if (marketplaceBoxPrice === null || marketplaceUnitsPerBox === null || marketplaceCurrency === null) return null;
  return fromMinor(
    tradeLineMinor(toMinor(marketplaceBoxPrice), marketplaceUnitsPerBox, unitsOf(line), marketplaceCurrency),
  );
}

export interface MarketplaceOrder {
  supplierId: number;
  supplierName: string;
  lines: ReorderLine[];
}

export interface ManualOrder {
  /** null: products bought from no supplier on record. */
  supplierId: number | null;
  supplierName: string | null;
  lines: ReorderLine[];
}

/**
 * The ticked lines with boxes to order, split the way they are sent: one purchase request per
 * marketplace supplier holding the product (at most what it has), the rest by the supplier they
 * were last bought from (a draft order or a list to send by hand).
 */
export function ordersOf(lines: ReorderLine[]): { marketplace: MarketplaceOrder[]; manual: ManualOrder[] } {
  const marketplace = new Map<number, MarketplaceOrder>();
  const manual = new Map<string, ManualOrder>();
  for (const line of lines) {
    if (!line.selected || line.boxes <= 0) continue;
    const { item } = line;
    if (item.marketplaceSupplierId !== null) {
      const order = marketplace.get(item.marketplaceSupplierId) ?? {
        supplierId: item.marketplaceSupplierId,
        supplierName: item.marketplaceSupplierName ?? '',
        lines: [],
      };
      order.lines.push(line);
      marketplace.set(item.marketplaceSupplierId, order);
    } else {
      const key = String(item.supplierId);
      const order = manual.get(key) ?? { supplierId: item.supplierId, supplierName: item.supplierName, lines: [] };
      order.lines.push(line);
      manual.set(key, order);
    }
  }
  return { marketplace: [...marketplace.values()], manual: [...manual.values()] };
}

/** The body of `POST /api/marketplace/purchase-requests` for one marketplace order (units capped at what it holds). */
export function purchaseRequestOf(order: MarketplaceOrder) {
  return {
    supplierId: order.supplierId,
    items: order.lines.map((line) => ({
      barcode: line.item.barcode,
      requestedQuantity: Math.min(unitsOf(line), line.item.marketplaceAvailableUnits ?? unitsOf(line)),
    })),
  };
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** An order list to send by hand, as CSV: one line per product with its boxes and last cost. */
export function orderCsv(lines: ReorderLine[], header: string[]): string {
  const rows = lines.map((line) => [
    line.item.supplierName,
    line.item.productName,
    line.item.barcode,
    line.boxes,
    line.item.unitsPerBox,
    line.item.lastCostPerBox,
    line.item.lastCostPerBox === null ? null : fromMinor(toMinor(line.item.lastCostPerBox) * line.boxes),
  ]);
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}

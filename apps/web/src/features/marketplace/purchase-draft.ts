import { fromMinor, multiply, sum, toMinor, unitPrice } from '@assist/domain';
import type { MarketplaceInventoryItem } from '@assist/domain';

/**
 * A purchase request being built from one supplier's stock: lines by barcode (a product once, as
 * the marketplace lists it: its lots summed), a quantity in units each, 1..what is available.
 */
export interface DraftLine {
  barcode: string;
  productName: string;
  category: string;
  unitsPerBox: number;
  available: number;
  /** The price of one box as the marketplace shows it; null when the supplier hides prices. */
  retailPrice: string | null;
  quantity: number;
}

/** A typed quantity within 1..available: a non-number or anything below 1 becomes 1. */
export function clampQuantity(value: number | string, available: number): number {
  const number = typeof value === 'number' ? value : Number.parseInt(value, 10);
  const whole = Number.isFinite(number) ? Math.trunc(number) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, available));
}

/** Adds one unit of a product (a new line, or one more on its line, never past what is available). */
export function addToDraft(lines: readonly DraftLine[], item: MarketplaceInventoryItem): DraftLine[] {
  const available = item.availableQuantity;
  const existing = lines.find((line) => line.barcode === item.barcode);
  if (existing) return setQuantity(lines, item.barcode, existing.quantity + 1);
  if (available < 1) return [...lines];
  return [
    ...lines,
    {
      barcode: item.barcode,
      productName: item.productName,
      category: item.category,
      unitsPerBox: item.unitsPerBox,
      available,
      retailPrice: item.retailPrice,
      quantity: 1,
    },
  ];
}

export function setQuantity(lines: readonly DraftLine[], barcode: string, value: number | string): DraftLine[] {
  return lines.map((line) =>
    line.barcode === barcode ? { ...line, quantity: clampQuantity(value, line.available) } : line,
  );
}

export function removeFromDraft(lines: readonly DraftLine[], barcode: string): DraftLine[] {
  return lines.filter((line) => line.barcode !== barcode);
}

/** The price of one unit as shown (box price / units per box, 2 decimals), or null when hidden. */
export function lineUnitPrice(line: Pick<DraftLine, 'retailPrice' | 'unitsPerBox'>): string | null {
  return line.retailPrice === null ? null : unitPrice(line.retailPrice, line.unitsPerBox);
}

/** A line's value at the shown unit price: unit price x units, or null when the price is hidden. */
export function lineTotal(line: DraftLine): string | null {
  const price = lineUnitPrice(line);
  return price === null ? null : fromMinor(multiply(toMinor(price), line.quantity));
}

/**
 * The draft's total at the shown unit prices, in minor units so cents never drift; null when
 * any line's price is hidden (the supplier prices it on approval).
 * Example: 3 units at 2.50 and 2 units at 1.25 -> "10.00".
 */
export function draftTotal(lines: readonly DraftLine[]): string | null {
  const totals = lines.map(lineTotal);
  if (totals.some((total) => total === null)) return null;
  return fromMinor(sum(totals.map((total) => toMinor(total ?? '0'))));
}

/** Total units of a draft. */
export function draftUnits(lines: readonly DraftLine[]): number {
  return lines.reduce((total, line) => total + line.quantity, 0);
}

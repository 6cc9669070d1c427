import { fromMinor, sum, toMinor, tradeLineMinor } from '@assist/domain';
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
  /** The supplier's currency: the request, its prices and totals are in it. */
  currency: string;
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
      currency: item.currency,
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

/**
 * The price of one unit sold apart from its box, as shown (the box price over its units, to what
 * the currency settles in), or null when hidden.
 */
export function lineUnitPrice(line: Pick<DraftLine, 'retailPrice' | 'unitsPerBox' | 'currency'>): string | null {
  return line.retailPrice === null
    ? null
    : fromMinor(tradeLineMinor(toMinor(line.retailPrice), line.unitsPerBox, 1, line.currency));
}

/**
 * A line's value as the request will charge it (the server's rule, domain tradeLineMinor): whole
 * boxes at the box price, loose units at their share, one rounding; null when the price is hidden.
 * Example: 15 units of a box of 10 at 12.35 USD -> 18.53 (never 15 x 1.24 = 18.60).
 */
export function lineTotal(line: DraftLine): string | null {
  if (line.retailPrice === null) return null;
  return fromMinor(tradeLineMinor(toMinor(line.retailPrice), line.unitsPerBox, line.quantity, line.currency));
}

/**
 * The draft's total, the sum of its lines in minor units; null when any line's price is hidden
 * (the supplier's price at the moment of sending is kept and shown once approved).
 * Example: 3 units of a box of 10 at 25.00 and 3 of a box of 3 at 10.00 -> 7.50 + 10.00 = "17.50".
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

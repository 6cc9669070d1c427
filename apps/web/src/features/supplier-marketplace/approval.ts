import { fromMinor, sum, toMinor, tradeLineMinor } from '@assist/domain';

/**
 * The approved quantity of a purchase request line from what was typed: whole units within
 * 0..requested (spec part 2 §5 "Purchase approval"); a blank or a non-number is 0, a fraction is
 * cut down. Example: requested 12, typed "15" -> 12, "-3" -> 0, "7.9" -> 7.
 */
export function approvedQuantityOf(typed: string, requested: number): number {
  const n = Number(typed.trim());
  if (typed.trim() === '' || !Number.isFinite(n)) return 0;
  return Math.min(requested, Math.max(0, Math.floor(n)));
}

/** Each line's approved units, the requested ones where nothing was typed. */
export function approvedItems(
  items: readonly { id: number; requestedQuantity: number }[],
  typed: Readonly<Record<number, string>>,
): { itemId: number; approvedQuantity: number }[] {
  return items.map((item) => {
    const text = typed[item.id];
    return {
      itemId: item.id,
      approvedQuantity: text === undefined ? item.requestedQuantity : approvedQuantityOf(text, item.requestedQuantity),
    };
  });
}

/** A request line priced as it was sent: its box price (null when unknown) and box size. */
export interface PricedLine {
  boxPrice: string | null;
  unitsPerBox: number;
  quantity: number;
}

/**
 * What the lines come to as the approval will charge them (the server's rule, domain
 * tradeLineMinor): whole boxes at the request's box price, loose units at their share, one
 * rounding per line, in the request's currency. Example: 15 units of a box of 10 at 12.35 USD and
 * 3 of a box of 4 at 8.00 -> 18.53 + 6.00 = "24.53".
 */
export function linesTotal(lines: readonly PricedLine[], currency: string): string {
  return fromMinor(
    sum(
      lines.map((line) =>
        line.boxPrice === null ? 0 : tradeLineMinor(toMinor(line.boxPrice), line.unitsPerBox, line.quantity, currency),
      ),
    ),
  );
}

/** True when a line's price now differs from the price the request was sent at (the supplier can only reject then). */
export function priceChanged(item: { supplierRetailPrice: string | null; currentBoxPrice: string | null }): boolean {
  if (item.supplierRetailPrice === null || item.currentBoxPrice === null) return false;
  return toMinor(item.supplierRetailPrice) !== toMinor(item.currentBoxPrice);
}

import { fromMinor, multiply, sum, toMinor } from '@assist/domain';

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

/** What the lines come to at their price per unit, to the cent: [{ "2.50" x 3 }, { "1.25" x 2 }] -> "10.00". */
export function linesTotal(lines: readonly { unitPrice: string; quantity: number }[]): string {
  return fromMinor(sum(lines.map((line) => multiply(toMinor(line.unitPrice), line.quantity))));
}

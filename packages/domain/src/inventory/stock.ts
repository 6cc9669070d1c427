import { divide, fromMinor, toMinor } from '../common/money.js';

/**
 * Stock is counted in units (DESIGN §5); boxes are a view of units. A lot of 25 units with 10
 * per box shows 2 boxes; its unit price is the box price / 10.
 */
export const lowStockUnits = 10;

export type StockLevel = 'out' | 'low' | 'ok';

/** Whole boxes in a number of units: boxesOf(25, 10) = 2. */
export function boxesOf(units: number, unitsPerBox: number): number {
  if (unitsPerBox < 1) return 0;
  return Math.floor(units / unitsPerBox);
}

/** Units in a number of boxes: unitsOf(3, 10) = 30. */
export function unitsOf(boxes: number, unitsPerBox: number): number {
  return boxes * unitsPerBox;
}

/** Price of one unit: the box price / units per box, 2 decimals. unitPrice('10.00', 3) = '3.33'. */
export function unitPrice(pricePerBox: string | number, unitsPerBox: number): string {
  return fromMinor(divide(toMinor(pricePerBox), Math.max(1, Math.trunc(unitsPerBox))));
}

/** Out of stock at 0 units, low at 10 or fewer (spec part 2 §9). */
export function stockLevel(units: number): StockLevel {
  if (units <= 0) return 'out';
  if (units <= lowStockUnits) return 'low';
  return 'ok';
}

/**
 * Units of a lot after the Edit Inventory Item dialog: the boxes asked for times the units per
 * box, plus the loose units of an opened box (kept while they fit in one box). A field left out
 * keeps its value, so an edit that changes neither leaves the units as they were.
 * Example: 25 units at 10 per box (2 boxes + 5 loose); quantity 4 -> 45 units; per box 20 -> 45.
 */
export function unitsAfterEdit(
  current: { units: number; unitsPerBox: number },
  edit: { quantity?: number; unitsPerBox?: number },
): number {
  const perBox = edit.unitsPerBox ?? current.unitsPerBox;
  const boxes = edit.quantity ?? boxesOf(current.units, current.unitsPerBox);
  const loose = current.unitsPerBox >= 1 ? current.units % current.unitsPerBox : 0;
  return boxes * perBox + (loose < perBox ? loose : 0);
}

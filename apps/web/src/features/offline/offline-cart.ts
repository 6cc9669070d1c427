import type { PosProduct, UnitType } from '@assist/domain';
import {
  type PosCartLine,
  type ShownLine,
  addLine,
  planCart,
  setLineQuantity,
  switchLineUnit,
} from '../pos/cart-lines';

/**
 * The /offline page's cart (spec part 1 §2 "Offline POS", §5): one unit of the product per add,
 * taken from its lots earliest expiry first like the till's lines, quantity plus/minus, unit or
 * box, never more than the product's live lots hold ("Insufficient Stock: Only N units
 * available"); 0 or less removes the line.
 */
export type CartChange = { ok: true; lines: PosCartLine[] } | { ok: false; available: number };

/**
 * Adds one unit of the product, from its earliest-expiring lot that still has units, or from
 * `pinnedLot` (the lot a GS1 pack scan named): that lot is what the sale records and the sync books.
 */
export function addOne(
  lines: readonly PosCartLine[],
  product: PosProduct,
  today: string,
  pinnedLot: number | null = null,
): CartChange {
  if (!product.sellable) return { ok: false, available: 0 };
  const existing = lines.findIndex(
    (l) => l.productId === product.id && l.unitType === 'unit' && l.pinnedLot === pinnedLot,
  );
  const after = addLine(lines, product, pinnedLot, 1, 'unit');
  return withinStock(after, existing === -1 ? lines.length : existing, today);
}

/** Sets a line's quantity, refused when the product's lots (its other lines included) would not cover it. */
export function changeQuantity(lines: readonly PosCartLine[], index: number, quantity: number, today: string) {
  if (!lines[index]) return { ok: true, lines: [...lines] } as CartChange;
  if (quantity <= 0) return { ok: true, lines: setLineQuantity(lines, index, 0) } as CartChange;
  return withinStock(setLineQuantity(lines, index, quantity), index, today);
}

/** Sells the line by the unit or by the box (the quantity converted). */
export function changeUnit(lines: readonly PosCartLine[], index: number, unitType: UnitType, today: string) {
  if (!lines[index]) return { ok: true, lines: [...lines] } as CartChange;
  return withinStock(switchLineUnit(lines, index, unitType, today), index, today);
}

/** The cart after a change, or the units the changed line could have had when its lots fall short. */
function withinStock(after: PosCartLine[], index: number, today: string): CartChange {
  const line: ShownLine | undefined = planCart(after, today)[index];
  if (line?.short) return { ok: false, available: line.plan.leftUnits };
  return { ok: true, lines: after };
}

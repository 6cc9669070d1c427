import { type PosProduct, setQuantity, switchUnitType, type UnitType } from '@assist/domain';
import { addLine, cartLotOf, type PosCartLine, unitsInCart } from '../pos/cart-lines';

/**
 * The /offline page's cart (spec part 1 §2 "Offline POS", §5): one unit of the product's
 * recommended lot per add, quantity plus/minus, unit or box, never more than the lot holds
 * ("Insufficient Stock: Only N units available"); 0 or less removes the line.
 */
export type CartChange = { ok: true; lines: PosCartLine[] } | { ok: false; available: number };

/** Adds one unit of the lot to sell first (earliest expiry still sellable). */
export function addOne(lines: readonly PosCartLine[], product: PosProduct): CartChange {
  const lot = product.sellable ? product.expiryDates.find((l) => l.inventoryId === product.inventoryId) : undefined;
  const left = lot ? lot.availableUnits - unitsInCart(lines, lot.inventoryId) : 0;
  if (!lot || left < 1) return { ok: false, available: Math.max(0, left) };
  return { ok: true, lines: addLine(lines, cartLotOf(product, lot), 1, 'unit') };
}

/** Sets a line's quantity, refused when the lot's units (its other lines included) would not cover it. */
export function changeQuantity(lines: readonly PosCartLine[], index: number, quantity: number): CartChange {
  const line = lines[index];
  if (!line) return { ok: true, lines: [...lines] };
  if (quantity <= 0) return { ok: true, lines: setQuantity(lines, index, 0) as PosCartLine[] };
  return withinStock(setQuantity(lines, index, quantity) as PosCartLine[], line.inventoryId);
}

/** Sells the line by the unit or by the box (the quantity converted). */
export function changeUnit(lines: readonly PosCartLine[], index: number, unitType: UnitType): CartChange {
  const line = lines[index];
  if (!line) return { ok: true, lines: [...lines] };
  return withinStock(switchUnitType(lines, index, unitType) as PosCartLine[], line.inventoryId);
}

function withinStock(after: PosCartLine[], inventoryId: number): CartChange {
  const line = after.find((l) => l.inventoryId === inventoryId);
  if (line && unitsInCart(after, inventoryId) > line.availableUnits)
    return { ok: false, available: line.availableUnits };
  return { ok: true, lines: after };
}

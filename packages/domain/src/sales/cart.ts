import { fromMinor, multiply, sum, toMinor } from '../common/money.js';
import { unitPrice } from '../inventory/stock.js';

export type UnitType = 'unit' | 'box';

/** What the cart needs to know about the lot a line sells from. */
export interface CartLot {
  inventoryId: number;
  productName: string;
  unitsPerBox: number;
  /** Retail price of one box, "12.50". */
  retailPrice: string;
  availableUnits: number;
  expiryDate: string | null;
}

export interface CartLine extends CartLot {
  quantity: number;
  unitType: UnitType;
  /** Price of one unit or one box, by unitType. */
  unitPrice: string;
  totalPrice: string;
}

/** Price of one item of the type: a box at the retail price, a unit at box price / units per box. */
export function priceFor(lot: Pick<CartLot, 'retailPrice' | 'unitsPerBox'>, unitType: UnitType): string {
  return unitType === 'box' ? lot.retailPrice : unitPrice(lot.retailPrice, lot.unitsPerBox);
}

function line(lot: CartLot, quantity: number, unitType: UnitType): CartLine {
  const price = priceFor(lot, unitType);
  return { ...lot, quantity, unitType, unitPrice: price, totalPrice: fromMinor(multiply(toMinor(price), quantity)) };
}

/** Units a line takes from its lot: 2 boxes of 10 = 20 units. */
export function unitsRequested(item: { quantity: number; unitType: UnitType; unitsPerBox: number }): number {
  return item.unitType === 'box' ? item.quantity * item.unitsPerBox : item.quantity;
}

/** True when the line asks for more units than its lot holds (checkout is then disabled). */
export function isShort(item: CartLine): boolean {
  return unitsRequested(item) > item.availableUnits;
}

/** Adds to the cart; the same lot with the same unit type merges into one line. */
export function addToCart(cart: readonly CartLine[], lot: CartLot, quantity: number, unitType: UnitType): CartLine[] {
  const index = cart.findIndex((l) => l.inventoryId === lot.inventoryId && l.unitType === unitType);
  if (index === -1) return [...cart, line(lot, quantity, unitType)];
  return cart.map((l, i) => (i === index ? line(l, l.quantity + quantity, unitType) : l));
}

/** Sets a line's quantity; 0 or less removes the line. */
export function setQuantity(cart: readonly CartLine[], index: number, quantity: number): CartLine[] {
  if (quantity <= 0) return cart.filter((_, i) => i !== index);
  return cart.map((l, i) => (i === index ? line(l, Math.trunc(quantity), l.unitType) : l));
}

/**
 * Switches a line between units and boxes, converting the quantity: box -> unit multiplies,
 * unit -> box rounds up (25 units at 10 per box -> 3 boxes). The total follows the new price.
 */
export function switchUnitType(cart: readonly CartLine[], index: number, unitType: UnitType): CartLine[] {
  return cart.map((l, i) => {
    if (i !== index || l.unitType === unitType) return l;
    const quantity = unitType === 'unit' ? l.quantity * l.unitsPerBox : Math.ceil(l.quantity / l.unitsPerBox);
    return line(l, quantity, unitType);
  });
}

/** Subtotal of the lines in minor units. */
export function subtotalMinor(cart: readonly Pick<CartLine, 'totalPrice'>[]): number {
  return sum(cart.map((l) => toMinor(l.totalPrice)));
}

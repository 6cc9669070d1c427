import {
  type CartDraft,
  type CartDraftCreateRequest,
  type CartLine,
  type CartLot,
  type PaymentMethod,
  type PosExpiryDate,
  type PosProduct,
  type SaleItemInput,
  type UnitType,
  addToCart,
  setQuantity,
  switchUnitType,
  unitsRequested,
} from '@assist/domain';
import type { PosCatalog } from './catalog';

/** A cart lot that also knows its product, so a held cart can be saved and reloaded. */
export interface PosCartLot extends CartLot {
  productId: number;
  barcode: string;
}
export type PosCartLine = CartLine & PosCartLot;

/*
 * The domain's cart rules build each line by spreading the lot, so the product fields ride along;
 * only their declared return type is the narrower CartLine[]. These wrappers restore the type.
 */
export const addLine = (lines: readonly PosCartLine[], lot: PosCartLot, quantity: number, unitType: UnitType) =>
  addToCart(lines, lot, quantity, unitType) as PosCartLine[];
export const setLineQuantity = (lines: readonly PosCartLine[], index: number, quantity: number) =>
  setQuantity(lines, index, quantity) as PosCartLine[];
export const switchLineUnit = (lines: readonly PosCartLine[], index: number, unitType: UnitType) =>
  switchUnitType(lines, index, unitType) as PosCartLine[];

/** The cart lot of one lot of a preloaded product. */
export function cartLotOf(product: PosProduct, lot: PosExpiryDate): PosCartLot {
  return {
    inventoryId: lot.inventoryId,
    productName: product.name,
    unitsPerBox: lot.unitsPerBox,
    retailPrice: lot.retailPrice,
    availableUnits: lot.availableUnits,
    expiryDate: lot.date,
    productId: product.id,
    barcode: product.barcode,
  };
}

/**
 * Lots the cart asks more units of than they hold. Lines of one lot count together (a box line
 * and a unit line of the same lot share its units), so checkout never meets a 409 it could foresee.
 * Example: lot of 25 units, 10 per box: 2 boxes + 6 units = 26 -> short; 2 boxes + 5 units -> fine.
 */
export function shortLots(lines: readonly CartLine[]): Set<number> {
  const asked = new Map<number, { units: number; available: number }>();
  for (const line of lines) {
    const entry = asked.get(line.inventoryId) ?? { units: 0, available: line.availableUnits };
    entry.units += unitsRequested(line);
    entry.available = Math.min(entry.available, line.availableUnits);
    asked.set(line.inventoryId, entry);
  }
  return new Set([...asked].filter(([, entry]) => entry.units > entry.available).map(([id]) => id));
}

/** Units of a lot the cart already holds. */
export function unitsInCart(lines: readonly CartLine[], inventoryId: number): number {
  return lines
    .filter((line) => line.inventoryId === inventoryId)
    .reduce((total, line) => total + unitsRequested(line), 0);
}

/** Every line's lot as the latest preload has it (units left now; a lot sold out elsewhere has 0). */
export function withCurrentStock(lines: readonly PosCartLine[], catalog: PosCatalog): PosCartLine[] {
  return lines.map((line) => {
    const availableUnits = catalog.lots.get(line.inventoryId)?.lot.availableUnits ?? 0;
    return availableUnits === line.availableUnits ? line : { ...line, availableUnits };
  });
}

/** After a 409: the lot holds only `availableUnits`. */
export function withLotStock(
  lines: readonly PosCartLine[],
  inventoryId: number,
  availableUnits: number,
): PosCartLine[] {
  return lines.map((line) => (line.inventoryId === inventoryId ? { ...line, availableUnits } : line));
}

export function saleItemsOf(lines: readonly CartLine[]): SaleItemInput[] {
  return lines.map(({ inventoryId, quantity, unitType }) => ({ inventoryId, quantity, unitType }));
}

/** Identifies what a checkout sends: the same key means the same sale (see sale-attempt.ts). */
export function cartKey(lines: readonly CartLine[], paymentMethod: PaymentMethod, taxRate: number): string {
  return JSON.stringify([saleItemsOf(lines), paymentMethod, taxRate]);
}

/** Hold Sale: the cart as a draft body. */
export function draftOf(
  lines: readonly PosCartLine[],
  totals: { subtotal: string; total: string },
  names: { draftName: string; customerName?: string | undefined },
): CartDraftCreateRequest {
  return {
    draftName: names.draftName,
    customerName: names.customerName || null,
    cartItems: lines.map((line) => ({
      inventoryId: line.inventoryId,
      productId: line.productId,
      productName: line.productName,
      barcode: line.barcode,
      quantity: line.quantity,
      unitType: line.unitType,
      unitPrice: line.unitPrice,
      totalPrice: line.totalPrice,
      expiryDate: line.expiryDate,
    })),
    subtotal: totals.subtotal,
    total: totals.total,
  };
}

/**
 * A held cart back in the till, priced and stocked from the current preload. Lines whose lot has
 * nothing left any more cannot come back; `missing` counts them so the cashier is told.
 */
export function linesFromDraft(draft: CartDraft, catalog: PosCatalog): { lines: PosCartLine[]; missing: number } {
  let lines: PosCartLine[] = [];
  let missing = 0;
  for (const item of draft.cartItems) {
    const found = catalog.lots.get(item.inventoryId);
    if (!found) {
      missing++;
      continue;
    }
    lines = addLine(lines, cartLotOf(found.product, found.lot), item.quantity, item.unitType);
  }
  return { lines, missing };
}

import {
  type CartDraft,
  type CartDraftCreateRequest,
  type LinePart,
  type LineLot,
  type PaymentMethod,
  type PlannedLine,
  type PosExpiryDate,
  type PosProduct,
  type ProductLine,
  type SaleItemInput,
  type UnitType,
  planLines,
  priceFor,
  referenceLot,
} from '@assist/domain';
import type { PosCatalog } from './catalog';

/**
 * A line of the till's cart: a product (not a lot), sold by the unit or the box from its lots
 * earliest expiry first, or from one lot chosen in the expiry picker (`pinnedLot`). The lots are
 * the preload's; planCart splits each line into what it takes from which lot
 * (docs/decisions/2026-11-25-cart-lines-across-lots.md).
 */
export interface PosCartLine extends ProductLine {
  barcode: string;
}

/** A cart line as shown and sold: its plan (parts per lot), price and whether stock covers it. */
export interface ShownLine extends PosCartLine {
  plan: PlannedLine;
  /** Units (or boxes) per box of the lot that stands for the line: what the unit toggle converts with. */
  unitsPerBox: number;
  /** Price of one item of the line's type (its first lot's); the parts say when lots differ. */
  unitPrice: string;
  totalPrice: string;
  short: boolean;
  /** The lot the line starts from (pinned, or the first it takes from). */
  inventoryId: number;
  expiryDate: string | null;
}

/** A lot as a cart line plans from it; a recalled one (lane recalls) has nothing to sell. */
export const lineLotOf = (lot: PosExpiryDate): LineLot => ({
  inventoryId: lot.inventoryId,
  expiryDate: lot.date,
  availableUnits: lot.recalled ? 0 : lot.availableUnits,
  unitsPerBox: lot.unitsPerBox,
  retailPrice: lot.retailPrice,
});

/**
 * Adds `quantity` of the product; `pinnedLot` null sells from its lots earliest expiry first.
 * The same product with the same unit type and lot choice merges into one line.
 */
export function addLine(
  lines: readonly PosCartLine[],
  product: PosProduct,
  pinnedLot: number | null,
  quantity: number,
  unitType: UnitType,
): PosCartLine[] {
  const lots = product.expiryDates.map(lineLotOf);
  const index = lines.findIndex(
    (l) => l.productId === product.id && l.unitType === unitType && l.pinnedLot === pinnedLot,
  );
  if (index !== -1) return lines.map((l, i) => (i === index ? { ...l, lots, quantity: l.quantity + quantity } : l));
  const line = { productId: product.id, productName: product.name, barcode: product.barcode, lots, pinnedLot };
  return [...lines, { ...line, unitType, quantity }];
}

/** Sets a line's quantity; 0 or less removes the line. */
export function setLineQuantity(lines: readonly PosCartLine[], index: number, quantity: number): PosCartLine[] {
  if (quantity <= 0) return lines.filter((_, i) => i !== index);
  return lines.map((l, i) => (i === index ? { ...l, quantity: Math.trunc(quantity) } : l));
}

/**
 * Switches a line between units and boxes with its lot's box size: box -> unit multiplies,
 * unit -> box rounds up (25 units at 10 per box -> 3 boxes).
 */
export function switchLineUnit(lines: readonly PosCartLine[], index: number, unitType: UnitType, today: string) {
  return lines.map((l, i) => {
    if (i !== index || l.unitType === unitType) return l;
    const perBox = referenceLot(l, today)?.unitsPerBox ?? 1;
    const quantity = unitType === 'unit' ? l.quantity * perBox : Math.ceil(l.quantity / perBox);
    return { ...l, unitType, quantity };
  });
}

/** The lines planned against the lots they share: parts per lot, prices and short lines. */
export function planCart(lines: readonly PosCartLine[], today: string): ShownLine[] {
  const plans = planLines(lines, today);
  return lines.map((line, i) => {
    const plan = plans[i] as PlannedLine;
    const reference = referenceLot(line, today);
    const first = plan.parts[0];
    return {
      ...line,
      plan,
      unitsPerBox: reference?.unitsPerBox ?? 1,
      unitPrice: first?.unitPrice ?? (reference ? priceFor(reference, line.unitType) : '0.00'),
      totalPrice: plan.totalPrice,
      short: plan.missing > 0,
      inventoryId: line.pinnedLot ?? first?.inventoryId ?? reference?.inventoryId ?? 0,
      expiryDate: first?.expiryDate ?? reference?.expiryDate ?? null,
    };
  });
}

/** Units of a lot the cart takes. */
export function unitsInCart(shown: readonly ShownLine[], inventoryId: number): number {
  return shown
    .flatMap((line) => line.plan.parts)
    .filter((p) => p.inventoryId === inventoryId)
    .reduce((total, p) => total + p.units, 0);
}

/** The parts of every line, each with its product: what a sale (online or offline) is made of. */
export function saleParts(shown: readonly ShownLine[]): (LinePart & { productId: number; productName: string })[] {
  return shown.flatMap((line) =>
    line.plan.parts.map((p) => ({ ...p, productId: line.productId, productName: line.productName })),
  );
}

export function saleItemsOf(shown: readonly ShownLine[]): SaleItemInput[] {
  return saleParts(shown).map(({ inventoryId, quantity, unitType }) => ({ inventoryId, quantity, unitType }));
}

/** Identifies what a checkout sends: the same key means the same sale (see sale-attempt.ts). */
export function cartKey(shown: readonly ShownLine[], paymentMethod: PaymentMethod, taxRate: number): string {
  return JSON.stringify([saleItemsOf(shown), paymentMethod, taxRate]);
}

/** Every line's lots as the latest preload has them (a product gone from it has no units left). */
export function withCurrentStock(lines: readonly PosCartLine[], catalog: PosCatalog): PosCartLine[] {
  return lines.map((line) => {
    const product = catalog.byProductId.get(line.productId);
    const lots = product ? product.expiryDates.map(lineLotOf) : line.lots.map((lot) => ({ ...lot, availableUnits: 0 }));
    return { ...line, lots };
  });
}

/** After a 409: the lot holds only `availableUnits`; the lines taking from it plan again. */
export function withLotStock(lines: readonly PosCartLine[], inventoryId: number, availableUnits: number) {
  return lines.map((line) =>
    line.lots.some((lot) => lot.inventoryId === inventoryId)
      ? { ...line, lots: line.lots.map((lot) => (lot.inventoryId === inventoryId ? { ...lot, availableUnits } : lot)) }
      : line,
  );
}

/** Hold Sale: the cart as a draft body, one item per line (its lot, and whether it was chosen on purpose). */
export function draftOf(
  shown: readonly ShownLine[],
  totals: { subtotal: string; total: string },
  names: { draftName: string; customerName?: string | undefined },
): CartDraftCreateRequest {
  return {
    draftName: names.draftName,
    customerName: names.customerName || null,
    cartItems: shown.map((line) => ({
      inventoryId: line.inventoryId,
      productId: line.productId,
      productName: line.productName,
      barcode: line.barcode,
      quantity: line.quantity,
      unitType: line.unitType,
      unitPrice: line.unitPrice,
      totalPrice: line.totalPrice,
      expiryDate: line.expiryDate,
      pinned: line.pinnedLot !== null,
    })),
    subtotal: totals.subtotal,
    total: totals.total,
  };
}

/**
 * A held cart back in the till, stocked from the current preload. A line finds its product by its
 * lot or its product id; a pinned line whose lot is gone sells from the product's other lots.
 * Lines whose product has nothing left cannot come back; `missing` counts them.
 */
export function linesFromDraft(draft: CartDraft, catalog: PosCatalog): { lines: PosCartLine[]; missing: number } {
  let lines: PosCartLine[] = [];
  let missing = 0;
  for (const item of draft.cartItems) {
    const byLot = catalog.lots.get(item.inventoryId);
    const product = byLot?.product ?? (item.productId ? catalog.byProductId.get(item.productId) : undefined);
    if (!product) {
      missing++;
      continue;
    }
    const pinned = item.pinned === true && byLot ? item.inventoryId : null;
    lines = addLine(lines, product, pinned, item.quantity, item.unitType);
  }
  return { lines, missing };
}

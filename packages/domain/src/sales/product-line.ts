import { fromMinor, multiply, sum, toMinor } from '../common/money.js';
import { daysUntil } from '../inventory/expiry.js';
import { type UnitType, priceFor } from './cart.js';
import { sellableInFefoOrder } from './fefo.js';

/** One lot a cart line may sell from, as the till last saw it. */
export interface LineLot {
  inventoryId: number;
  expiryDate: string | null;
  availableUnits: number;
  unitsPerBox: number;
  /** Retail price of one box. */
  retailPrice: string;
}

/**
 * A cart line is a product (docs/decisions/2026-11-25-cart-lines-across-lots.md): so many boxes
 * or units, taken from the product's live lots earliest expiry first, or from one lot chosen on
 * purpose in the expiry picker (`pinnedLot`).
 */
export interface ProductLine {
  productId: number;
  productName: string;
  unitType: UnitType;
  quantity: number;
  /** Every lot of the product the till knows (expired and empty ones are passed over). */
  lots: readonly LineLot[];
  pinnedLot: number | null;
}

/** What a line takes from one lot: one checkout line (`POST /api/sales` item) of its own. */
export interface LinePart {
  inventoryId: number;
  expiryDate: string | null;
  quantity: number;
  unitType: UnitType;
  units: number;
  unitsPerBox: number;
  unitPrice: string;
  totalPrice: string;
}

export interface PlannedLine {
  parts: LinePart[];
  /** Boxes or units (the line's type) that no lot could give: above 0 blocks checkout. */
  missing: number;
  /** Units the line asks for, and the units its lots could give it after the lines planned before it. */
  askedUnits: number;
  leftUnits: number;
  /** The parts' prices, plus the missing quantity at the line's first lot's price. */
  totalPrice: string;
}

const isExpired = (lot: LineLot, today: string) => {
  const days = lot.expiryDate ? daysUntil(lot.expiryDate, today) : null;
  return days !== null && days < 0;
};

/** The lots a line sells from, in order: its pinned lot alone (if not expired), else the live lots earliest expiry first. */
export function lotsOfLine(line: Pick<ProductLine, 'lots' | 'pinnedLot'>, today: string): LineLot[] {
  if (line.pinnedLot !== null)
    return line.lots.filter((lot) => lot.inventoryId === line.pinnedLot && !isExpired(lot, today));
  const fefo = sellableInFefoOrder(
    line.lots.map((lot) => ({
      lot,
      inventoryId: lot.inventoryId,
      expiryDate: lot.expiryDate,
      quantityUnits: lot.availableUnits,
    })),
    today,
  );
  return fefo.map((entry) => entry.lot);
}

/** The lot whose box size and price stand for the line (pinned, else the first live lot, else any). */
export function referenceLot(line: Pick<ProductLine, 'lots' | 'pinnedLot'>, today: string): LineLot | undefined {
  const pinned = line.pinnedLot === null ? undefined : line.lots.find((lot) => lot.inventoryId === line.pinnedLot);
  return pinned ?? lotsOfLine(line, today)[0] ?? line.lots[0];
}

function part(lot: LineLot, quantity: number, unitType: UnitType): LinePart {
  const unitPrice = priceFor(lot, unitType);
  return {
    inventoryId: lot.inventoryId,
    expiryDate: lot.expiryDate,
    quantity,
    unitType,
    units: unitType === 'box' ? quantity * lot.unitsPerBox : quantity,
    unitsPerBox: lot.unitsPerBox,
    unitPrice,
    totalPrice: fromMinor(multiply(toMinor(unitPrice), quantity)),
  };
}

/** Planning order: lines pinned to a lot first, then box lines (whole boxes), then unit lines. */
const rank = (line: ProductLine) => (line.pinnedLot !== null ? 0 : line.unitType === 'box' ? 1 : 2);

/**
 * Splits every cart line into what it takes from each lot, the lines sharing the lots' units.
 * A box line takes whole boxes only (a lot with 7 units of 10 a box has none to give), a unit
 * line any units; each earliest expiry first unless pinned. Lines keep the cart's order.
 *
 * Worked example (today 2026-11-25; lots of 10 units a box at 5.00 a box, 0.50 a unit):
 *   lot A exp. 2026-12-01 holds 10 units, lot B exp. 2027-06-01 holds 40, lot C expired 30.
 *   "3 boxes" -> A 1 box, B 2 boxes (not "30 units asked, 10 left"), 15.00, nothing missing.
 *   Add "5 units": the boxes took A's 10, so B gives 5 units (B has 15 left), 2.50.
 *   "3 boxes" pinned to A -> A 1 box, 2 boxes missing: asked 30 units, 10 left, checkout blocked.
 */
export function planLines(lines: readonly ProductLine[], today: string): PlannedLine[] {
  const left = new Map<number, number>();
  for (const line of lines)
    for (const lot of line.lots)
      if (!left.has(lot.inventoryId)) left.set(lot.inventoryId, Math.max(0, lot.availableUnits));
  const planned = new Array<PlannedLine>(lines.length);
  const order = lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => rank(a.line) - rank(b.line) || a.index - b.index);
  for (const { line, index } of order) planned[index] = planLine(line, left, today);
  return planned;
}

function planLine(line: ProductLine, left: Map<number, number>, today: string): PlannedLine {
  const parts: LinePart[] = [];
  let wanted = line.quantity;
  let leftUnits = 0;
  for (const lot of lotsOfLine(line, today)) {
    const units = left.get(lot.inventoryId) ?? 0;
    const can = line.unitType === 'box' ? Math.floor(units / lot.unitsPerBox) : units;
    leftUnits += line.unitType === 'box' ? can * lot.unitsPerBox : can;
    const take = Math.min(wanted, can);
    if (take <= 0) continue;
    const taken = part(lot, take, line.unitType);
    parts.push(taken);
    left.set(lot.inventoryId, units - taken.units);
    wanted -= take;
  }
  const reference = referenceLot(line, today);
  const perItem = line.unitType === 'box' ? (reference?.unitsPerBox ?? 1) : 1;
  const takenUnits = parts.reduce((total, p) => total + p.units, 0);
  const missingMinor = wanted > 0 && reference ? multiply(toMinor(priceFor(reference, line.unitType)), wanted) : 0;
  return {
    parts,
    missing: wanted,
    askedUnits: takenUnits + wanted * perItem,
    leftUnits,
    totalPrice: fromMinor(sum([...parts.map((p) => toMinor(p.totalPrice)), missingMinor])),
  };
}

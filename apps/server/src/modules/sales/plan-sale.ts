import {
  type Allocation,
  DomainError,
  type SaleItemInput,
  allocateFefo,
  averageUnitCost,
  daysUntil,
  fitsAmount,
  fromMinor,
  multiply,
  priceFor,
  toMinor,
  unitCost,
  unitsRequested,
} from '@assist/domain';
import type { LockedLot } from './locked-lots.js';

/** A sale line as it will be written: priced from its lot, with the units it takes from which lots. */
export interface PlannedLine {
  lot: LockedLot;
  quantity: number;
  unitType: 'unit' | 'box';
  units: number;
  unitPrice: string;
  totalPrice: string;
  unitCost: string;
  takes: Allocation[];
  /** Units an offline sale sold that no lot held. */
  shortfall: number;
}

export interface SalePlan {
  lines: PlannedLine[];
  /** Units to take out of each lot. */
  decrements: Map<number, number>;
}

// The planner knows nothing of HTTP: it throws DomainErrors (a code of error-codes.ts and its
// values), answered by the server with that code's status (platform/errors.ts, asHttpError).

/** Thrown when a lot cannot cover a line: the 409 of DESIGN §5 with the product and the units left. */
export function insufficientStock(lot: LockedLot, availableUnits: number, requestedUnits: number) {
  return new DomainError('insufficient_stock', {
    inventoryId: lot.id,
    productName: lot.productName,
    availableUnits,
    requestedUnits,
  });
}

function lotOf(lots: Map<number, LockedLot>, id: number): LockedLot {
  const lot = lots.get(id);
  if (!lot) throw new DomainError('inventory_item_not_found');
  return lot;
}

function priced(lot: LockedLot, item: SaleItemInput) {
  const units = unitsRequested({ ...item, unitsPerBox: lot.unitsPerBox });
  const unitPrice = priceFor(lot, item.unitType);
  const lineTotal = multiply(toMinor(unitPrice), item.quantity);
  if (!fitsAmount(lineTotal)) throw new DomainError('total_too_large');
  const totalPrice = fromMinor(lineTotal);
  return { lot, quantity: item.quantity, unitType: item.unitType, units, unitPrice, totalPrice };
}

/**
 * Why an online sale cannot be served, as the error to answer: a lot that is not the tenant's
 * (404), past its expiry date on `today` (409 expired), of a recalled batch (409 lot_recalled), or short of the units its lines ask for,
 * lines of one lot added up (409 insufficient_stock). Throws the first; returns when all is well.
 */
export function assertSellable(items: SaleItemInput[], lots: Map<number, LockedLot>, today: string): void {
  const asked = new Map<number, number>();
  for (const line of items.map((item) => priced(lotOf(lots, item.inventoryId), item))) {
    const days = daysUntil(line.lot.expiryDate, today);
    if (days !== null && days < 0) {
      throw new DomainError('expired', {
        inventoryId: line.lot.id,
        productName: line.lot.productName,
        expiryDate: line.lot.expiryDate,
      });
    }
    if (line.lot.recalled) {
      throw new DomainError('lot_recalled', {
        inventoryId: line.lot.id,
        productName: line.lot.productName,
        batchNumber: line.lot.batchNumber ?? '',
      });
    }
    asked.set(line.lot.id, (asked.get(line.lot.id) ?? 0) + line.units);
  }
  for (const [id, units] of asked) {
    const lot = lotOf(lots, id);
    if (lot.quantityUnits < units) throw insufficientStock(lot, lot.quantityUnits, units);
  }
}

/** An online sale whose stock was taken: each line priced from its lot, taking its units from it. */
export function planOnlineSale(items: SaleItemInput[], lots: Map<number, LockedLot>): SalePlan {
  const lines = items.map((item) => priced(lotOf(lots, item.inventoryId), item));
  const decrements = new Map<number, number>();
  for (const line of lines) decrements.set(line.lot.id, (decrements.get(line.lot.id) ?? 0) + line.units);
  return {
    lines: lines.map((line) => ({
      ...line,
      unitCost: unitCost(line.lot.costPrice, line.lot.unitsPerBox),
      takes: [{ inventoryId: line.lot.id, units: line.units }],
      shortfall: 0,
    })),
    decrements,
  };
}

/**
 * An offline sale is a fact (DESIGN §5): each line takes what its lot holds, then the rest from
 * the product's other live lots, earliest expiry first; what no lot holds is the line's shortfall.
 * Example: a line of 8 units from lot A (5 left), lot B of the product holds 2 -> A 5, B 2, shortfall 1.
 */
export function planOfflineSale(items: SaleItemInput[], lots: Map<number, LockedLot>, today: string): SalePlan {
  const left = new Map([...lots.values()].map((lot) => [lot.id, lot.quantityUnits]));
  const decrements = new Map<number, number>();
  const take = (inventoryId: number, units: number) => {
    left.set(inventoryId, (left.get(inventoryId) ?? 0) - units);
    decrements.set(inventoryId, (decrements.get(inventoryId) ?? 0) + units);
  };
  const lines = items.map((item) => {
    const line = priced(lotOf(lots, item.inventoryId), item);
    const own = Math.min(line.units, Math.max(0, left.get(line.lot.id) ?? 0));
    const others = [...lots.values()]
      .filter((lot) => lot.productId === line.lot.productId && lot.id !== line.lot.id && !lot.archived && !lot.recalled)
      .map((lot) => ({ inventoryId: lot.id, expiryDate: lot.expiryDate, quantityUnits: left.get(lot.id) ?? 0 }));
    const rest = allocateFefo(others, line.units - own, today);
    const takes = [...(own > 0 ? [{ inventoryId: line.lot.id, units: own }] : []), ...rest.allocations];
    for (const t of takes) take(t.inventoryId, t.units);
    const costs = takes.map((t) => ({ unitCost: lotUnitCost(lotOf(lots, t.inventoryId)), units: t.units }));
    costs.push({ unitCost: lotUnitCost(line.lot), units: rest.shortfall });
    // The line is kept on a lot it took from, so every lot a sale line names has a sale movement.
    const lot = own === 0 && takes[0] ? lotOf(lots, takes[0].inventoryId) : line.lot;
    return { ...line, lot, unitCost: averageUnitCost(costs), takes, shortfall: rest.shortfall };
  });
  return { lines, decrements };
}

const lotUnitCost = (lot: LockedLot) => unitCost(lot.costPrice, lot.unitsPerBox);

import { daysUntil } from '../inventory/expiry.js';

export interface FefoLot {
  inventoryId: number;
  expiryDate: string | null;
  quantityUnits: number;
}

/**
 * Lots in the order they should be sold: earliest expiry first, lots without a date last, expired
 * lots left out (they cannot be sold online). Ties keep the older lot (lower id) first.
 */
export function sellableInFefoOrder<L extends FefoLot>(lots: readonly L[], today: string): L[] {
  return lots
    .filter((lot) => lot.quantityUnits > 0)
    .filter((lot) => {
      const days = lot.expiryDate ? daysUntil(lot.expiryDate, today) : null;
      return days === null || days >= 0;
    })
    .sort((a, b) => {
      if (a.expiryDate === b.expiryDate) return a.inventoryId - b.inventoryId;
      if (!a.expiryDate) return 1;
      if (!b.expiryDate) return -1;
      return a.expiryDate < b.expiryDate ? -1 : 1;
    });
}

/** The lot to recommend at the point of sale, or null when nothing can be sold. */
export function recommendedLot<L extends FefoLot>(lots: readonly L[], today: string): L | null {
  return sellableInFefoOrder(lots, today)[0] ?? null;
}

export interface Allocation {
  inventoryId: number;
  units: number;
}

/**
 * Takes `units` from the lots earliest expiry first (expired lots included last, since an offline
 * sale already happened). What no lot holds is the shortfall.
 * Example: lots A (exp. March, 3 units), B (exp. May, 10 units); 5 units -> A 3, B 2, shortfall 0.
 */
export function allocateFefo(
  lots: readonly FefoLot[],
  units: number,
  today: string,
): { allocations: Allocation[]; shortfall: number } {
  const sellable = sellableInFefoOrder(lots, today);
  const expired = lots.filter((lot) => lot.quantityUnits > 0 && !sellable.includes(lot));
  const allocations: Allocation[] = [];
  let left = units;
  for (const lot of [...sellable, ...expired]) {
    if (left <= 0) break;
    const take = Math.min(left, lot.quantityUnits);
    allocations.push({ inventoryId: lot.inventoryId, units: take });
    left -= take;
  }
  return { allocations, shortfall: Math.max(0, left) };
}

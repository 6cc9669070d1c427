import {
  type PosExpiryBand,
  type PosExpiryDate,
  type PosProduct,
  type UnitType,
  posExpiryBand,
  recommendedLot,
} from '@assist/domain';

/** One row of the expiry picker. */
export interface PickerLot {
  lot: PosExpiryDate;
  band: PosExpiryBand;
  recommended: boolean;
  /** Units of the lot not yet in the cart. */
  unitsLeft: number;
  canAddUnit: boolean;
  canAddBox: boolean;
}

/**
 * The expiry picker's rows, earliest expiry first, with the POS bands (expired below 0 days,
 * expiring soon up to 7, within a month up to 30, else good). The earliest lot that may still be
 * sold is recommended; expired lots cannot be added, and a box needs a whole box left.
 * Example (today 2026-01-01, 10 per box): lot 2025-12-31 expired, no adds; lot 2026-01-05 with 4
 * units expiring soon, recommended, units only; lot 2026-06-01 with 30 units good, units or boxes.
 */
export function pickerLots(
  product: PosProduct,
  today: string,
  unitsInCart: (inventoryId: number) => number = () => 0,
): PickerLot[] {
  const recommended = recommendedLot(
    product.expiryDates.map((lot) => ({
      inventoryId: lot.inventoryId,
      expiryDate: lot.date,
      quantityUnits: lot.availableUnits,
    })),
    today,
  );
  return product.expiryDates.map((lot) => {
    const band = posExpiryBand(lot.date, today);
    const unitsLeft = Math.max(0, lot.availableUnits - unitsInCart(lot.inventoryId));
    const sellable = band !== 'expired';
    return {
      lot,
      band,
      recommended: lot.inventoryId === recommended?.inventoryId,
      unitsLeft,
      canAddUnit: sellable && unitsLeft >= 1,
      canAddBox: sellable && unitsLeft >= lot.unitsPerBox,
    };
  });
}

/** True when a tap on the product cannot add it straight away: several lots to choose from, or none sellable. */
export function needsPicker(product: PosProduct): boolean {
  return product.hasMultipleExpiryDates || !product.sellable;
}

/** What one tap or scan adds: a box when the product sells by the box and a whole box is left, else a unit. */
export function defaultUnitType(
  product: Pick<PosProduct, 'unitType'>,
  lot: Pick<PosExpiryDate, 'unitsPerBox'>,
  unitsLeft: number,
): UnitType {
  return product.unitType === 'box' && unitsLeft >= lot.unitsPerBox ? 'box' : 'unit';
}

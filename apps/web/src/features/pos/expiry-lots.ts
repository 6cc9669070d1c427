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
  /**
   * The earliest lot with units left: choosing it adds to the product's line that sells earliest
   * expiry first (and goes on into the next lots); any other row pins a line to that lot.
   */
  recommended: boolean;
  /** Units of the lot not yet in the cart. */
  unitsLeft: number;
  canAddUnit: boolean;
  canAddBox: boolean;
}

/**
 * The expiry picker's rows, earliest expiry first, with the POS bands (expired below 0 days,
 * expiring soon up to 7, within a month up to 30, else good). The earliest lot that may still be
 * sold (with units not yet in the cart) is recommended; expired lots cannot be added, and a box
 * needs a whole box left: in the lot, or for the recommended row in any lot the line goes on to.
 * Example (today 2026-01-01, 10 per box): lot 2025-12-31 expired, no adds; lot 2026-01-05 with 4
 * units expiring soon, recommended, a unit or (from the next lots) a box; lot 2026-06-01 with 30
 * units good, units or boxes.
 */
export function pickerLots(
  product: PosProduct,
  today: string,
  unitsInCart: (inventoryId: number) => number = () => 0,
): PickerLot[] {
  const rows = product.expiryDates.map((lot) => {
    const band = posExpiryBand(lot.date, today);
    const unitsLeft = Math.max(0, lot.availableUnits - unitsInCart(lot.inventoryId));
    // A recalled batch (lane recalls) is shown, never added: online and from the offline copy alike.
    const sellable = band !== 'expired' && lot.recalled !== true;
    return {
      lot,
      band,
      unitsLeft,
      canAddUnit: sellable && unitsLeft >= 1,
      canAddBox: sellable && unitsLeft >= lot.unitsPerBox,
    };
  });
  const recommended = recommendedLot(
    rows.map((row) => ({
      inventoryId: row.lot.inventoryId,
      expiryDate: row.lot.date,
      quantityUnits: row.lot.recalled ? 0 : row.unitsLeft,
    })),
    today,
  );
  const anyBox = rows.some((row) => row.canAddBox);
  return rows.map((row) => {
    const first = row.lot.inventoryId === recommended?.inventoryId;
    return { ...row, recommended: first, canAddBox: first ? anyBox : row.canAddBox };
  });
}

/** True when a tap on the product cannot add it straight away: several lots to choose from, or none sellable. */
export function needsPicker(product: PosProduct): boolean {
  return product.hasMultipleExpiryDates || !product.sellable;
}

/**
 * The unit type the picker's Enter adds: the type of the cart line the add goes to, else of the
 * product's latest line, else the product's own (a box when it sells by the box); a box only while
 * a whole box is left.
 */
export function enterUnitType(
  product: Pick<PosProduct, 'id' | 'unitType'>,
  row: Pick<PickerLot, 'lot' | 'recommended' | 'canAddBox'>,
  lines: readonly { productId: number; pinnedLot: number | null; unitType: UnitType }[],
): UnitType {
  const pinned = row.recommended ? null : row.lot.inventoryId;
  const ofProduct = lines.filter((line) => line.productId === product.id);
  const same = ofProduct.filter((line) => line.pinnedLot === pinned).at(-1) ?? ofProduct.at(-1);
  const wanted = same?.unitType ?? product.unitType;
  return wanted === 'box' && row.canAddBox ? 'box' : 'unit';
}

/** What one tap or scan adds: a box when the product sells by the box and a whole box is left, else a unit. */
export function defaultUnitType(
  product: Pick<PosProduct, 'unitType'>,
  lot: Pick<PosExpiryDate, 'unitsPerBox'>,
  unitsLeft: number,
): UnitType {
  return product.unitType === 'box' && unitsLeft >= lot.unitsPerBox ? 'box' : 'unit';
}

import type { ScanTarget } from '../gs1/scan-code.js';
import type { PosProduct } from './contracts.js';

/** What a scanned pack means at the till: that lot, an expired pack to refuse, or no lot named (FEFO). */
export type ScanPick =
  | { readonly kind: 'lot'; readonly inventoryId: number }
  | { readonly kind: 'expired'; readonly expiryDate: string }
  | { readonly kind: 'recalled'; readonly inventoryId: number; readonly batchNumber: string }
  | { readonly kind: 'fefo' };

type PackOf = Extract<ScanTarget, { ok: true }>;

/**
 * The lot a GS1 pack scan names among the product's lots, one rule for the server's lookup and the
 * till's offline copy. A pack whose printed expiry is before `today` is refused, whatever we hold;
 * so is a pack of a batch we hold as recalled (the change feed brings the mark to the copy). Else the lot with the pack's batch (and expiry when printed); else a lot without a batch with the
 * pack's expiry; else none: the till sells earliest expiry first. Example: pack B7/2027-03-31 and
 * lots [A1 2026-12-31, B7 2027-03-31] -> the B7 lot, though A1 expires first.
 */
export function pickScannedLot(product: PosProduct, pack: PackOf, today: string): ScanPick {
  if (pack.expiryDate !== null && pack.expiryDate < today) return { kind: 'expired', expiryDate: pack.expiryDate };
  if (pack.expiryDate === null && pack.batchNumber === null) return { kind: 'fefo' };
  const sameDate = (date: string) => pack.expiryDate === null || date === pack.expiryDate;
  const recalled = product.expiryDates.find(
    (lot) =>
      lot.recalled === true && pack.batchNumber !== null && lot.batchNumber === pack.batchNumber && sameDate(lot.date),
  );
  if (recalled) return { kind: 'recalled', inventoryId: recalled.inventoryId, batchNumber: pack.batchNumber! };
  const live = product.expiryDates.filter((lot) => lot.date >= today && lot.availableUnits > 0 && !lot.recalled);
  const exact = live.find(
    (lot) => pack.batchNumber !== null && lot.batchNumber === pack.batchNumber && sameDate(lot.date),
  );
  const dated = live.find(
    (lot) => (lot.batchNumber ?? null) === null && pack.expiryDate !== null && lot.date === pack.expiryDate,
  );
  const lot = exact ?? dated;
  return lot ? { kind: 'lot', inventoryId: lot.inventoryId } : { kind: 'fefo' };
}

/** The product as the till adds it for the scanned lot: the top-level lot fields are that lot's. */
export function withScannedLot(product: PosProduct, inventoryId: number): PosProduct {
  const lot = product.expiryDates.find((l) => l.inventoryId === inventoryId);
  if (!lot) return product;
  return {
    ...product,
    inventoryId,
    expiryDate: lot.date,
    batchNumber: lot.batchNumber,
    quantity: lot.quantity,
    availableUnits: lot.availableUnits,
    retailPrice: lot.retailPrice,
    unitsPerBox: lot.unitsPerBox,
    unitType: lot.unitsPerBox > 1 ? 'box' : 'unit',
    scannedInventoryId: inventoryId,
  };
}

import type { PosExpiryDate, PosProduct } from '@assist/domain';

/** A preloaded product for unit tests: one lot per `lots` entry, the first being the recommended one. */
export function posProduct(
  overrides: Partial<PosProduct> & { id: number; name: string; barcode: string },
  lots: Partial<PosExpiryDate>[] = [{}],
): PosProduct {
  const expiryDates = lots.map((lot, i) => ({
    inventoryId: overrides.id * 100 + i,
    date: '2030-01-01',
    quantity: 2,
    availableUnits: 20,
    retailPrice: '12.50',
    unitsPerBox: 10,
    batchNumber: null,
    ...lot,
  }));
  const first = expiryDates[0] as PosExpiryDate;
  return {
    inventoryId: first.inventoryId,
    category: 'medications',
    quantity: first.quantity,
    availableUnits: first.availableUnits,
    retailPrice: first.retailPrice,
    costPrice: '8.00',
    unitsPerBox: first.unitsPerBox,
    unitType: first.unitsPerBox > 1 ? 'box' : 'unit',
    expiryDate: first.date,
    batchNumber: first.batchNumber,
    expiryDates,
    oldestExpiryDate: first.date,
    hasMultipleExpiryDates: expiryDates.length > 1,
    totalQuantity: first.quantity,
    totalAvailableUnits: first.availableUnits,
    sellable: true,
    ...overrides,
  };
}

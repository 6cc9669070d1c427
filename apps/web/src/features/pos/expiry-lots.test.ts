import { describe, expect, it } from 'vitest';
import { defaultUnitType, enterUnitType, needsPicker, pickerLots } from './expiry-lots';
import { posProduct } from '../../offline/test-products';

const today = '2026-01-01';
const product = posProduct({ id: 7, name: 'Paracetamol 500mg', barcode: 'P500' }, [
  { date: '2025-12-31', availableUnits: 30 },
  { date: '2026-01-05', availableUnits: 4 },
  { date: '2026-01-20', availableUnits: 10 },
  { date: '2026-06-01', availableUnits: 30 },
]);

describe('expiry picker rows', () => {
  const rows = pickerLots(product, today);

  it('bands each lot: expired, expiring soon (7 days), within a month (30 days), good', () => {
    expect(rows.map((row) => row.band)).toEqual(['expired', 'expiring_soon', 'within_month', 'good']);
  });

  it('recommends the earliest lot that may still be sold', () => {
    expect(rows.map((row) => row.recommended)).toEqual([false, true, false, false]);
  });

  it('never lets an expired lot be added', () => {
    expect(rows[0]).toMatchObject({ canAddUnit: false, canAddBox: false });
  });

  it('needs a whole box left for Add Box: in the lot, or for the recommended lot in the next ones', () => {
    expect(rows.slice(1).map((row) => [row.canAddUnit, row.canAddBox])).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
  });

  it('counts what the cart already holds, recommending the earliest lot with units left', () => {
    const taken = pickerLots(product, today, (id) => (id === 702 ? 5 : id === 701 ? 4 : 0));
    expect(taken[1]).toMatchObject({ unitsLeft: 0, canAddUnit: false, recommended: false });
    expect(taken[2]).toMatchObject({ unitsLeft: 5, canAddUnit: true, recommended: true, canAddBox: true });
    const onlyLoose = pickerLots(product, today, (id) => ({ 701: 4, 702: 5, 703: 25 })[id] ?? 0);
    expect(onlyLoose[2]).toMatchObject({ recommended: true, canAddBox: false });
  });
});

describe('adding without the picker', () => {
  it('opens the picker for several lots or when nothing may be sold', () => {
    expect(needsPicker(product)).toBe(true);
    expect(needsPicker(posProduct({ id: 1, name: 'A', barcode: 'A' }))).toBe(false);
    expect(needsPicker(posProduct({ id: 1, name: 'A', barcode: 'A', sellable: false }))).toBe(true);
  });

  it.each([
    ['no line: the product sells by the box', [], 'box'],
    ['its earliest-expiry-first line sells units', [{ productId: 7, pinnedLot: null, unitType: 'unit' }], 'unit'],
    [
      'the line it goes to, not another of the product',
      [
        { productId: 7, pinnedLot: null, unitType: 'box' },
        { productId: 7, pinnedLot: 703, unitType: 'unit' },
      ],
      'box',
    ],
    ['else the latest line of the product', [{ productId: 7, pinnedLot: 703, unitType: 'unit' }], 'unit'],
  ] as const)('Enter in the picker adds what the line says: %s', (_, lines, expected) => {
    const row = pickerLots(product, today)[1]!;
    expect(enterUnitType(product, row, lines)).toBe(expected);
  });

  it('adds a box of a product sold by the box while a whole box is left, else a unit', () => {
    const lot = { unitsPerBox: 10 };
    expect(defaultUnitType({ unitType: 'box' }, lot, 10)).toBe('box');
    expect(defaultUnitType({ unitType: 'box' }, lot, 9)).toBe('unit');
    expect(defaultUnitType({ unitType: 'unit' }, { unitsPerBox: 1 }, 5)).toBe('unit');
  });
});

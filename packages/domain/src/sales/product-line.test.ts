import { describe, expect, it } from 'vitest';
import { type LineLot, type ProductLine, planLines, referenceLot } from './product-line.js';

const today = '2026-11-25';
const lot = (inventoryId: number, expiryDate: string | null, availableUnits: number, extra: Partial<LineLot> = {}) => ({
  inventoryId,
  expiryDate,
  availableUnits,
  unitsPerBox: 10,
  retailPrice: '5.00',
  ...extra,
});
// A: earliest, 10 units; B: later, 40 units; C: expired, 30 units; D: empty.
const lots = [lot(2, '2027-06-01', 40), lot(1, '2026-12-01', 10), lot(3, '2026-11-01', 30), lot(4, '2026-12-15', 0)];
const line = (quantity: number, unitType: 'box' | 'unit', pinnedLot: number | null = null): ProductLine => ({
  productId: 9,
  productName: 'Paracetamol 500mg',
  unitType,
  quantity,
  lots,
  pinnedLot,
});
const taken = (lines: ProductLine[]) =>
  planLines(lines, today).map((p) => ({
    parts: p.parts.map((x) => [x.inventoryId, x.quantity, x.unitType]),
    missing: p.missing,
    asked: p.askedUnits,
    left: p.leftUnits,
    total: p.totalPrice,
  }));

describe('planLines: a cart line takes its units across the product lots, earliest expiry first', () => {
  it.each([
    [
      '1 box from the earliest lot',
      [line(1, 'box')],
      [{ parts: [[1, 1, 'box']], missing: 0, asked: 10, left: 50, total: '5.00' }],
    ],
    [
      '3 boxes from a 10-unit lot and the next one (the issue)',
      [line(3, 'box')],
      [
        {
          parts: [
            [1, 1, 'box'],
            [2, 2, 'box'],
          ],
          missing: 0,
          asked: 30,
          left: 50,
          total: '15.00',
        },
      ],
    ],
    [
      '12 units over two lots',
      [line(12, 'unit')],
      [
        {
          parts: [
            [1, 10, 'unit'],
            [2, 2, 'unit'],
          ],
          missing: 0,
          asked: 12,
          left: 50,
          total: '6.00',
        },
      ],
    ],
    [
      '6 boxes: expired and empty lots give nothing',
      [line(6, 'box')],
      [
        {
          parts: [
            [1, 1, 'box'],
            [2, 4, 'box'],
          ],
          missing: 1,
          asked: 60,
          left: 50,
          total: '30.00',
        },
      ],
    ],
    [
      'boxes are planned before units, whatever the cart order',
      [line(5, 'unit'), line(3, 'box')],
      [
        { parts: [[2, 5, 'unit']], missing: 0, asked: 5, left: 20, total: '2.50' },
        {
          parts: [
            [1, 1, 'box'],
            [2, 2, 'box'],
          ],
          missing: 0,
          asked: 30,
          left: 50,
          total: '15.00',
        },
      ],
    ],
    [
      'a line pinned to a lot takes only from it, and first',
      [line(2, 'box'), line(3, 'box', 1)],
      [
        { parts: [[2, 2, 'box']], missing: 0, asked: 20, left: 40, total: '10.00' },
        { parts: [[1, 1, 'box']], missing: 2, asked: 30, left: 10, total: '15.00' },
      ],
    ],
    [
      'a line pinned to an expired lot has nothing',
      [line(1, 'unit', 3)],
      [{ parts: [], missing: 1, asked: 1, left: 0, total: '0.50' }],
    ],
  ] as const)('%s', (_, lines, expected) => {
    expect(taken([...lines])).toEqual(expected);
  });

  it('a box line takes whole boxes only: a lot with 7 loose units is passed over', () => {
    const loose = { ...line(2, 'box'), lots: [lot(1, '2026-12-01', 7), lot(2, '2027-06-01', 25)] };
    expect(taken([loose])).toEqual([{ parts: [[2, 2, 'box']], missing: 0, asked: 20, left: 20, total: '10.00' }]);
    expect(taken([{ ...loose, unitType: 'unit', quantity: 9 }])[0]?.parts).toEqual([
      [1, 7, 'unit'],
      [2, 2, 'unit'],
    ]);
  });

  it('prices each part from its own lot', () => {
    const priced = {
      ...line(3, 'box'),
      lots: [lot(1, '2026-12-01', 10), lot(2, '2027-06-01', 40, { retailPrice: '6.00' })],
    };
    const [plan] = planLines([priced], today);
    expect(plan?.parts.map((p) => p.totalPrice)).toEqual(['5.00', '12.00']);
    expect(plan?.totalPrice).toBe('17.00');
  });

  it('stands the line for its pinned lot, else its first live lot', () => {
    expect(referenceLot(line(1, 'box'), today)?.inventoryId).toBe(1);
    expect(referenceLot(line(1, 'box', 2), today)?.inventoryId).toBe(2);
  });
});

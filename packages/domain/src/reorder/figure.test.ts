import { describe, expect, it } from 'vitest';
import { type ReorderInput, byDaysOfCover, reorderFigure } from './figure.js';

const today = '2026-03-10';
const base: ReorderInput = {
  unitsSold: 56,
  windowDays: 28,
  coverDays: 30,
  leadDays: 3,
  unitsPerBox: 10,
  lots: [],
  requestedUnits: 0,
  onShortageList: false,
  today,
};

describe('reorderFigure', () => {
  it.each([
    // name, input, expected { average, onHand, cover, boxes }
    [
      'steady sales, 20 on hand: 66 - 20 = 46 units -> 5 boxes',
      { lots: [{ units: 20, expiryDate: '2027-01-01' }] },
      [2, 20, 10, 5],
    ],
    [
      'a spike of 280 in the window: 10 a day, 330 - 20 -> 31 boxes',
      { unitsSold: 280, lots: [{ units: 20, expiryDate: '2027-01-01' }] },
      [10, 20, 2, 31],
    ],
    [
      'no sales: nothing suggested, cover endless',
      { unitsSold: 0, lots: [{ units: 20, expiryDate: '2027-01-01' }] },
      [0, 20, null, 0],
    ],
    ['no sales, nothing on hand, not on the shortage list: 0 boxes', { unitsSold: 0 }, [0, 0, 0, 0]],
    ['no sales, nothing on hand, on the shortage list: 1 box', { unitsSold: 0, onShortageList: true }, [0, 0, 0, 1]],
    [
      'lots expiring inside the cover count what sells before expiry: 10 + 10 + 30',
      {
        lots: [
          { units: 30, expiryDate: '2026-05-09' },
          { units: 20, expiryDate: '2026-03-19' },
          { units: 10, expiryDate: '2026-03-14' },
        ],
      },
      [2, 50, 25, 2],
    ],
    [
      'a lot expiring tomorrow with 2 a day counts 4 of 40',
      { lots: [{ units: 40, expiryDate: '2026-03-11' }] },
      [2, 4, 2, 7],
    ],
    [
      'boxes round up: 1 unit short is one box of 10',
      { lots: [{ units: 65, expiryDate: '2027-01-01' }] },
      [2, 65, 32.5, 1],
    ],
    ['exactly enough: 0 boxes', { lots: [{ units: 66, expiryDate: '2027-01-01' }] }, [2, 66, 33, 0]],
    ['more than enough never goes below 0', { lots: [{ units: 500, expiryDate: '2027-01-01' }] }, [2, 500, 250, 0]],
    ['boxes of 1', { unitsPerBox: 1, lots: [{ units: 60, expiryDate: '2027-01-01' }] }, [2, 60, 30, 6]],
    ['customer returns net out: 56 sold - 14 returned = 42 -> 1.5 a day', { unitsSold: 42 }, [1.5, 0, 0, 5]],
    ['returns above sales count as nothing sold', { unitsSold: -3 }, [0, 0, 0, 0]],
    [
      'requested units are not suggested twice: 46 short, 40 requested -> 1 box',
      { requestedUnits: 40, lots: [{ units: 20, expiryDate: '2027-01-01' }] },
      [2, 20, 10, 1],
    ],
    ['expired lots count nothing', { lots: [{ units: 50, expiryDate: '2026-03-09' }] }, [2, 0, 0, 7]],
    ['a lot expiring today sells today only: 2 of 50', { lots: [{ units: 50, expiryDate: today }] }, [2, 2, 1, 7]],
  ] as const)('%s', (_name, change, [average, onHand, cover, boxes]) => {
    const figure = reorderFigure({ ...base, ...change });
    expect(figure).toEqual({
      averageDailyUnits: average,
      unitsOnHand: onHand,
      daysOfCover: cover,
      suggestedBoxes: boxes,
    });
  });

  it('lead time adds to the cover', () => {
    expect(reorderFigure({ ...base, leadDays: 0 }).suggestedBoxes).toBe(6);
    expect(reorderFigure({ ...base, leadDays: 10 }).suggestedBoxes).toBe(8);
  });
});

describe('byDaysOfCover', () => {
  it('least cover first, endless last, then by name', () => {
    const rows = [
      { productName: 'B', daysOfCover: null },
      { productName: 'C', daysOfCover: 3 },
      { productName: 'A', daysOfCover: 3 },
      { productName: 'D', daysOfCover: 0 },
    ];
    expect([...rows].sort(byDaysOfCover).map((r) => r.productName)).toEqual(['D', 'A', 'C', 'B']);
  });
});

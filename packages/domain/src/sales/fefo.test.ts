import { describe, expect, it } from 'vitest';
import { allocateFefo, recommendedLot, sellableInFefoOrder } from './fefo.js';

const today = '2026-11-21';
const lots = [
  { inventoryId: 1, expiryDate: '2027-05-01', quantityUnits: 10 },
  { inventoryId: 2, expiryDate: '2027-03-01', quantityUnits: 3 },
  { inventoryId: 3, expiryDate: '2026-11-01', quantityUnits: 4 },
  { inventoryId: 4, expiryDate: '2027-01-01', quantityUnits: 0 },
  { inventoryId: 5, expiryDate: null, quantityUnits: 2 },
];

describe('FEFO', () => {
  it('orders sellable lots earliest expiry first, skipping expired and empty lots', () => {
    expect(sellableInFefoOrder(lots, today).map((l) => l.inventoryId)).toEqual([2, 1, 5]);
  });

  it('recommends the earliest expiry, or nothing when only expired stock is left', () => {
    expect(recommendedLot(lots, today)?.inventoryId).toBe(2);
    expect(recommendedLot([lots[2]!], today)).toBeNull();
  });

  it('a lot expiring today can still be sold', () => {
    expect(recommendedLot([{ inventoryId: 9, expiryDate: today, quantityUnits: 1 }], today)?.inventoryId).toBe(9);
  });

  it.each([
    [2, [{ inventoryId: 2, units: 2 }], 0],
    [
      5,
      [
        { inventoryId: 2, units: 3 },
        { inventoryId: 1, units: 2 },
      ],
      0,
    ],
    [
      16,
      [
        { inventoryId: 2, units: 3 },
        { inventoryId: 1, units: 10 },
        { inventoryId: 5, units: 2 },
        { inventoryId: 3, units: 1 },
      ],
      0,
    ],
    [
      22,
      [
        { inventoryId: 2, units: 3 },
        { inventoryId: 1, units: 10 },
        { inventoryId: 5, units: 2 },
        { inventoryId: 3, units: 4 },
      ],
      3,
    ],
  ])('allocates %d units with expired stock last and reports the shortfall', (units, allocations, shortfall) => {
    expect(allocateFefo(lots, units, today)).toEqual({ allocations, shortfall });
  });
});

import { describe, expect, it } from 'vitest';
import { approvedItems, approvedQuantityOf, linesTotal, priceChanged } from './approval';

describe('approvedQuantityOf', () => {
  it.each([
    ['5', 12, 5],
    ['12', 12, 12],
    ['15', 12, 12],
    ['0', 12, 0],
    ['-3', 12, 0],
    ['7.9', 12, 7],
    ['', 12, 0],
    ['abc', 12, 0],
    [' 4 ', 12, 4],
  ])('typed %j of %i requested -> %i', (typed, requested, expected) => {
    expect(approvedQuantityOf(typed, requested)).toBe(expected);
  });
});

describe('approvedItems', () => {
  it('sends the typed quantities, and the requested ones where nothing was typed', () => {
    const items = [
      { id: 1, requestedQuantity: 10 },
      { id: 2, requestedQuantity: 4 },
    ];
    expect(approvedItems(items, { 1: '6' })).toEqual([
      { itemId: 1, approvedQuantity: 6 },
      { itemId: 2, approvedQuantity: 4 },
    ]);
  });
});

describe('linesTotal', () => {
  it('charges whole boxes at the box price, one rounding per line, in minor units', () => {
    expect(
      linesTotal(
        [
          { boxPrice: '12.35', unitsPerBox: 10, quantity: 15 },
          { boxPrice: '8.00', unitsPerBox: 4, quantity: 3 },
          { boxPrice: '1.25', unitsPerBox: 1, quantity: 0 },
        ],
        'USD',
      ),
    ).toBe('24.53');
    expect(linesTotal([{ boxPrice: '5750.00', unitsPerBox: 6, quantity: 12 }], 'IQD')).toBe('11500.00');
  });
});

describe('priceChanged', () => {
  it('tells a request line whose price moved since it was sent', () => {
    expect(priceChanged({ supplierRetailPrice: '20.00', currentBoxPrice: '25000000.00' })).toBe(true);
    expect(priceChanged({ supplierRetailPrice: '20.00', currentBoxPrice: '20' })).toBe(false);
    expect(priceChanged({ supplierRetailPrice: '20.00', currentBoxPrice: null })).toBe(false);
  });
});

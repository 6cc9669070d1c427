import { describe, expect, it } from 'vitest';
import { approvedItems, approvedQuantityOf, linesTotal } from './approval';

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
  it('adds the lines in minor units', () => {
    expect(
      linesTotal([
        { unitPrice: '2.50', quantity: 3 },
        { unitPrice: '0.10', quantity: 3 },
        { unitPrice: '1.25', quantity: 0 },
      ]),
    ).toBe('7.80');
  });
});

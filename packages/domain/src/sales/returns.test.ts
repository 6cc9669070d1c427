import { describe, expect, it } from 'vitest';
import { toMinor } from '../common/money.js';
import { clampReturn, returnTax, saleNetOf, statusAfterReturns } from './returns.js';
import { taxOn } from './tax.js';

describe('returns', () => {
  it.each([
    [4, 5, 2, 3],
    [1, 5, 0, 1],
    [9, 5, 0, 5],
    [1, 5, 5, 0],
    [-2, 5, 0, 0],
    [2.7, 5, 0, 2],
  ])('asking %d of %d sold (%d returned) takes back %d', (requested, sold, returned, expected) => {
    expect(clampReturn(requested, sold, returned)).toBe(expected);
  });

  it.each([
    [[{ quantity: 2, returnedQuantity: 0 }], 'completed'],
    [
      [
        { quantity: 2, returnedQuantity: 1 },
        { quantity: 1, returnedQuantity: 0 },
      ],
      'partially_returned',
    ],
    [
      [
        { quantity: 2, returnedQuantity: 2 },
        { quantity: 1, returnedQuantity: 1 },
      ],
      'returned',
    ],
  ] as const)('lines %j leave the sale %s', (lines, status) => {
    expect(statusAfterReturns(lines)).toBe(status);
  });

  it('gives back exactly the tax the sale collected when returned piece by piece', () => {
    const first = returnTax(0, toMinor('0.30'), 8);
    const second = returnTax(toMinor('0.30'), toMinor('0.30'), 8);
    expect([first, second]).toEqual([2, 3]);
    expect(first + second).toBe(taxOn(toMinor('0.60'), 8));
  });

  it.each([
    ['27.00', [], '0.00', '27.00'],
    ['27.00', [['10.00', '0.80']], '10.80', '16.20'],
    [
      '0.65',
      [
        ['0.30', '0.02'],
        ['0.30', '0.03'],
      ],
      '0.65',
      '0.00',
    ],
    ['5.00', [['5.00', '0.00']], '5.00', '0.00'],
  ])('a sale of %s with returns %j gave back %s and is worth %s', (total, returns, returned, net) => {
    const result = saleNetOf(
      toMinor(total),
      returns.map(([amount, tax]) => ({ amount: toMinor(amount as string), tax: toMinor(tax as string) })),
    );
    expect(result).toEqual({ returned: toMinor(returned), net: toMinor(net) });
  });
});

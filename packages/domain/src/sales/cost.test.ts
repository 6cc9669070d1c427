import { describe, expect, it } from 'vitest';
import { averageUnitCost, unitCost } from './cost.js';

describe('unit cost at the time of sale', () => {
  it.each([
    ['10.00', 3, '3.3333'],
    ['1.50', 10, '0.1500'],
    ['7.00', 1, '7.0000'],
    ['0.01', 3, '0.0033'],
    ['20000.00', 20, '1000.0000'],
  ])('a box of %s with %d units costs %s a unit', (cost, perBox, expected) => {
    expect(unitCost(cost, perBox)).toBe(expected);
  });

  it('averages the cost of units taken from several lots by their units', () => {
    expect(
      averageUnitCost([
        { unitCost: '1.0000', units: 2 },
        { unitCost: '4.0000', units: 1 },
      ]),
    ).toBe('2.0000');
    expect(averageUnitCost([{ unitCost: '0.3333', units: 5 }])).toBe('0.3333');
    expect(averageUnitCost([])).toBe('0.0000');
  });
});

import { describe, expect, it } from 'vitest';
import { boxesOf, stockLevel, unitPrice, unitsAfterEdit, unitsOf } from './stock.js';

describe('boxes and units', () => {
  it.each([
    [25, 10, 2],
    [30, 10, 3],
    [9, 10, 0],
    [0, 1, 0],
    [7, 1, 7],
  ])('boxesOf(%i units, %i per box) = %i', (units, perBox, boxes) => {
    expect(boxesOf(units, perBox)).toBe(boxes);
  });

  it('turns boxes into units', () => {
    expect(unitsOf(3, 10)).toBe(30);
    expect(unitsOf(1, 1)).toBe(1);
  });

  it.each([
    ['10.00', 3, '3.33'],
    ['10.00', 6, '1.67'],
    ['12.50', 1, '12.50'],
    ['0.00', 5, '0.00'],
    [5000, 20, '250.00'],
    ['1.00', 3, '0.33'],
  ])('unitPrice(%s per box, %i per box) = %s', (price, perBox, unit) => {
    expect(unitPrice(price, perBox)).toBe(unit);
  });

  it.each([
    [0, 'out'],
    [-2, 'out'],
    [1, 'low'],
    [10, 'low'],
    [11, 'ok'],
  ])('stockLevel(%i) = %s', (units, level) => {
    expect(stockLevel(units)).toBe(level);
  });
});

describe('units after an edit', () => {
  it.each([
    [{ units: 25, unitsPerBox: 10 }, {}, 25],
    [{ units: 25, unitsPerBox: 10 }, { quantity: 2 }, 25],
    [{ units: 25, unitsPerBox: 10 }, { quantity: 4 }, 45],
    [{ units: 25, unitsPerBox: 10 }, { quantity: 1 }, 15],
    [{ units: 25, unitsPerBox: 10 }, { unitsPerBox: 20 }, 45],
    [{ units: 25, unitsPerBox: 10 }, { quantity: 3, unitsPerBox: 4 }, 12],
    [{ units: 50, unitsPerBox: 10 }, { unitsPerBox: 12 }, 60],
    [{ units: 30, unitsPerBox: 1 }, { quantity: 20 }, 20],
  ])('%j edited %j -> %i units', (current, edit, units) => {
    expect(unitsAfterEdit(current, edit)).toBe(units);
  });
});

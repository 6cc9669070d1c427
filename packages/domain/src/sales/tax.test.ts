import { describe, expect, it } from 'vitest';
import { toMinor } from '../common/money.js';
import { saleTotals, taxOn } from './tax.js';

describe('tax', () => {
  it.each([
    ['19.99', 8, 160],
    ['100.00', 0, 0],
    ['100.00', 100, 10000],
    ['10.00', 12.5, 125],
    ['0.30', 8, 2],
  ])('tax on %s at %d%% is %d minor units', (subtotal, rate, tax) => {
    expect(taxOn(toMinor(subtotal), rate)).toBe(tax);
  });

  it('refuses a rate outside 0 to 100', () => {
    expect(() => taxOn(100, 101)).toThrow(RangeError);
    expect(() => taxOn(100, -1)).toThrow(RangeError);
  });

  it('gives subtotal, tax and total as strings', () => {
    expect(saleTotals(toMinor('19.99'), 8)).toEqual({ subtotal: '19.99', tax: '1.60', total: '21.59' });
  });
});

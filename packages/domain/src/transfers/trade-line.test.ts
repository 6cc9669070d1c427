import { describe, expect, it } from 'vitest';
import { roundToCurrency, settlementStep, tradeLineMinor } from './trade-line.js';

describe('tradeLineMinor: one rounding per line, to what the currency settles in', () => {
  it.each([
    // box price (hundredths), units per box, units, currency -> line (hundredths)
    [575000, 6, 12, 'IQD', 1150000], // 2 boxes of 5,750 dinars: 11,500, never 11,499.96
    [575000, 6, 7, 'IQD', 670800], // a box and a unit: 5,750 + 958.33 -> 6,708
    [575000, 6, 1, 'IQD', 95800], // 958.33 -> 958
    [155, 10, 7, 'USD', 109], // 1.085 -> 1.09
    [1200, 10, 25, 'USD', 3000],
    [100, 3, 1, 'USD', 33],
    [100, 3, 2, 'USD', 67],
    [0, 5, 4, 'IQD', 0],
    [99999999999999, 1, 1, 'USD', 99999999999999],
  ])('%i a box of %i, %i units in %s -> %i', (box, perBox, units, currency, line) => {
    expect(tradeLineMinor(box, perBox, units, currency)).toBe(line);
  });

  it('refuses what is not a line', () => {
    expect(() => tradeLineMinor(100, 0, 1, 'USD')).toThrow(RangeError);
    expect(() => tradeLineMinor(100, 2, 1.5, 'USD')).toThrow(RangeError);
    expect(() => tradeLineMinor(1.5, 2, 1, 'USD')).toThrow(RangeError);
  });
});

describe('roundToCurrency', () => {
  it.each([
    [2974996, 'IQD', 2975000],
    [2974949, 'IQD', 2974900],
    [-150, 'IQD', -200],
    [2974996, 'USD', 2974996],
    [12345, 'KWD', 12345],
  ])('%i in %s -> %i', (minor, currency, rounded) => {
    expect(roundToCurrency(minor, currency)).toBe(rounded);
  });

  it('settles dinars whole and dollars to the cent', () => {
    expect(settlementStep('IQD')).toBe(100);
    expect(settlementStep('USD')).toBe(1);
  });
});

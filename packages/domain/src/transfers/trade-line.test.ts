import { describe, expect, it } from 'vitest';
import { formatTradeAmount, roundToCurrency, settlementStep, tradeLineMinor, tradeLineShares } from './trade-line.js';

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

describe('tradeLineShares: a line split over lots adds up to the line', () => {
  it.each([
    [575000, 6, [5, 7], 'IQD', [479200, 670800]],
    [575000, 6, [12], 'IQD', [1150000]],
    [100, 3, [1, 1, 1], 'USD', [33, 34, 33]],
    [200, 1, [3, 1], 'USD', [600, 200]],
  ])('%i a box of %i as %j in %s -> %j', (box, perBox, parts, currency, shares) => {
    expect(tradeLineShares(box, perBox, parts, currency)).toEqual(shares);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(
      tradeLineMinor(
        box,
        perBox,
        parts.reduce((a, b) => a + b, 0),
        currency,
      ),
    );
  });
});

describe('formatTradeAmount', () => {
  it.each([
    [2975000, 'IQD', '29,750 IQD'],
    [2974996, 'IQD', '29,750 IQD'],
    [123450, 'USD', '1,234.50 USD'],
    [5, 'USD', '0.05 USD'],
  ])('%i %s -> %s', (minor, currency, text) => {
    expect(formatTradeAmount(minor, currency)).toBe(text);
  });
});

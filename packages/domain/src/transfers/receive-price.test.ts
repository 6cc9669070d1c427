import { describe, expect, it } from 'vitest';
import { convertMinor, markupPriceMinor, rateMicros, rescaleBoxPrice, suggestedRetailMinor } from './receive-price.js';

describe('rateMicros', () => {
  it.each([
    ['1310', 1_310_000_000n],
    ['0.5', 500_000n],
    ['0.000763', 763n],
    [' 1.25 ', 1_250_000n],
  ])('%s -> %i millionths', (rate, micros) => {
    expect(rateMicros(rate)).toBe(micros);
  });

  it.each(['', '-1', '1.1234567', '1e3', 'abc'])('refuses %j', (rate) => {
    expect(() => rateMicros(rate)).toThrow(RangeError);
  });
});

describe('convertMinor: the seller’s amount in the buyer’s currency, to the hundredth', () => {
  it.each([
    [500, '1310', 655000], // 5.00 USD -> 6,550.00 IQD
    [1, '1310', 1310], // 0.01 USD -> 13.10 IQD
    [655000, '0.000763', 500], // 6,550 IQD -> 4.9977 -> 5.00 USD
    [333, '1.5', 500], // 3.33 x 1.5 = 4.995 -> 5.00
    [1234, null, 1234], // same currency
  ])('%i at %s -> %i', (minor, rate, converted) => {
    expect(convertMinor(minor, rate)).toBe(converted);
  });
});

describe('markupPriceMinor', () => {
  it.each([
    [655000, '20', 'IQD', 786000],
    [600, '20', 'USD', 720],
    [1, '20', 'USD', 1], // never below a cent
    [1310, '20', 'IQD', 1600], // 15.72 -> 16 dinars
    [1, '0', 'IQD', 100], // never below a dinar
    [1000, '12.5', 'USD', 1125],
  ])('%i + %s %% in %s -> %i', (cost, markup, currency, price) => {
    expect(markupPriceMinor(cost, markup, currency)).toBe(price);
  });
});

describe('rescaleBoxPrice', () => {
  it.each([
    [2500, 10, 20, 'USD', 5000],
    [825000, 6, 3, 'IQD', 412500],
    [1000, 3, 1, 'USD', 333],
    [1000, 10, 10, 'USD', 1000],
  ])('%i a box of %i -> a box of %i in %s: %i', (price, from, to, currency, rescaled) => {
    expect(rescaleBoxPrice(price, from, to, currency)).toBe(rescaled);
  });
});

describe('suggestedRetailMinor', () => {
  const line = { boxPrice: '5.00', unitsPerBox: 10, markupPercent: '20', buyerCurrency: 'IQD', last: null };
  it('takes the shop’s last retail price of the product, per box of what came', () => {
    const last = { retailPrice: '8250.00', unitsPerBox: 6 };
    expect(suggestedRetailMinor({ ...line, unitsPerBox: 6, rate: '1310', needsRate: true, last })).toBe(825000);
    expect(suggestedRetailMinor({ ...line, unitsPerBox: 12, rate: null, needsRate: true, last })).toBe(1650000);
  });

  it('else the converted cost plus the markup, or nothing while the rate is unknown', () => {
    expect(suggestedRetailMinor({ ...line, rate: '1310', needsRate: true })).toBe(786000);
    expect(suggestedRetailMinor({ ...line, rate: null, needsRate: true })).toBeNull();
    expect(suggestedRetailMinor({ ...line, buyerCurrency: 'USD', rate: null, needsRate: false })).toBe(600);
  });

  it('ignores a last price that was never set (0)', () => {
    const last = { retailPrice: '0.00', unitsPerBox: 10 };
    expect(suggestedRetailMinor({ ...line, buyerCurrency: 'USD', rate: null, needsRate: false, last })).toBe(600);
  });
});

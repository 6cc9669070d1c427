import { describe, expect, it } from 'vitest';
import { currencies, displayDecimals } from './currency.js';

describe('displayDecimals', () => {
  it.each([
    ['IQD', 0],
    ['USD', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['SAR', 2],
    ['AED', 2],
    ['KWD', 3],
    ['XXX', 2],
  ])('%s -> %i', (code, decimals) => {
    expect(displayDecimals(code)).toBe(decimals);
  });

  it('names the decimals of every currency once', () => {
    expect(currencies.every((c) => Number.isInteger(c.decimals))).toBe(true);
  });
});

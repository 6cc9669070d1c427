import { describe, expect, it } from 'vitest';
import { oneFinalPeriod } from './sentence-end';

describe('a sentence built around a name ends with one period', () => {
  it.each([
    ['The units went back to MedSupply Co..', 'The units went back to MedSupply Co.'],
    ['The supplier paid back \u2068MedSupply Co.\u2069.', 'The supplier paid back \u2068MedSupply Co.\u2069'],
    ['عادت الوحدات إلى \u2068MedSupply Co.\u2069.', 'عادت الوحدات إلى \u2068MedSupply Co.\u2069'],
    ['Loading...', 'Loading...'],
    ['Paid 12.50.', 'Paid 12.50.'],
    ['Sent to Tigris Pharma.', 'Sent to Tigris Pharma.'],
  ])('%s', (built, shown) => {
    expect(oneFinalPeriod(built)).toBe(shown);
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoney } from '.';

const RLM = '\u200F';

describe('formatMoney', () => {
  it.each([
    [18642.88, 'IQD', 'en', '18,643 IQD'],
    ['2750.00', 'IQD', 'en', '2,750 IQD'],
    ['9156055.50', 'IQD', 'en', '9,156,056 IQD'],
    [-2750, 'IQD', 'en', '-2,750 IQD'],
    [0.4, 'IQD', 'en', '0 IQD'],
    ['12.5', 'USD', 'en', '$12.50'],
    [-12.5, 'USD', 'en', '-$12.50'],
    [1234.5, 'EUR', 'en', '€1,234.50'],
    [1234.5, 'KWD', 'en', '1,234.500 KWD'],
    [1234.5, 'SAR', 'en', '1,234.50 SAR'],
    ['2750.00', 'IQD', 'ar', `${RLM}2,750 د.ع${RLM}`],
    [18642.88, 'IQD', 'ar', `${RLM}18,643 د.ع${RLM}`],
    ['12.5', 'USD', 'ar', `${RLM}12.50 $${RLM}`],
    [1234.5, 'AED', 'ar', `${RLM}1,234.50 د.إ${RLM}`],
  ] as const)('%s %s in %s -> %s', (amount, currency, language, text) => {
    expect(formatMoney(amount, currency, language)).toBe(text);
  });

  it('leaves the currency out for cells under a header that names it', () => {
    expect(formatMoney('600.00', 'IQD', 'en', { bare: true })).toBe('600');
    expect(formatMoney('600.5', 'USD', 'ar', { bare: true })).toBe('600.50');
  });

  it('signs money coming in when asked', () => {
    expect(formatMoney('2750', 'IQD', 'en', { signed: true })).toBe('+2,750 IQD');
    expect(formatMoney('12.5', 'USD', 'en', { signed: true })).toBe('+$12.50');
    expect(formatMoney('-12.5', 'USD', 'en', { signed: true })).toBe('-$12.50');
    expect(formatMoney('2750', 'IQD', 'ar', { signed: true })).toBe(`${RLM}+2,750 د.ع${RLM}`);
  });

  it('writes chart axes short', () => {
    expect(formatMoney(9156055.5, 'IQD', 'en', { bare: true, compact: true })).toBe('9.2M');
  });
});

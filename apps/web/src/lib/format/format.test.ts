import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatMoney, formatTime, formatTimestamp } from '.';

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

describe('times on the business clock (issue 26: receipt 08:05 beside 11:05 in Sales)', () => {
  const soldAt = '2026-11-21T08:05:00Z';

  it("shows a moment on the business's clock, whatever the browser's", () => {
    expect(formatTimestamp(soldAt, 'en', 'Asia/Baghdad')).toBe('Nov 21, 2026 11:05 AM');
    expect(formatTimestamp(soldAt, 'en', 'UTC')).toBe('Nov 21, 2026 08:05 AM');
    expect(formatTime(soldAt, 'en', 'America/New_York')).toBe('03:05 AM');
    // Past midnight in Baghdad: the business's date, not the browser's.
    expect(formatDate('2026-11-21T22:30:00Z', 'en', 'Asia/Baghdad')).toBe('Nov 22, 2026');
    expect(formatDate('2026-11-21T22:30:00Z', 'en', 'America/New_York')).toBe('Nov 21, 2026');
  });

  it('is the same clock for Arabic readers', () => {
    expect(formatTime(soldAt, 'ar', 'Asia/Baghdad')).toContain('11:05');
  });

  it('keeps a calendar date (an expiry) on its day in every zone', () => {
    expect(formatCalendarDate('2026-09-03', 'en')).toBe('Sep 3, 2026');
    expect(formatCalendarDate('not a date', 'en')).toBe('not a date');
  });

  it('leaves text that is no moment as it is', () => {
    expect(formatTimestamp('soon', 'en', 'UTC')).toBe('soon');
  });
});

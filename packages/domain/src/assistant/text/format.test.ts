import { describe, expect, it } from 'vitest';
import { formatAge, formatAgeLimit, formatInterval } from './format.js';

describe('answer formatting', () => {
  it.each([
    [36, '3 years', '3 سنوات'],
    [18, '1 year 6 months', 'سنة واحدة و6 أشهر'],
    [1, '1 month', 'شهر واحد'],
    [24, '2 years', 'سنتان'],
    [144, '12 years', '12 سنة'],
    [0, '0 months', '0 شهراً'],
  ])('%d months: "%s" / "%s"', (months, en, ar) => {
    expect(formatAge(months, 'en')).toBe(en);
    expect(formatAge(months, 'ar')).toBe(ar);
  });

  it('says "under" for a last month before a birthday', () => {
    expect(formatAgeLimit(215, 'en')).toBe('under 18 years');
    expect(formatAgeLimit(144, 'en')).toBe('12 years');
    expect(formatAgeLimit(215, 'ar')).toBe('أقل من 18 سنة');
  });

  it('says once a day for 24 hours', () => {
    expect(formatInterval(24, 'en')).toBe('once a day');
    expect(formatInterval(8, 'ar')).toBe('كل 8 ساعات');
    expect(formatInterval(12, 'ar')).toBe('كل 12 ساعة');
  });
});

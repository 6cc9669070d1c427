import { describe, expect, it } from 'vitest';
import { daysUntil, expiryStatus, isIsoDate, posExpiryBand, toIsoDate } from './expiry.js';

const today = '2025-01-01';

describe('expiry status (inventory badge)', () => {
  it.each([
    ['2024-12-31', 'expired'],
    ['2020-06-15', 'expired'],
    ['2025-01-01', 'expiring_soon'],
    ['2025-01-15', 'expiring_soon'],
    ['2025-01-31', 'expiring_soon'],
    ['2025-02-01', 'good'],
    ['2030-01-01', 'good'],
    ['31/01/2025', 'invalid'],
    ['2025-02-30', 'invalid'],
    ['2025-13-01', 'invalid'],
    ['', 'invalid'],
    [null, 'invalid'],
  ])('%j -> %s', (date, status) => {
    expect(expiryStatus(date, today)).toBe(status);
  });

  it('counts calendar days across a leap day', () => {
    expect(daysUntil('2024-03-01', '2024-02-28')).toBe(2);
    expect(daysUntil('2024-01-01', '2025-01-01')).toBe(-366);
    expect(daysUntil('nope', today)).toBeNull();
  });
});

describe('POS expiry bands 0 / 7 / 30', () => {
  it.each([
    ['2024-12-31', 'expired'],
    ['2025-01-01', 'expiring_soon'],
    ['2025-01-08', 'expiring_soon'],
    ['2025-01-09', 'within_month'],
    ['2025-01-31', 'within_month'],
    ['2025-02-01', 'good'],
    ['soon', 'invalid'],
  ])('%s -> %s', (date, band) => {
    expect(posExpiryBand(date, today)).toBe(band);
  });
});

describe('ISO dates', () => {
  it.each([
    ['2025-01-01', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-1-1', false],
    ['2025-01-01T00:00:00Z', false],
  ])('isIsoDate(%s) = %s', (date, valid) => {
    expect(isIsoDate(date)).toBe(valid);
  });

  it('writes a local date', () => {
    expect(toIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});

import { describe, expect, it } from 'vitest';
import { TimeZoneField, dayIn, isTimeZone, startOfDayIn } from './time-zone.js';

describe('time zones', () => {
  it('knows the IANA names Intl knows, and no others', () => {
    expect(isTimeZone('Asia/Baghdad')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(TimeZoneField.safeParse('Asia/Nowhere').error?.issues[0]?.message).toBe('Unknown time zone');
  });

  it.each([
    ['2026-11-20T20:30:00Z', 'Asia/Baghdad', '2026-11-20'],
    ['2026-11-20T21:30:00Z', 'Asia/Baghdad', '2026-11-21'],
    ['2026-11-21T04:30:00Z', 'America/New_York', '2026-11-20'],
    ['2026-11-21T05:30:00Z', 'America/New_York', '2026-11-21'],
  ])('%s is on %s the date %s', (moment, zone, day) => {
    expect(dayIn(new Date(moment), zone)).toBe(day);
  });

  it.each([
    ['2026-11-21', 'Asia/Baghdad', '2026-11-20T21:00:00.000Z'],
    ['2026-11-21', 'America/New_York', '2026-11-21T05:00:00.000Z'],
    ['2026-07-01', 'America/New_York', '2026-07-01T04:00:00.000Z'],
    // Clocks change at 02:00 that day: midnight still has the offset before the change.
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    ['2026-11-01', 'America/New_York', '2026-11-01T04:00:00.000Z'],
    ['2026-01-01', 'Pacific/Kiritimati', '2025-12-31T10:00:00.000Z'],
    ['2026-01-01', 'UTC', '2026-01-01T00:00:00.000Z'],
  ])('the day %s starts in %s at %s', (day, zone, start) => {
    expect(startOfDayIn(day, zone).toISOString()).toBe(start);
  });

  it('starts a day whose midnight a clock change skips when its clock does (Santiago, 00:00 -> 01:00)', () => {
    // Chile moves to summer time on 2026-09-06 at 00:00 (UTC-4 -> UTC-3).
    const start = startOfDayIn('2026-09-06', 'America/Santiago');
    expect(dayIn(start, 'America/Santiago')).toBe('2026-09-06');
    expect(dayIn(new Date(start.getTime() - 1000), 'America/Santiago')).toBe('2026-09-05');
  });
});

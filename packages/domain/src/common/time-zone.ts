import { z } from 'zod';
import { messages as m } from './messages.js';

/**
 * A business's own day (docs/decisions/2026-11-25-shop-time-zone.md). Each business keeps an IANA
 * time zone; every "today", day and month of its figures is a calendar day in that zone.
 */

/** The zone of a business that has not chosen one (accounts made before time zones). */
export const defaultTimeZone = 'UTC';

/** True for a zone name this runtime's Intl knows ("Asia/Baghdad", "UTC"). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA zone name, validated against Intl. */
export const TimeZoneField = z.string().trim().max(64).refine(isTimeZone, m.unknownTimeZone);

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

function wallClock(moment: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(moment)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The calendar date "YYYY-MM-DD" of a moment in `timeZone`. */
export function dayIn(moment: Date, timeZone: string): string {
  const { year, month, day } = wallClock(moment, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Milliseconds `timeZone` is ahead of UTC at `moment` (+3 h for Asia/Baghdad). */
function offsetAt(moment: number, timeZone: string): number {
  const w = wallClock(new Date(moment), timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(moment / 1000) * 1000;
}

/**
 * The moment a calendar day "YYYY-MM-DD" starts in `timeZone` (the first instant of that date:
 * on a day whose midnight a clock change skips, the instant the clock jumps to).
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(year, month - 1, date);
  let moment = midnight - offsetAt(midnight, timeZone);
  // A second look settles a day whose offset differs from the guessed one (a clock change).
  moment = midnight - offsetAt(moment, timeZone);
  return dayIn(new Date(moment), timeZone) === day ? new Date(moment) : new Date(moment + 3_600_000);
}

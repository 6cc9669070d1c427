import { type DayRange, type PeriodQuery, addDays, defaultRangePreset, presetRange } from '@assist/domain';

/**
 * A period of calendar days as moments. The app has no per-tenant time zone, so a calendar day
 * is a UTC day: sales count on the UTC date of sold_at, returns of created_at, payments of
 * paid_at; expenses keep their own plain date.
 */
export interface Period extends DayRange {
  /** Midnight UTC starting fromDate (ISO text, included). */
  start: string;
  /** Midnight UTC after toDate (ISO text, excluded). */
  end: string;
}

/** Today's calendar date in UTC. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The period of a day range (dates already validated by PeriodQuery). */
export function periodOf(range: DayRange): Period {
  return {
    ...range,
    start: `${range.fromDate}T00:00:00.000Z`,
    end: `${addDays(range.toDate, 1)}T00:00:00.000Z`,
  };
}

/** The query's range, or the default one (the last 30 days, today included). */
export function periodOrDefault(query: PeriodQuery, now = new Date()): Period {
  if (query.fromDate && query.toDate) return periodOf({ fromDate: query.fromDate, toDate: query.toDate });
  return periodOf(presetRange(defaultRangePreset, todayUtc(now)));
}

import {
  type DayRange,
  type PeriodQuery,
  addDays,
  dayIn,
  defaultRangePreset,
  presetRange,
  startOfDayIn,
} from '@assist/domain';

/**
 * A period of calendar days of the business as moments: a day is a calendar day in the business's
 * time zone (docs/decisions/2026-11-25-shop-time-zone.md). Sales count on the local date of
 * sold_at, returns of created_at, payments of paid_at (the rollups keep local days already);
 * expenses keep their own plain date.
 */
export interface Period extends DayRange {
  /** The moment fromDate starts in the business's zone (ISO text, included). */
  start: string;
  /** The moment the day after toDate starts there (ISO text, excluded). */
  end: string;
}

/** Today's calendar date in `timeZone`. */
export const todayIn = (timeZone: string, now = new Date()) => dayIn(now, timeZone);

/** The period of a day range (dates already validated by PeriodQuery) in `timeZone`. */
export function periodOf(range: DayRange, timeZone: string): Period {
  return {
    ...range,
    start: startOfDayIn(range.fromDate, timeZone).toISOString(),
    end: startOfDayIn(addDays(range.toDate, 1), timeZone).toISOString(),
  };
}

/** The query's range, or the default one (the last 30 days, today included) of the business. */
export function periodOrDefault(query: PeriodQuery, timeZone: string, now = new Date()): Period {
  if (query.fromDate && query.toDate) return periodOf({ fromDate: query.fromDate, toDate: query.toDate }, timeZone);
  return periodOf(presetRange(defaultRangePreset, todayIn(timeZone, now)), timeZone);
}

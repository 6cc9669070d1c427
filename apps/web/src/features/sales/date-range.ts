import { addDays, isIsoDate } from '@assist/domain';

/** The sales history opens on the last 30 days, today included. */
export const defaultRangeDays = 30;

export interface DateRange {
  from: string;
  to: string;
}

/**
 * From `days - 1` days before `today` (the business's calendar date) to today: 30 days ending
 * 2026-01-30 start on 2026-01-01.
 */
export function lastDays(today: string, days: number = defaultRangeDays): DateRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The range to ask the server for: empty or invalid ends are left open, and reversed ends are swapped. */
export function rangeQuery({ from, to }: DateRange): { from?: string; to?: string } {
  const start = isIsoDate(from) ? from : undefined;
  const end = isIsoDate(to) ? to : undefined;
  if (start && end && start > end) return { from: end, to: start };
  return { ...(start ? { from: start } : {}), ...(end ? { to: end } : {}) };
}

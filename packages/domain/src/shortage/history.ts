import { addDays } from '../dashboard/figures.js';
import { type ShortageHistoryEntry, shortageHistoryDays } from './contracts.js';

/** The days of the previous-days list, today first: 2026-11-26 -> 26, 25, ... 20 November. */
export function shortageHistoryDates(today: string, days = shortageHistoryDays): string[] {
  return Array.from({ length: days }, (_, back) => addDays(today, -back));
}

/**
 * The history of the days ending `today` from the counts of the days that have items; a day
 * without any is `{ completed: 0, total: 0 }`, so the list always has 7 entries.
 */
export function shortageHistoryOf(
  today: string,
  counts: readonly ShortageHistoryEntry[],
  days = shortageHistoryDays,
): ShortageHistoryEntry[] {
  const byDate = new Map(counts.map((entry) => [entry.date, entry]));
  return shortageHistoryDates(today, days).map((date) => byDate.get(date) ?? { date, completed: 0, total: 0 });
}

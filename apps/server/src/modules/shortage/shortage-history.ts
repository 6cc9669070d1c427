import { type ShortageHistory, shortageHistoryDates, shortageHistoryOf } from '@assist/domain';
import type { Db } from '../../db/client.js';
import { countShortageDays } from './shortage-repository.js';

/** The previous-days list: the 7 days ending the business's `today`, today first, empty days as 0 of 0. */
export async function shortageHistory(db: Db, ownerId: number, today: string): Promise<ShortageHistory> {
  const dates = shortageHistoryDates(today);
  const counts = await countShortageDays(db, ownerId, dates.at(-1) ?? today, today);
  return shortageHistoryOf(today, counts);
}

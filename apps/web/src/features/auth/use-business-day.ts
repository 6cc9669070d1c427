import { dayIn } from '@assist/domain';
import { useMemo } from 'react';
import { useSignedInUser } from './api';

/**
 * The signed-in business's time zone and its today ("YYYY-MM-DD"): the days of its dashboard,
 * sales history and expenses are calendar days there, wherever the browser is. The same object
 * (and functions) on every render while the zone stays, so they may stand in a hook's dependencies.
 */
export function useBusinessDay(): { timeZone: string; today: () => string; todayDate: () => Date } {
  const { timeZone } = useSignedInUser();
  return useMemo(() => {
    const today = () => dayIn(new Date(), timeZone);
    return { timeZone, today, todayDate: () => calendarDate(today()) };
  }, [timeZone]);
}

/** A calendar date as a Date at local midnight, for code that reads its year, month and day. */
export function calendarDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTimestamp, formatTime } from '.';

/**
 * The hook that answers the signed-in business's time zone (users.time_zone). lib knows nothing of
 * who is signed in: the app sets it once at start (app/wiring.ts), as it does the currency.
 */
let useBusinessZone: () => string = () => {
  throw new Error('useTimes used before setBusinessTimeZone (app/wiring.ts)');
};

/** Called once, before the first render, with a hook (the same one on every render). */
export function setBusinessTimeZone(hook: () => string): void {
  useBusinessZone = hook;
}

export interface BusinessTimes {
  /** The business's zone ("Asia/Baghdad"). */
  timeZone: string;
  /** A moment as date and time on the business's clock: "Nov 21, 2026 11:05 AM". */
  moment(value: string | Date): string;
  /** A moment's date there: "Nov 21, 2026". */
  date(value: string | Date): string;
  /** A moment's time of day there: "11:05 AM". */
  clock(value: string | Date): string;
}

/**
 * Every time shown to a business, in its own zone and the reading language, whatever the
 * browser's clock says (issue 26: a receipt at 08:05 beside 11:05 in Sales).
 */
export function useTimes(): BusinessTimes {
  const { i18n } = useTranslation();
  const timeZone = useBusinessZone();
  const language = i18n.language;
  return useMemo(
    () => ({
      timeZone,
      moment: (value) => formatTimestamp(value, language, timeZone),
      date: (value) => formatDate(value, language, timeZone),
      clock: (value) => formatTime(value, language, timeZone),
    }),
    [timeZone, language],
  );
}

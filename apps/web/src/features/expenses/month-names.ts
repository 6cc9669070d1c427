import { localeOf } from '../../lib/format';

/** The name of a month (1-12) in the reading language: monthName(11, 'en') = "November". */
export function monthName(month: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { month: 'long' }).format(new Date(2000, month - 1, 1));
}

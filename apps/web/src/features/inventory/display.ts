import { isIsoDate, unitPrice } from '@assist/domain';
import type { TFunction } from 'i18next';
import i18n from '../../i18n';
import { formatDate, localeOf } from '../../lib/format';
import { countText as pluralText } from '../../i18n/count-text';

/** A count with digit grouping in the reading language: 1450 -> "1,450". */
export function formatCount(n: number): string {
  return n.toLocaleString(localeOf(i18n.resolvedLanguage ?? 'en'));
}

/** "1 box" / "1,450 units": an inventory text with plural forms (i18n/count-text) and an `{{n}}`. */
export function countText(t: TFunction, key: string, n: number): string {
  return pluralText(t, `inventory:${key}`, n);
}

/** A calendar date "2026-09-03" as "Sep 3, 2026" in the reader's language; other text as it is. */
export function formatCalendarDate(date: string, language: string): string {
  if (!isIsoDate(date)) return date;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return formatDate(new Date(year, month - 1, day), language);
}

/**
 * A moment (ISO timestamp) as date and time, e.g. "Nov 21, 2026 11:37 PM"; on the business's clock
 * when `timeZone` is given (the browser's otherwise).
 */
export function formatTimestamp(value: string, language: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const time = new Intl.DateTimeFormat(localeOf(language), {
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
  return `${formatDate(date, language, timeZone)} ${time}`;
}

/** The unit price of a box price typed in a form, or null while the fields do not make one. */
export function typedUnitPrice(pricePerBox: unknown, unitsPerBox: unknown): string | null {
  const perBox = Number(unitsPerBox);
  const price = String(pricePerBox ?? '').trim() || '0';
  if (!Number.isInteger(perBox) || perBox < 1) return null;
  try {
    return unitPrice(price, perBox);
  } catch {
    return null;
  }
}

import { unitPrice } from '@assist/domain';
import type { TFunction } from 'i18next';
import i18n from '../../i18n';
import { localeOf } from '../../lib/format';
import { countText as pluralText } from '../../i18n/count-text';

/** Date formats live in lib/format; named here too for the screens that import them from here. */
export { formatCalendarDate, formatTimestamp } from '../../lib/format';

const countFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count with digit grouping in the reading language: 1450 -> "1,450". One formatter per locale:
 * `toLocaleString` builds one per call, and the till formats a count on each of hundreds of tiles.
 */
export function formatCount(n: number): string {
  const locale = localeOf(i18n.resolvedLanguage ?? 'en');
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    countFormats.set(locale, format);
  }
  return format.format(n);
}

/** "1 box" / "1,450 units": an inventory text with plural forms (i18n/count-text) and an `{{n}}`. */
export function countText(t: TFunction, key: string, n: number): string {
  return pluralText(t, `inventory:${key}`, n);
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

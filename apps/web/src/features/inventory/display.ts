import { unitPrice } from '@assist/domain';
import type { TFunction } from 'i18next';
import i18n from '../../i18n';
import { localeOf } from '../../lib/format';
import { countText as pluralText } from '../../i18n/count-text';

/** Date formats live in lib/format; named here too for the screens that import them from here. */
export { formatCalendarDate, formatTimestamp } from '../../lib/format';

/** A count with digit grouping in the reading language: 1450 -> "1,450". */
export function formatCount(n: number): string {
  return n.toLocaleString(localeOf(i18n.resolvedLanguage ?? 'en'));
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

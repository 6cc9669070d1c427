import type { TFunction } from 'i18next';
import { localeOf } from '../lib/format';
import i18n from '.';

/**
 * A counted text through i18next's plural rules: `key` names `key_one`, `key_other` in English and
 * `key_zero` ... `key_other` in Arabic (1 وحدة واحدة, 2 وحدتان, 3-10 وحدات, 11-99 وحدة, 100 وحدة);
 * `{{n}}` in them is the count with digit grouping ("1,450").
 */
export function countText(t: TFunction, key: string, n: number, values: Record<string, unknown> = {}): string {
  return t(key, { ...values, count: n, n: n.toLocaleString(localeOf(i18n.resolvedLanguage ?? 'en')) });
}

import { useTranslation } from 'react-i18next';
import { localeOf } from '../../lib/format';

/** Figures of the test pages in the UI language: milliseconds, bytes, durations, counts. */
export function useFigureFormat() {
  const { t, i18n } = useTranslation('testPages');
  const locale = localeOf(i18n.language);
  const number = (n: number, digits = 0) =>
    n.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return {
    count: (n: number) => number(n),
    decimal: (n: number, digits: number) => number(n, digits),
    ms: (n: number | null) => (n === null ? t('figures.none') : t('figures.ms', { ms: number(n, n < 10 ? 2 : 1) })),
    bytes(n: number | null) {
      if (n === null) return t('figures.none');
      if (n < 1024) return t('units.bytes', { n: number(n) });
      if (n < 1024 ** 2) return t('units.kb', { n: number(n / 1024, 1) });
      if (n < 1024 ** 3) return t('units.mb', { n: number(n / 1024 ** 2, 1) });
      return t('units.gb', { n: number(n / 1024 ** 3, 2) });
    },
    duration(seconds: number) {
      if (seconds < 60) return t('units.seconds', { n: number(seconds) });
      if (seconds < 3600) return t('units.minutes', { n: number(seconds / 60, 1) });
      if (seconds < 86_400) return t('units.hours', { n: number(seconds / 3600, 1) });
      return t('units.days', { n: number(seconds / 86_400, 1) });
    },
  };
}

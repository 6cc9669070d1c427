import { currencies, type CurrencyCode } from '@assist/domain';

/** The Intl locale for a UI language ("ar" uses Latin digits for prices and codes). */
export function localeOf(language: string): string {
  return language.startsWith('ar') ? 'ar-u-nu-latn' : 'en-US';
}

/** Symbol plus amount with 2 decimals (spec part 1 §9, currency provider). */
export function formatMoney(amount: number, currency: CurrencyCode, language = 'en'): string {
  const symbol = currencies.find((c) => c.code === currency)?.symbol ?? currency;
  const number = new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return symbol.length === 1 ? `${symbol}${number}` : `${number} ${symbol}`;
}

/** Dates with a short month name, e.g. "Nov 21, 2026". */
export function formatDate(value: string | Date, language = 'en'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(localeOf(language), { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

/** A coordinate with six decimals, as used when no address can be found. */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}

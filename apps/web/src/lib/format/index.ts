import { type CurrencyCode, currencies, displayDecimals, isIsoDate } from '@assist/domain';

/** The Intl locale for a UI language ("ar" uses Latin digits for prices and codes). */
export function localeOf(language: string): string {
  return language.startsWith('ar') ? 'ar-u-nu-latn' : 'en-US';
}

export interface MoneyFormatOptions {
  /** Without the currency: for table cells under a header that names it, and chart axes. */
  bare?: boolean;
  /** Short figures for chart axes: "9.2M", "9.2 مليون". */
  compact?: boolean;
  /** A plus sign on amounts above zero too, for money coming in: "+2,750 IQD". */
  signed?: boolean;
}

const RLM = '\u200F';
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, decimals: number, compact: boolean): Intl.NumberFormat {
  const key = `${localeOf(language)}|${decimals}|${compact}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      localeOf(language),
      compact
        ? { notation: 'compact', maximumFractionDigits: 1 }
        : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    );
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * The one money format of the app, per language, with the currency's own decimals (domain
 * `displayDecimals`: IQD whole dinars, USD cents). Display only: the amount stays exact in the
 * data. English: "$12.50", "€12.50", "2,750 IQD". Arabic: amount then the Arabic symbol,
 * "2,750 د.ع", held right to left by marks so it reads the same in every context.
 */
export function formatMoney(
  amount: number | string,
  currency: CurrencyCode,
  language = 'en',
  options: MoneyFormatOptions = {},
): string {
  const value = Number(amount);
  const number = numberFormat(language, displayDecimals(currency), options.compact ?? false).format(Math.abs(value));
  const nonZero = number.replace(/[^1-9]/g, '') !== '';
  const sign = value < 0 && nonZero ? '-' : options.signed && value > 0 && nonZero ? '+' : '';
  const signed = `${sign}${number}`;
  if (options.bare) return signed;
  const entry = currencies.find((c) => c.code === currency);
  if (language.startsWith('ar')) return `${RLM}${signed} ${entry?.arabicSymbol ?? currency}${RLM}`;
  const symbol = entry?.symbol ?? currency;
  if (symbol.length > 1) return `${signed} ${symbol}`;
  return `${sign}${symbol}${number}`;
}

/** Dates with a short month name, e.g. "Nov 21, 2026"; a moment's date in `timeZone` when given. */
export function formatDate(value: string | Date, language = 'en', timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(localeOf(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
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

/** A coordinate with six decimals, as used when no address can be found. */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}

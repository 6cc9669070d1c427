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

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per language, fields and zone: building one loads the zone's rules and
 * costs a few ms on a phone, and a till line or a badge formats on every render (till-selling bench).
 */
function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${localeOf(language)}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/**
 * A moment's date with a short month name, e.g. "Nov 21, 2026", in `timeZone` (the business's:
 * useTimes). A calendar date ("2026-09-03", an expiry) is formatCalendarDate's.
 */
export function formatDate(value: string | Date, language: string, timeZone: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return dateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** A calendar date "2026-09-03" as "Sep 3, 2026" in the reader's language; other text as it is. */
export function formatCalendarDate(date: string, language: string): string {
  if (!isIsoDate(date)) return date;
  // Noon UTC of that day, read in UTC: the same calendar day in every browser.
  return formatDate(`${date}T12:00:00Z`, language, 'UTC');
}

/**
 * A moment (ISO timestamp) as date and time, e.g. "Nov 21, 2026 11:37 PM", on the clock of
 * `timeZone`: the business's (useTimes), never the browser's.
 */
export function formatTimestamp(value: string | Date, language: string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${formatDate(date, language, timeZone)} ${formatTime(date, language, timeZone)}`;
}

/** A moment's time of day in `timeZone`, e.g. "11:37 PM" ("١١:٣٧ م" in Arabic). */
export function formatTime(value: string | Date, language: string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone }).format(date);
}

/** A coordinate with six decimals, as used when no address can be found. */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}

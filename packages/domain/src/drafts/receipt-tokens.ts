import { toMinor } from '../common/money.js';
import { isIsoDate } from '../inventory/expiry.js';

/**
 * Reading printed numbers, dates and phones out of OCR text lines (helpers of receipt-text.ts).
 * Amounts come back in minor units; dates as "YYYY-MM-DD".
 */

/** Arabic-Indic and Persian digits as ASCII, the Arabic decimal and thousands marks as '.' and ','. */
export function asciiDigits(line: string): string {
  return line
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replaceAll('\u066b', '.')
    .replaceAll('\u066c', ',');
}

const currency = /\$|(?<![\p{L}\d])(?:iqd|usd|dinars?|id)(?![\p{L}\d])|د\.?\s?ع|دينار/giu;

/** A line with its currency marks removed and its spaces collapsed: "Panadol  $3.50" -> "Panadol 3.50". */
export function withoutCurrency(line: string): string {
  return line.replace(currency, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A printed amount in minor units, or null when the token is not one. A comma before exactly
 * three digits groups thousands ("7,000" = 7000.00); before one or two digits it is the decimal
 * mark ("3,50" = 3.50). A dot before three digits groups thousands too ("7.000" = 7000.00).
 */
export function amountOf(token: string): number | null {
  const t = token.replace(/[:=]+$/, '');
  let plain: string | null = null;
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(t)) plain = t.replaceAll(',', '');
  else if (/^\d{1,3}(\.\d{3})+$/.test(t)) plain = t.replaceAll('.', '');
  else if (/^\d+,\d{1,2}$/.test(t)) plain = t.replace(',', '.');
  else if (/^\d+(\.\d{1,2})?$/.test(t) || /^\d*\.\d{1,2}$/.test(t)) plain = t;
  if (plain === null || plain.length > 15) return null;
  return toMinor(plain);
}

/** A whole quantity token: "2", "x2", "2x", "×2", "2pcs" -> 2; anything else null. */
export function quantityOf(token: string): number | null {
  const match = /^(?:[x×*](\d{1,4})|(\d{1,4})(?:[x×*]|pcs?|pieces?|box(?:es)?))$/i.exec(token);
  const digits = match?.[1] ?? match?.[2];
  const n = digits ? Number(digits) : Number.NaN;
  return Number.isInteger(n) && n >= 1 ? n : null;
}

const pad = (n: string) => n.padStart(2, '0');

/**
 * The first calendar date in a line: 2025-03-14, 2025/3/14, 14/03/2025, 14-03-2025, 14.03.2025.
 * Day-first is read as in Iraq; "03/14/2025" (14 cannot be a month) is taken month-first.
 */
export function dateIn(line: string): string | null {
  const ymd = /(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/.exec(line);
  if (ymd) {
    const date = `${ymd[1]}-${pad(ymd[2]!)}-${pad(ymd[3]!)}`;
    if (isIsoDate(date)) return date;
  }
  const dmy = /(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?!\d)/.exec(line);
  if (!dmy) return null;
  const [first, second, year] = [dmy[1]!, dmy[2]!, dmy[3]!];
  const dayFirst = `${year}-${pad(second)}-${pad(first)}`;
  if (isIsoDate(dayFirst)) return dayFirst;
  const monthFirst = `${year}-${pad(first)}-${pad(second)}`;
  return isIsoDate(monthFirst) ? monthFirst : null;
}

const phoneLabel = /(?:tel|phone|mob(?:ile)?|hotline|whats ?app|هاتف|موبايل|جوال)\s*[:.#]?\s*(\+?\d[\d\s()-]{5,}\d)/iu;
const barePhone = /^\+?\d[\d\s()-]{7,}\d$/;

/** The phone number of a "Tel: ..." line, or of a line that is only a number of 9 or more digits. */
export function phoneIn(line: string): string | null {
  const labelled = phoneLabel.exec(line);
  if (labelled) return labelled[1]!.replace(/\s+/g, ' ').trim();
  if (barePhone.test(line) && line.replace(/\D/g, '').length >= 9) return line.replace(/\s+/g, ' ');
  return null;
}

/** The digits of a phone number without a leading country or trunk prefix, for matching. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 9 ? digits.slice(-9) : digits;
}

// "Batch", "Batch No.", "Lot", "LOT:", "Lot#", "B.No", "B/No", "Ch.-B." (German Chargen-Bezeichnung),
// Arabic "رقم التشغيلة" / "التشغيلة" / "تشغيلة", then the batch itself: letters, digits, - / .
const batchLabel =
  /(?<![\p{L}\d])(?:batch(?:\s*(?:no|number|nr)\.?)?|lot(?:\s*(?:no|number|nr)\.?)?|b\.\s?no\.?|b\/no\.?|ch\.?\s?-?\s?b\.?|(?:رقم\s*)?(?:ال)?تشغيلة)(?![\p{L}])\s*[:#.=]?\s*([A-Za-z0-9][A-Za-z0-9\-/.]{0,39})/iu;

/**
 * The batch (lot) number printed on a receipt line and the line without it, or null when the
 * line names none. The batch must hold a digit, so "Lot of 3" or "batch of" is not one.
 * Example: "Amoxil 500mg LOT: A2406B 2 3.50" -> {batch: 'A2406B', rest: 'Amoxil 500mg 2 3.50'}.
 */
export function batchIn(line: string): { batch: string; rest: string } | null {
  const match = batchLabel.exec(line);
  const batch = match?.[1]?.replace(/[.\-/]+$/, '');
  if (!match || !batch || !/\d/.test(batch)) return null;
  const rest = `${line.slice(0, match.index)} ${line.slice(match.index + match[0].length)}`;
  return { batch, rest: rest.replace(/\s+/g, ' ').replace(/^[\s,;|-]+|[\s,;|-]+$/g, '') };
}

/**
 * Expiry rules (spec part 2 §4, §9). Dates are calendar dates "YYYY-MM-DD"; days are counted
 * between calendar dates, so the time of day never changes a badge.
 */
export const expiringSoonDays = 30;

export type ExpiryStatus = 'expired' | 'expiring_soon' | 'good' | 'invalid';
export type PosExpiryBand = 'expired' | 'expiring_soon' | 'within_month' | 'good' | 'invalid';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a valid "YYYY-MM-DD", or null ("2025-02-30" is not a date). */
function dayNumber(date: string): number | null {
  const match = isoDatePattern.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

/** True for a real calendar date written "YYYY-MM-DD". */
export function isIsoDate(date: string): boolean {
  return dayNumber(date) !== null;
}

/** The local calendar date of a moment, "YYYY-MM-DD". */
export function toIsoDate(moment: Date): string {
  const month = String(moment.getMonth() + 1).padStart(2, '0');
  const day = String(moment.getDate()).padStart(2, '0');
  return `${moment.getFullYear()}-${month}-${day}`;
}

/** Whole days from `today` until `date` (negative once past), or null when either is not a date. */
export function daysUntil(date: string, today: string): number | null {
  const target = dayNumber(date);
  const from = dayNumber(today);
  if (target === null || from === null) return null;
  return target - from;
}

/**
 * The inventory badge: expired once the date is past, expiring soon up to 30 days ahead, else good.
 * Example with today 2025-01-01: 2024-12-31 expired, 2025-01-01 expiring soon, 2025-01-31
 * expiring soon, 2025-02-01 good, "31/01/2025" invalid.
 */
export function expiryStatus(date: string | null | undefined, today: string): ExpiryStatus {
  const days = date ? daysUntil(date, today) : null;
  if (days === null) return 'invalid';
  if (days < 0) return 'expired';
  if (days <= expiringSoonDays) return 'expiring_soon';
  return 'good';
}

/** The POS expiry picker's bands: below 0 days expired, up to 7 expiring soon, up to 30 within a month. */
export function posExpiryBand(date: string | null | undefined, today: string): PosExpiryBand {
  const days = date ? daysUntil(date, today) : null;
  if (days === null) return 'invalid';
  if (days < 0) return 'expired';
  if (days <= 7) return 'expiring_soon';
  if (days <= 30) return 'within_month';
  return 'good';
}

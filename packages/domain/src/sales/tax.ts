import { fromMinor, type Minor } from '../common/money.js';

/**
 * Tax on a subtotal at a percent rate (0 to 100, up to 2 decimals), rounded half up to the cent.
 * Example: taxOn(toMinor('19.99'), 8) = 160 (1.5992 -> 1.60).
 */
export function taxOn(subtotal: Minor, ratePercent: number): Minor {
  if (!(ratePercent >= 0 && ratePercent <= 100)) throw new RangeError(`Tax rate must be 0 to 100: ${ratePercent}`);
  const basisPoints = Math.round(ratePercent * 100);
  return Math.round((subtotal * basisPoints) / 10_000);
}

export interface SaleTotals {
  subtotal: string;
  tax: string;
  total: string;
}

/** Subtotal, tax and total of a sale as 2-decimal strings. */
export function saleTotals(subtotal: Minor, ratePercent: number): SaleTotals {
  const tax = taxOn(subtotal, ratePercent);
  return { subtotal: fromMinor(subtotal), tax: fromMinor(tax), total: fromMinor(subtotal + tax) };
}

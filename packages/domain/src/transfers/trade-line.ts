import { displayDecimals } from '../common/currency.js';
import type { Minor } from '../common/money.js';

/**
 * The smallest amount a currency is settled in, in the hundredths money is kept in: 100 for
 * IQD (whole dinars), 1 for USD (cents). KWD's third decimal is finer than the hundredths the
 * columns hold, so it settles to the hundredth (1).
 */
export function settlementStep(currency: string): Minor {
  const decimals = displayDecimals(currency);
  return decimals >= 2 ? 1 : 10 ** (2 - decimals);
}

/** Rounds hundredths half away from zero to the currency's settlement step: 29749.96 IQD -> 29750. */
export function roundToCurrency(minor: Minor, currency: string): Minor {
  const step = BigInt(settlementStep(currency));
  const value = BigInt(minor);
  const sign = value < 0n ? -1n : 1n;
  return Number(sign * (((value * sign * 2n + step) / (2n * step)) * step));
}

/**
 * What a line of a trade costs, in hundredths of the trade's currency, rounded once: whole boxes at
 * the price per box, and only the loose units (sold apart from a box) at their share of it, the
 * line then rounded to what the currency settles in. Example: 12 units of a 6-unit box at 5,750
 * IQD = 2 boxes = 11,500 (not 12 x 958.33 = 11,499.96); 7 units of a 6-unit box at 5,750 IQD =
 * 5,750 + 958.33... -> 6,708.
 */
export function tradeLineMinor(boxPriceMinor: Minor, unitsPerBox: number, units: number, currency: string): Minor {
  if (!Number.isInteger(unitsPerBox) || unitsPerBox < 1) throw new RangeError(`Not units per box: ${unitsPerBox}`);
  if (!Number.isInteger(units) || units < 0) throw new RangeError(`Not a number of units: ${units}`);
  if (!Number.isSafeInteger(boxPriceMinor)) throw new RangeError(`Not an amount in minor units: ${boxPriceMinor}`);
  const boxes = BigInt(Math.floor(units / unitsPerBox));
  const loose = BigInt(units % unitsPerBox);
  const price = BigInt(boxPriceMinor);
  // In hundredths times unitsPerBox, so nothing is rounded before the line's one rounding.
  const scaled = boxes * price * BigInt(unitsPerBox) + loose * price;
  const step = BigInt(settlementStep(currency)) * BigInt(unitsPerBox);
  const sign = scaled < 0n ? -1n : 1n;
  const steps = (scaled * sign * 2n + step) / (2n * step);
  return Number(sign * steps * BigInt(settlementStep(currency)));
}

/**
 * An amount of hundredths as people read it in the currency, with its code, for messages a server
 * writes (the web formats with the reader's locale): 2975000 IQD -> "29,750 IQD", 123450 USD ->
 * "1,234.50 USD". IQD shows whole dinars (the amount rounded to them).
 */
export function formatTradeAmount(minor: Minor, currency: string): string {
  const decimals = Math.min(2, displayDecimals(currency));
  const rounded = roundToCurrency(minor, currency);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = decimals === 0 ? '' : `.${String(abs % 100).padStart(2, '0')}`;
  return `${sign}${whole}${fraction} ${currency}`;
}

/**
 * A line's total split over the parts it is delivered in (a request line taken from several lots),
 * so the parts add up to exactly the line's one rounding: each part is the line's total up to and
 * including it, minus the total before it. Example: 5,750 IQD a box of 6, 12 units as 5 + 7 ->
 * [4,792, 6,708] (sum 11,500).
 */
export function tradeLineShares(boxPriceMinor: Minor, unitsPerBox: number, parts: number[], currency: string): Minor[] {
  let before = 0;
  let unitsSoFar = 0;
  return parts.map((units) => {
    unitsSoFar += units;
    const upTo = tradeLineMinor(boxPriceMinor, unitsPerBox, unitsSoFar, currency);
    const share = upTo - before;
    before = upTo;
    return share;
  });
}

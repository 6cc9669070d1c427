import { type Minor, toMinor } from '../common/money.js';
import { roundToCurrency, settlementStep } from './trade-line.js';

/**
 * Receiving a trade bought in another currency, and the retail price a new lot is offered at.
 * Amounts are hundredths (Minor); an exchange rate is the buyer's units per ONE unit of the
 * seller's currency, a decimal string of at most 6 decimals ("1310", "0.000763").
 */

const micro = 1_000_000n;

/** A rate as millionths: "1310" -> 1310000000n, "0.5" -> 500000n. Throws on anything else. */
export function rateMicros(rate: string): bigint {
  const match = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`Not an exchange rate: ${rate}`);
  return BigInt(match[1]!) * micro + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/** Divides, rounding half away from zero. */
function roundDiv(value: bigint, by: bigint): bigint {
  const sign = value < 0n ? -1n : 1n;
  return sign * ((value * sign * 2n + by) / (2n * by));
}

/**
 * An amount of the seller's currency in the buyer's, at `rate` (null: the same currency), rounded
 * to the hundredth: 5.00 USD at 1310 -> 6,550.00 IQD; 0.01 USD at 1310 -> 13.10.
 */
export function convertMinor(minor: Minor, rate: string | null): Minor {
  if (rate === null) return minor;
  return Number(roundDiv(BigInt(minor) * rateMicros(rate), micro));
}

/**
 * A cost plus a markup percent (2 decimals), rounded to what the buyer's currency settles in, and
 * never below that step (a retail price is at least one dinar, one cent): 6,550 IQD + 20 % ->
 * 7,860; 0.01 USD + 20 % -> 0.01.
 */
export function markupPriceMinor(costMinor: Minor, markupPercent: string, currency: string): Minor {
  const basis = 10_000n + BigInt(toMinor(markupPercent));
  const price = Number(roundDiv(BigInt(costMinor) * basis, 10_000n));
  return Math.max(roundToCurrency(price, currency), settlementStep(currency));
}

/**
 * A price per box of one packaging as the price per box of another, at the same price per unit,
 * rounded to the currency: 25.00 a box of 10 -> 50.00 a box of 20; 8,250 IQD a box of 6 -> 4,125
 * a box of 3.
 */
export function rescaleBoxPrice(priceMinor: Minor, fromUnitsPerBox: number, toUnitsPerBox: number, currency: string) {
  if (fromUnitsPerBox === toUnitsPerBox) return priceMinor;
  const scaled = Number(roundDiv(BigInt(priceMinor) * BigInt(toUnitsPerBox), BigInt(fromUnitsPerBox)));
  return Math.max(roundToCurrency(scaled, currency), settlementStep(currency));
}

/** What the shop last sold the product at: its newest lot's retail price per box and packaging. */
export interface LastRetail {
  retailPrice: string;
  unitsPerBox: number;
}

/**
 * The retail price per box a received line is offered at when the shop has none for that lot
 * (issue 26, "Receiving keeps the shelf and sets a sale price"): the shop's last retail price of
 * the product, per box of what came; else the sender's price per box converted at the rate plus
 * the shop's default markup. Null when it needs a rate that is not known yet.
 * Example: a 5.00 USD box, rate 1310, markup 20 %, no earlier lot -> 7,860 IQD.
 */
export function suggestedRetailMinor(input: {
  boxPrice: string;
  unitsPerBox: number;
  rate: string | null;
  needsRate: boolean;
  markupPercent: string;
  buyerCurrency: string;
  last: LastRetail | null;
}): Minor | null {
  const { last, buyerCurrency } = input;
  if (last && toMinor(last.retailPrice) > 0)
    return rescaleBoxPrice(toMinor(last.retailPrice), last.unitsPerBox, input.unitsPerBox, buyerCurrency);
  if (input.needsRate && input.rate === null) return null;
  const cost = convertMinor(toMinor(input.boxPrice), input.needsRate ? input.rate : null);
  return markupPriceMinor(cost, input.markupPercent, buyerCurrency);
}

import { type Minor, fromMinor, toMinor } from '../common/money.js';

/**
 * What a transfer line costs: units at a price per box, to the cent, rounded half away from zero
 * (integer arithmetic, so no float reaches the cents). Example: 7 units of a 10-unit box at 1.55
 * -> 1.085 -> "1.09".
 */
export function transferLineCost(pricePerBox: string, unitsPerBox: number, units: number): string {
  return fromMinor(transferLineMinor(toMinor(pricePerBox), unitsPerBox, units));
}

/** transferLineCost in minor units. */
export function transferLineMinor(pricePerBoxMinor: Minor, unitsPerBox: number, units: number): Minor {
  if (!Number.isInteger(unitsPerBox) || unitsPerBox < 1) throw new RangeError(`Not units per box: ${unitsPerBox}`);
  if (!Number.isInteger(units) || units < 0) throw new RangeError(`Not a number of units: ${units}`);
  const scaled = BigInt(pricePerBoxMinor) * BigInt(units);
  const per = BigInt(unitsPerBox);
  const sign = scaled < 0n ? -1n : 1n;
  return Number(sign * ((scaled * sign * 2n + per) / (2n * per)));
}

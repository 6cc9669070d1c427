/**
 * Money in integer minor units (cents, fils): amounts are never added or multiplied as floats.
 * Amounts travel as strings with 2 decimals ("12.50"), as NUMERIC(14,2) comes back from SQL.
 * Example: sum([toMinor('0.10'), toMinor('0.10'), toMinor('0.10')]) = 30, fromMinor(30) = '0.30'.
 */
export type Minor = number;

const decimalPattern = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Parses an amount ("12.5", 12.5, "-3") into minor units, rounding half away from zero at 2 decimals. */
export function toMinor(value: string | number): Minor {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = decimalPattern.exec(text);
  if (!match || (!match[2] && !match[3])) throw new RangeError(`Not an amount: ${String(value)}`);
  const sign = match[1] === '-' ? -1 : 1;
  const whole = Number(match[2] || '0');
  const fraction = (match[3] ?? '').padEnd(3, '0');
  let minor = whole * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) minor += 1;
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount too large: ${String(value)}`);
  return minor === 0 ? 0 : sign * minor;
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  // toFixed(6) turns 0.1 + 0.2 into "0.300000", so the float's noise never reaches the cents.
  return value.toFixed(6);
}

/** Minor units as an amount string with 2 decimals: 1250 -> "12.50", -5 -> "-0.05". */
export function fromMinor(minor: Minor): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a whole number of minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount times a whole quantity: multiply(toMinor('0.10'), 3) = 30. */
export function multiply(minor: Minor, quantity: number): Minor {
  if (!Number.isInteger(quantity)) throw new RangeError(`Quantity must be a whole number: ${quantity}`);
  return minor * quantity;
}

/** The sum of amounts in minor units. */
export function sum(amounts: readonly Minor[]): Minor {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/** An amount divided by a whole count, rounded half away from zero to the cent: divide(1000, 3) = 333. */
export function divide(minor: Minor, count: number): Minor {
  if (!Number.isInteger(count) || count <= 0) throw new RangeError(`Divisor must be a positive whole number: ${count}`);
  const result = Math.round(Math.abs(minor) / count);
  return minor < 0 ? -result : result;
}

/** Any amount as a 2-decimal string: formatAmount(12.5) = "12.50". */
export function formatAmount(value: string | number): string {
  return fromMinor(toMinor(value));
}

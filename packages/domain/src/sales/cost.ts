import { toMinor } from '../common/money.js';

/**
 * Cost of one unit at the time of sale, kept on the sale line as NUMERIC(14,4) so profit stays
 * true after the lot's cost changes. Worked in ten-thousandths (1 minor unit = 100 of them).
 * Example: a box of 3 at 10.00 -> unitCost('10.00', 3) = '3.3333'.
 */
export function unitCost(costPerBox: string | number, unitsPerBox: number): string {
  const perBox = Math.max(1, Math.trunc(unitsPerBox));
  return fromTenThousandths(Math.round((toMinor(costPerBox) * 100) / perBox));
}

/**
 * The average unit cost of units taken from several lots (an offline sale that ran past its lot).
 * Example: 2 units at '1.0000' and 1 unit at '4.0000' -> '2.0000'.
 */
export function averageUnitCost(parts: readonly { unitCost: string; units: number }[]): string {
  const units = parts.reduce((total, part) => total + part.units, 0);
  if (units <= 0) return parts[0]?.unitCost ?? '0.0000';
  const cost = parts.reduce((total, part) => total + toTenThousandths(part.unitCost) * part.units, 0);
  return fromTenThousandths(Math.round(cost / units));
}

function toTenThousandths(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 10_000 + Number(fraction.padEnd(4, '0').slice(0, 4)));
}

function fromTenThousandths(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 10_000)}.${String(abs % 10_000).padStart(4, '0')}`;
}

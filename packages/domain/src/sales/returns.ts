import type { Minor } from '../common/money.js';
import type { SaleStatus } from './contracts.js';
import { taxOn } from './tax.js';

/**
 * What a return may take back from a sale line: the quantity asked for, clamped between 0 and what
 * was sold minus what was already returned (spec part 2 §5). Example: sold 5, returned 2, ask 4 -> 3.
 */
export function clampReturn(requested: number, sold: number, alreadyReturned: number): number {
  const left = Math.max(0, sold - alreadyReturned);
  return Math.min(Math.max(0, Math.trunc(requested)), left);
}

/** A sale's status from its lines: nothing returned -> completed, everything -> returned, else partially. */
export function statusAfterReturns(lines: readonly { quantity: number; returnedQuantity: number }[]): SaleStatus {
  const returned = lines.reduce((total, line) => total + Math.min(line.returnedQuantity, line.quantity), 0);
  if (returned === 0) return 'completed';
  const sold = lines.reduce((total, line) => total + line.quantity, 0);
  return returned >= sold ? 'returned' : 'partially_returned';
}

/**
 * Tax given back by a return: the tax on everything returned so far minus the tax on what was
 * returned before, so a sale returned piece by piece gives back exactly the tax it collected.
 * Example at 8%: returns of 0.30 then 0.30 on a 0.60 sale give back 0.02 then 0.03 (the sale's 0.05).
 */
export function returnTax(returnedBefore: Minor, returnedNow: Minor, ratePercent: number): Minor {
  return taxOn(returnedBefore + returnedNow, ratePercent) - taxOn(returnedBefore, ratePercent);
}

/**
 * What a sale's returns gave back (goods and tax) and what the sale is worth after them, in
 * minor units. Example: total 27.00, returns of 10.00 + 0.80 tax -> returned 10.80, net 16.20.
 */
export function saleNetOf(
  totalMinor: Minor,
  returns: readonly { amount: Minor; tax: Minor }[],
): { returned: Minor; net: Minor } {
  const returned = returns.reduce((total, entry) => total + entry.amount + entry.tax, 0);
  return { returned, net: totalMinor - returned };
}

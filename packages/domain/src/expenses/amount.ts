import { parseMoney } from '../common/money-input.js';
import { fromMinor } from '../common/money.js';
import { expenseMessages as m } from './messages.js';

const texts = {
  required: m.amountRequired,
  number: m.amountNumber,
  decimals: m.amountDecimals,
  negative: m.amountPositive,
  zero: m.amountPositive,
  max: m.amountMax,
} as const;

/**
 * An expense amount from a form field ("12.5") or a JSON number (12.5) as a 2-decimal string, or
 * the message saying why not: the shared money rules (common/money-input.ts), more than 0. More
 * than 2 decimals is refused, not rounded: 0.105 -> amountDecimals.
 */
export function parseExpenseAmount(value: unknown): { amount: string } | { error: string } {
  const parsed = parseMoney(value);
  if ('problem' in parsed) return { error: texts[parsed.problem] };
  if (parsed.minor <= 0) return { error: texts.zero };
  if (parsed.minor > 99_999_999_999_999) return { error: texts.max };
  return { amount: fromMinor(parsed.minor) };
}

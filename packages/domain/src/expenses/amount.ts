import { fromMinor } from '../common/money.js';
import { expenseMessages as m } from './messages.js';

/** Largest amount NUMERIC(14,2) holds, in minor units: 999,999,999,999.99. */
const maxMinor = 99_999_999_999_999;
const decimalText = /^\d+(?:\.(\d+))?$/;

/**
 * An expense amount from a form field ("12.5") or a JSON number (12.5) as a 2-decimal string, or
 * the message saying why not. More than 2 decimals is refused, not rounded: 0.105 -> amountDecimals.
 * A float's own noise is not a decimal: 0.1 + 0.2 -> "0.30".
 */
export function parseExpenseAmount(value: unknown): { amount: string } | { error: string } {
  if (value === undefined || value === null) return { error: m.amountRequired };
  let minor: number;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { error: m.amountNumber };
    minor = Math.round(value * 100);
    if (Math.abs(value * 100 - minor) > 1e-6 * Math.max(1, Math.abs(value))) return { error: m.amountDecimals };
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return { error: m.amountRequired };
    if (/^-\d/.test(text)) return { error: m.amountPositive };
    const match = decimalText.exec(text);
    if (!match) return { error: m.amountNumber };
    const fraction = match[1] ?? '';
    if (fraction.replace(/0+$/, '').length > 2) return { error: m.amountDecimals };
    const [whole = '0'] = text.split('.');
    if (whole.replace(/^0+/, '').length > 12) return { error: m.amountMax };
    minor = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  } else {
    return { error: m.amountNumber };
  }
  if (minor <= 0) return { error: m.amountPositive };
  if (minor > maxMinor) return { error: m.amountMax };
  return { amount: fromMinor(minor) };
}

import { z } from 'zod';
import { maxAmountMinor } from './bounds.js';
import { type Minor, fromMinor } from './money.js';

/** Why an amount sent was not taken. */
export type MoneyProblem = 'required' | 'number' | 'decimals' | 'negative' | 'zero' | 'max';

/** The shared texts of money fields; a field may name its own for any problem. */
export const moneyInputMessages = {
  decimals: 'Amount can have at most 2 decimals',
} as const;

/** A plain decimal: digits, then at most one point and digits. No sign, exponent, hex or spaces inside. */
const decimalText = /^(\d+)(?:\.(\d+))?$/;

/**
 * An amount as sent: a JSON number or a decimal string ("12.5", "12.50"), with at most 2 decimals,
 * in minor units; nothing else (true, "0x10", "1e2", "12.345", " 1 2" are refused, never rounded,
 * issue 27 item 5). A float's own noise is not a decimal: 0.1 + 0.2 is 30.
 * Example: parseMoney("12.5") = { minor: 1250 }; parseMoney(0.005) = { problem: 'decimals' }.
 */
export function parseMoney(value: unknown): { minor: Minor } | { problem: MoneyProblem } {
  if (value === undefined || value === null) return { problem: 'required' };
  if (typeof value === 'number') return minorOfNumber(value);
  if (typeof value !== 'string') return { problem: 'number' };
  const text = value.trim();
  if (!text) return { problem: 'required' };
  if (/^-\d/.test(text)) return { problem: 'negative' };
  const match = decimalText.exec(text);
  if (!match) return { problem: 'number' };
  const [, whole = '0', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > 2) return { problem: 'decimals' };
  if (whole.replace(/^0+/, '').length > 12) return { problem: 'max' };
  return { minor: Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) };
}

function minorOfNumber(value: number): { minor: Minor } | { problem: MoneyProblem } {
  if (!Number.isFinite(value)) return { problem: 'number' };
  if (value < 0) return { problem: 'negative' };
  if (value > maxAmountMinor / 100) return { problem: 'max' };
  const minor = Math.round(value * 100);
  if (Math.abs(value * 100 - minor) > 1e-6 * Math.max(1, Math.abs(value))) return { problem: 'decimals' };
  return { minor };
}

export interface MoneyFieldOptions {
  /** The field's texts by problem; `number` is required, the others fall back to it (decimals to the shared text). */
  messages: Partial<Record<MoneyProblem, string>> & { number: string };
  /** More than 0 (a payment, an expense); else 0 is allowed (a price). */
  positive?: boolean;
  /** The most allowed, in minor units (default: what NUMERIC(14,2) holds). */
  maxMinor?: Minor;
  /** What a blank text field counts as (the receiving forms: an empty price is 0, spec part 2 §5); else required. */
  blankAs?: Minor;
}

/**
 * A money field of a contract: `parseMoney`'s rules, answered as a 2-decimal string ("12.50"); the
 * one definition every contract's amounts and prices use.
 */
export function MoneyField(options: MoneyFieldOptions) {
  const { messages } = options;
  const textOf = (problem: MoneyProblem) =>
    messages[problem] ?? (problem === 'decimals' ? moneyInputMessages.decimals : messages.number);
  // `x-money` marks the field in the OpenAPI document (the hostile-input suite sends it loose amounts).
  return z
    .union([z.number(), z.string()], { error: messages.number })
    .meta({ 'x-money': true })
    .transform((value, ctx) => {
      const blank = typeof value === 'string' && value.trim() === '' && options.blankAs !== undefined;
      const parsed = blank ? { minor: options.blankAs as Minor } : parseMoney(value);
      let problem = 'problem' in parsed ? parsed.problem : null;
      if (!problem && 'minor' in parsed) {
        if (parsed.minor > (options.maxMinor ?? maxAmountMinor)) problem = 'max';
        else if (options.positive && parsed.minor === 0) problem = 'zero';
        else return fromMinor(parsed.minor);
      }
      ctx.addIssue({ code: 'custom', message: textOf(problem ?? 'number') });
      return z.NEVER;
    });
}

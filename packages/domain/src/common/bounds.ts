import { z } from 'zod';
import { boundsMessages } from './bounds-messages.js';
export { boundsMessages } from './bounds-messages.js';

/**
 * The bounds every contract shares, named once (issue 14): text without control characters,
 * ids within a PostgreSQL integer, money within what NUMERIC(14,2) totals hold, a lot of at most
 * 10,000,000 units, strings of bounded length. Example: Text(200) refuses "a\u0000b" with
 * boundsMessages.controlCharacters; EntityId() refuses 2147483648. The texts are in bounds-messages.ts.
 */

/** Largest id a PostgreSQL integer column holds (2^31 - 1). */
export const maxId = 2_147_483_647;
/** Largest amount NUMERIC(14,2) holds, so the largest price, line total or order total. */
export const maxAmount = 999_999_999_999.99;
/** Largest amount in minor units (cents, fils). */
export const maxAmountMinor = 99_999_999_999_999;
/** Most units one lot (an inventory row) may hold. */
export const maxLotUnits = 10_000_000;

/** Tab, newline and carriage return: the only controls a multi-line text may hold. */
const lineControls = new Set([0x09, 0x0a, 0x0d]);

/**
 * True when `text` holds a control character: NUL, the C0 controls, DEL or the C1 controls;
 * a multi-line text may hold tab, newline and carriage return.
 */
export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (control && !(options.multiline && lineControls.has(code))) return true;
  }
  return false;
}

/**
 * True when `text` holds a bidirectional override, embedding or isolate (U+202A-U+202E,
 * U+2066-U+2069): "\u202Egnp.exe" shows as "exe.png". The marks U+200E/U+200F that Arabic text
 * uses are not among them.
 */
export function hasBidiControls(text: string): boolean {
  return /[\u202A-\u202E\u2066-\u2069]/u.test(text);
}

/** Characters that show nothing: zero-width and joiner characters, marks, fillers (and white space). */
const invisibleCodes = new Set([
  0x00ad, 0x034f, 0x061c, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x180e, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x2060,
  0x2061, 0x2062, 0x2063, 0x2064, 0x3164, 0xfeff, 0xffa0,
]);

/** True when nothing of `text` would be seen: "\u200B\u200B" is as blank as "". */
export function isInvisibleOnly(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (!invisibleCodes.has(code) && char.trim() !== '') return false;
  }
  return true;
}

/** `text` with each control character shown as U+FFFD, to echo back or keep refused input safely. */
export function visibleText(text: string): string {
  return text.replace(/\p{Cc}/gu, '\uFFFD');
}

/** Text of at most `max` characters without control characters (tab/newline only when multi-line). */
export function Text(max: number, options: { multiline?: boolean; error?: string } = {}) {
  return z
    .string(options.error ? { error: options.error } : undefined)
    .max(max, boundsMessages.tooLong)
    .refine((value) => !hasControlCharacters(value, options), boundsMessages.controlCharacters)
    .refine((value) => options.multiline || !hasBidiControls(value), boundsMessages.bidiControls);
}

/** A row id from JSON or a path/query string: a whole number 1..2147483647; `message` otherwise. */
export function EntityId(message: string = boundsMessages.idInvalid) {
  return z.coerce.number({ error: message }).int(message).min(1, message).max(maxId, message);
}

/** True when an amount in minor units fits NUMERIC(14,2). */
export function fitsAmount(minor: number): boolean {
  return Number.isSafeInteger(minor) && Math.abs(minor) <= maxAmountMinor;
}

/** A row id in a JSON body (a number, not a numeric string): 1..2147483647; `message` otherwise. */
export function BodyId(message: string = boundsMessages.idInvalid) {
  return z.number({ error: message }).int(message).min(1, message).max(maxId, message);
}

/**
 * Single-line text from a form (names, titles): no control characters at all, no direction
 * overrides, and text of only invisible characters counts as blank (so `.trim().min(1)` after it
 * refuses it). Refine first, then the field's rules.
 */
export function SafeString(params?: { error?: string }) {
  return z
    .string(params)
    .meta({ 'x-single-line': true })
    .refine((value) => !hasControlCharacters(value), boundsMessages.controlCharacters)
    .refine((value) => !hasBidiControls(value), boundsMessages.bidiControls)
    .overwrite((value) => (isInvisibleOnly(value) ? '' : value));
}

/** Multi-line text (a description, notes): tab, newline and carriage return allowed, no other control. */
export function SafeMultilineString(params?: { error?: string }) {
  return z
    .string(params)
    .refine((value) => !hasControlCharacters(value, { multiline: true }), boundsMessages.controlCharacters);
}

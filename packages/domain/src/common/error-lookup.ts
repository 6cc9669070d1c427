import { type ErrorCode, errorCodes } from './error-codes.js';
import { type MessageParams, fillMessage } from './message-template.js';

/** True for a code of the list (a body from an older server or another lane may carry others). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCodes, value);
}

/** The English message of `code`, its `{{name}}` placeholders filled from `params`. */
export function errorMessageOf(code: ErrorCode, params?: MessageParams): string {
  return fillMessage(errorCodes[code].message, params);
}

/** The `error` field of a body: the code, or the older name the list keeps for it. */
export function errorKindOf(code: ErrorCode): string {
  const entry: { error?: string } = errorCodes[code];
  return entry.error ?? code;
}

const codeByMessage = new Map<string, ErrorCode>();
for (const [code, entry] of Object.entries(errorCodes)) {
  // The first code of a text wins: generic ones come first in the list.
  if (!codeByMessage.has(entry.message)) codeByMessage.set(entry.message, code as ErrorCode);
}

/**
 * The code of a field rule's message (the English text a zod schema of the domain gives), so a
 * 400's issues and the web's forms can name it: the one place a text is read back into a code.
 * A message no rule of ours wrote (zod's own "Invalid input") is `invalid_value`.
 */
export function codeOfMessage(text: string): ErrorCode {
  return codeByMessage.get(text) ?? 'invalid_value';
}

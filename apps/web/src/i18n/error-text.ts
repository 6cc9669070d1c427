import { type ErrorCode, codeOfMessage, errorCodes, isErrorCode } from '@assist/domain';
import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from '../lib/api';
import { isolate } from '../lib/bidi';

/**
 * The one place the web app turns errors into words (docs/decisions/2026-11-25-error-codes.md):
 * by code, `errors:codes.<code>` in en and ar, never by reading an English text back.
 */

/** The text of `code`, its `{{name}}`s filled from `params` (names and such kept in their direction). */
export function codeText(code: ErrorCode, t: TFunction, params: Readonly<Record<string, unknown>> = {}): string {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) values[name] = typeof value === 'string' ? isolate(value) : value;
  // A wait the server counted (a throttled sign-in) is said in the user's language, not the server's words.
  if (typeof params.retryAfterSeconds === 'number') values.wait = waitText(params.retryAfterSeconds, t);
  return t(`errors:codes.${code}`, { replace: values });
}

/** "15 minutes", "30 seconds" in the user's language (plural forms; small numbers, no grouping). */
function waitText(seconds: number, t: TFunction): string {
  const [key, n] = seconds < 60 ? ['errors:wait.seconds', seconds] : ['errors:wait.minutes', Math.ceil(seconds / 60)];
  return t(key, { count: n, n: String(n) });
}

/**
 * A field rule's message in the user's language: a zod message of a domain schema in a form
 * (react-hook-form's resolver), or a 400 issue the server put on a field, both the spec's English
 * text. Its code comes from the domain (`codeOfMessage`, the one text-to-code mapping). A text
 * without a code (one this function already gave, or zod's own "Too big: ...") stays as it is, so
 * a field's text may pass through it twice (a feature's helper, then FormField).
 */
export function fieldErrorText(message: string, t: TFunction): string {
  const code = codeOfMessage(message);
  if (code === 'invalid_value' && message !== errorCodes.invalid_value.message) return message;
  return codeText(code, t);
}

/** An answer's message without a code of its own (zod's "Too big: ..."): as it is in English, generic in Arabic. */
function unlistedText(message: string, t: TFunction): string {
  return t('errors:unlisted', { message });
}

function statusText(status: number, t: TFunction): string | undefined {
  if (status === 400) return t('errors:checkInput');
  if (status === 401) return t('errors:unauthorized');
  if (status === 403) return t('errors:forbidden');
  if (status === 404) return t('errors:notFound');
  if (status === 429) return t('errors:tooManyRequests');
  if (status >= 500) return t('errors:server');
  return undefined;
}

/**
 * What to tell the user about a failed call: no answer at all is "You are offline. This needs an
 * internet connection."; else the text of the answer's code (a 400 `validation` by its first
 * issue's code) in the user's language with the body's values; an answer without a listed code
 * (a proxy's page) by its status; else `fallback` (the spec's toast text).
 */
export function errorText(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof NetworkError) return t('pwa:network.needed');
  if (!(error instanceof ApiError)) return fallback;
  const issue = error.code === 'validation' ? error.issues[0] : undefined;
  if (issue && isErrorCode(issue.code) && issue.code !== 'invalid_value') return codeText(issue.code, t);
  if (issue) return unlistedText(issue.message, t);
  if (isErrorCode(error.code)) return codeText(error.code, t, error.body);
  return statusText(error.status, t) ?? fallback;
}

/** `fieldErrorText` for a message that may be absent (a form field without an error). */
export function optionalFieldErrorText(message: string | undefined, t: TFunction): string | undefined {
  return message ? fieldErrorText(message, t) : undefined;
}

/**
 * A stored refusal (an offline sale the server refused) in the user's language: by its code and
 * values when it kept them, else the server's message as it was stored.
 */
export function refusalText(
  message: string,
  detail: { code: string; params: Readonly<Record<string, unknown>> } | null | undefined,
  t: TFunction,
): string {
  return detail && isErrorCode(detail.code) ? codeText(detail.code, t, detail.params) : message;
}

import { expenseMessages } from '@assist/domain';
import type { TFunction } from 'i18next';
import { errorText, translateMessage } from '../../i18n/error-text';
import { ApiError } from '../../lib/api';

const keyByText = new Map<string, string>(
  Object.entries(expenseMessages).map(([key, text]) => [text, `expenses:server.${key}`] as const),
);

/** An expense validation or server message (English, from the domain) in the user's language. */
export function expenseMessage(text: string | undefined, t: TFunction): string | undefined {
  if (!text) return undefined;
  const key = keyByText.get(text);
  return key ? t(key) : translateMessage(text, t);
}

/** A failed expenses call in the user's language: our own server messages first, then the shared ones. */
export function expenseErrorText(error: unknown, t: TFunction, fallback: string): string {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  const key = message ? keyByText.get(message) : undefined;
  return key ? t(key) : errorText(error, t, fallback);
}

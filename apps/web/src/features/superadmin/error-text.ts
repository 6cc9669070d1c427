import { superadminMessages } from '@assist/domain';
import type { TFunction } from 'i18next';
import { errorText } from '../../i18n/error-text';
import { ApiError } from '../../lib/api';

type SuperadminMessageKey = keyof typeof superadminMessages;
const keyByText = new Map<string, SuperadminMessageKey>(
  Object.entries(superadminMessages).map(([key, text]) => [text, key as SuperadminMessageKey]),
);

/** A failed superadmin call in the user's language: its own server messages first, then the shared ones. */
export function superadminErrorText(error: unknown, t: TFunction, fallback: string): string {
  const key = error instanceof ApiError ? messageKey(error) : undefined;
  return key ? t(`superadmin:server.${key}`) : errorText(error, t, fallback);
}

/** The message may come as the body's message or as a 400 issue (the refinements have no field). */
function messageKey(error: ApiError): SuperadminMessageKey | undefined {
  const texts = [error.serverMessage, ...error.issues.map((issue) => issue.message)];
  for (const text of texts) {
    const key = text ? keyByText.get(text) : undefined;
    if (key) return key;
  }
  return undefined;
}

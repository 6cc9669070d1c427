import { salesMessages } from '@assist/domain';
import type { TFunction } from 'i18next';
import { errorText } from '../../i18n/error-text';
import { ApiError } from '../../lib/api';

const keyByText = new Map<string, string>(
  Object.entries(salesMessages).map(([key, text]) => [text, `sales:server.sales.${key}`] as const),
);

/** A sales or return message of the domain in the user's language; unknown text as it is. */
export function salesMessage(text: string | undefined, t: TFunction): string | undefined {
  if (!text) return undefined;
  const key = keyByText.get(text);
  return key ? t(key) : text;
}

/** A failed sales call in the user's language: our own server messages first, then the shared ones. */
export function salesErrorText(error: unknown, t: TFunction, fallback: string): string {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  const key = message ? keyByText.get(message) : undefined;
  return key ? t(key) : errorText(error, t, fallback);
}

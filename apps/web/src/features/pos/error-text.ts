import { posMessages, salesMessages } from '@assist/domain';
import type { TFunction } from 'i18next';
import { errorText } from '../../i18n/error-text';
import { ApiError } from '../../lib/api';

/** English server texts of the till, keyed by where their translation lives. */
const keyByText = new Map<string, string>([
  ...Object.entries(posMessages).map(([key, text]) => [text, `pos:server.pos.${key}`] as const),
  ...Object.entries(salesMessages).map(([key, text]) => [text, `sales:server.sales.${key}`] as const),
]);

/** A domain message (favorites, held carts, checkout) in the user's language; unknown text as it is. */
export function posMessage(text: string | undefined, t: TFunction): string | undefined {
  if (!text) return undefined;
  const key = keyByText.get(text);
  return key ? t(key) : text;
}

/** A failed till call in the user's language: our own server messages first, then the shared ones. */
export function posErrorText(error: unknown, t: TFunction, fallback: string): string {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  const key = message ? keyByText.get(message) : undefined;
  return key ? t(key) : errorText(error, t, fallback);
}

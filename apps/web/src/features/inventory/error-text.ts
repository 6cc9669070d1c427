import type { TFunction } from 'i18next';
import { errorText, translateMessage } from '../../i18n/error-text';
import { ApiError } from '../../lib/api';
import { inventoryServerTexts } from './server-texts';

const keyByText = new Map<string, string>(
  Object.entries(inventoryServerTexts).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]) => [text, `server.${group}.${key}`] as const),
  ),
);

/** A validation or server message (English, from the domain) in the user's language. */
export function inventoryMessage(text: string | undefined, t: TFunction): string | undefined {
  if (!text) return undefined;
  const key = keyByText.get(text);
  return key ? t(`inventory:${key}`) : translateMessage(text, t);
}

/** A failed inventory call in the user's language: our own server messages first, then the shared ones. */
export function inventoryErrorText(error: unknown, t: TFunction, fallback: string): string {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  const key = message ? keyByText.get(message) : undefined;
  return key ? t(`inventory:${key}`) : errorText(error, t, fallback);
}

import { messageKeyOf } from '@assist/domain';
import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from '../lib/api';
import i18n from './index';

/** English server texts we know, keyed like `errors:server.<key>`, so Arabic can show them. */
function knownServerKey(text: string): string | undefined {
  const known = i18n.getResourceBundle('en', 'errors')?.server as Record<string, string> | undefined;
  if (!known) return undefined;
  return Object.keys(known).find((key) => known[key] === text);
}

/** A validation message from zod (English spec text) in the current language. */
export function translateMessage(text: string, t: TFunction): string {
  const key = messageKeyOf(text);
  if (key) return t(`validation:${key}`, { defaultValue: text });
  const serverKey = knownServerKey(text);
  if (serverKey) return t(`errors:server.${serverKey}`, { defaultValue: text });
  return text;
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
 * What to tell the user about a failed call: no answer at all is "You are offline. This needs
 * an internet connection."; else the server's message in the user's language when we know it,
 * the server's own text in English, else `fallback` (the spec's toast text).
 */
export function errorText(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof NetworkError) return t('pwa:network.needed');
  if (!(error instanceof ApiError)) return fallback;
  if (error.code && i18n.exists(`errors:codes.${error.code}`)) return t(`errors:codes.${error.code}`);
  const message = error.serverMessage;
  if (!message) return statusText(error.status, t) ?? fallback;
  const translated = translateMessage(message, t);
  if (translated !== message) return translated;
  // An unknown server text is English: show it to English readers, a generic text to others.
  if ((i18n.resolvedLanguage ?? 'en') === 'en') return message;
  return statusText(error.status, t) ?? fallback;
}

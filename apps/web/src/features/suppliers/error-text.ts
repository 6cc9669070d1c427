import type { TFunction } from 'i18next';
import { errorText } from '../../i18n/error-text';
import { ApiError } from '../../lib/api';
import { isolate } from '../../lib/bidi';
import { supplierMoneyServerTexts } from './server-texts';

const keyByText = new Map<string, string>(
  Object.entries(supplierMoneyServerTexts).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]) => [text, `suppliers:server.${group}.${key}`] as const),
  ),
);
const lotShort = /^Only (\d+) units of (.+) are left in this lot$/;

/** A payment or return message of the domain in the user's language; unknown text as it is. */
export function supplierMoneyMessage(text: string | undefined, t: TFunction): string | undefined {
  if (!text) return undefined;
  const key = keyByText.get(text);
  if (key) return t(key);
  const short = lotShort.exec(text);
  if (short) return t('suppliers:server.lotShort', { n: short[1], name: isolate(short[2] ?? '') });
  return text;
}

/** A failed payment or return call in the user's language: our own messages first, then the shared ones. */
export function supplierMoneyErrorText(error: unknown, t: TFunction, fallback: string): string {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  const known = message ? supplierMoneyMessage(message, t) : undefined;
  return known && known !== message ? known : errorText(error, t, fallback);
}

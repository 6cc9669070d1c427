import type { TFunction } from 'i18next';
import { errorText } from '../../../i18n/error-text';
import { NetworkError } from '../../../lib/api';

/** The toast description for a failed auth call: network text, server message, or `fallback`. */
export function authErrorText(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof NetworkError) return t('errors:generic');
  return errorText(error, t, fallback);
}

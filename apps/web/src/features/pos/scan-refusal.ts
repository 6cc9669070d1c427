import type { ErrorCode } from '@assist/domain';
import type { TFunction } from 'i18next';
import { codeText } from '../../i18n/error-text';
import { formatCalendarDate } from '../../lib/format';

/**
 * Why a scanned pack is not sold (an expired pack, a recalled batch), in the reader's language, at
 * the till and the offline till alike: its product and batch as given, its expiry said as the
 * user's dates are (an ISO date reads backwards in Arabic).
 */
export function scanRefusalText(
  code: ErrorCode,
  params: Readonly<Record<string, unknown>>,
  t: TFunction,
  language: string,
): string {
  const { expiryDate } = params;
  return codeText(code, t, {
    ...params,
    ...(typeof expiryDate === 'string' && { expiryDate: formatCalendarDate(expiryDate, language) }),
  });
}

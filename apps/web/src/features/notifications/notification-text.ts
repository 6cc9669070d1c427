import type { Notification } from '@assist/domain';
import type { TFunction } from 'i18next';
import { isolate } from '../../lib/bidi';

/**
 * A notification's title and message in the reader's language. A broadcast is the supplier's own
 * words. The others the server writes in English (the contract's note): English readers get them
 * as written (they name the status and the marketplace); others get the kind's text with the
 * sender's name. An approved purchase is the one that links to /transfers (accept the goods).
 */
export function notificationText(
  notification: Notification,
  t: TFunction,
  language: string,
): { title: string; message: string } {
  if (notification.kind === 'broadcast' || language.startsWith('en'))
    return { title: notification.title, message: notification.message };
  const from = isolate(notification.fromBusinessName ?? t('notifications:someone'));
  const approvedPurchase = notification.kind === 'purchase_response' && notification.link === '/transfers';
  return {
    title: t(`notifications:kinds.${notification.kind}`),
    message: t(`notifications:text.${approvedPurchase ? 'purchase_approved' : notification.kind}`, { from }),
  };
}

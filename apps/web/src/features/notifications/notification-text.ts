import type { Notification } from '@assist/domain';
import type { TFunction } from 'i18next';
import { isolate } from '../../lib/bidi';

/**
 * A notification's title and message in the reader's language. A broadcast is the supplier's own
 * words. Every other kind is worded from the translated template of its kind and status
 * (`notifications:notice.<kind>_<status>`), with the sender and the marketplace as the server
 * names them; a kind without a status (a transfer) has its kind's text.
 */
export function notificationText(notification: Notification, t: TFunction): { title: string; message: string } {
  if (notification.kind === 'broadcast') return { title: notification.title, message: notification.message };
  const from = isolate(notification.fromBusinessName ?? t('notifications:someone'));
  const marketplace = notification.marketplaceName
    ? isolate(notification.marketplaceName)
    : t('notifications:theMarketplace');
  if (notification.status === null)
    return {
      title: t(`notifications:kinds.${notification.kind}`),
      message: t(`notifications:text.${notification.kind}`, { from }),
    };
  const key = `${notification.kind}_${notification.status}`;
  return {
    title: t(`notifications:notice.${key}.title`),
    message: t(`notifications:notice.${key}.message`, { from, marketplace }),
  };
}

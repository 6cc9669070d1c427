import type { Notification, RecallNoticeDetails } from '@assist/domain';
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
  if (notification.kind === 'recall' && notification.recall) return recallText(notification.recall, from, t);
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

/** A recall reached the business: the batch, its units, what is on its way, what to do and why. */
function recallText(recall: RecallNoticeDetails, from: string, t: TFunction) {
  const product = isolate(recall.productName);
  const batch = isolate(recall.batchNumber);
  const sentences = [
    t('notifications:recall.message', {
      from,
      product,
      batch,
      received: recall.unitsReceived,
      held: recall.unitsHeld,
    }),
    recall.unitsPending > 0 ? t('notifications:recall.pending', { pending: recall.unitsPending }) : '',
    t(`notifications:recall.${recall.action}`),
    t('notifications:recall.reason', { reason: isolate(recall.reason) }),
  ];
  return {
    title: t('notifications:recall.title', { product, batch }),
    message: sentences.filter(Boolean).join(' '),
  };
}

import type { NewNotification } from '../notifications/notify.js';

/** The Recalls page: a business reached reads the recall there and returns the stock from it. */
export const recallsLink = '/recalls';

interface RecallCopy {
  ownerId: number;
  fromOwnerId: number | null;
  productName: string;
  batchNumber: string;
  action: 'stop_selling' | 'return';
  reason: string;
  unitsReceived: number | null;
}

/**
 * The notification a business reached by a recall reads: the batch, what it received and what it
 * still holds, what is on its way in a pending transfer, what to do. The title and message are
 * English for API readers; the web words `recall` (the same figures) in the reader's language.
 */
export function recallNotice(copy: RecallCopy, fromName: string, unitsHeld: number, unitsPending = 0): NewNotification {
  const todo = copy.action === 'return' ? 'Return it to the sender.' : 'Stop selling it.';
  const onTheWay =
    unitsPending > 0
      ? ` ${unitsPending} more units are on their way to you in a transfer not yet accepted: ` +
        'if you accept it, they arrive marked recalled.'
      : '';
  return {
    ownerId: copy.ownerId,
    fromOwnerId: copy.fromOwnerId,
    kind: 'recall',
    title: `Recall: ${copy.productName}, batch ${copy.batchNumber}`,
    message:
      `${fromName} recalled batch ${copy.batchNumber} of ${copy.productName}: you received ` +
      `${copy.unitsReceived ?? 0} units and still hold ${unitsHeld}.${onTheWay} ${todo} Reason: ${copy.reason}`,
    link: recallsLink,
    recall: {
      productName: copy.productName,
      batchNumber: copy.batchNumber,
      unitsReceived: copy.unitsReceived ?? 0,
      unitsHeld,
      unitsPending,
      action: copy.action,
      reason: copy.reason,
    },
  };
}

import type { NotificationKind, NotificationStatus } from '@assist/domain';

/**
 * The English titles the server writes for each kind and status of notification (a broadcast's are
 * the supplier's own). Each notification also stores its status (migration 0014), from which the
 * web words each kind in the reader's language.
 */
export const noticeTitles = {
  join_request: { pending: 'New join request', approved: 'New retailer' },
  join_response: { approved: 'Join request approved', rejected: 'Join request rejected' },
  purchase_request: { pending: 'New purchase request' },
  purchase_response: { approved: 'Purchase request approved', rejected: 'Purchase request rejected' },
  // lane consent: returns of transferred goods, decided by the business they go back to.
  transfer_return: { pending: 'Goods returned to you' },
  transfer_return_decision: { approved: 'Return approved', rejected: 'Return rejected' },
  // Lane money (issue 26): a debtor's cash claim, and the creditor's answer to it.
  payment_claim: { pending: 'Payment to confirm' },
  payment_decision: { approved: 'Payment confirmed', rejected: 'Payment rejected' },
} as const satisfies Partial<Record<NotificationKind, Partial<Record<NotificationStatus, string>>>>;

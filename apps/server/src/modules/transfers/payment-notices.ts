import { formatTradeAmount, toMinor } from '@assist/domain';
import { noticeTitles } from '../notifications/notice-titles.js';
import type { NewNotification } from '../notifications/notify.js';
import type { PaymentParty, TransferPaymentRow } from './payments-repository.js';

const amountOf = (payment: TransferPaymentRow) => formatTradeAmount(toMinor(payment.amount), payment.currency);

/**
 * The notifications of payments between businesses (English; the web words them by kind and
 * status with fromBusinessName): the creditor hears of a claim to confirm, the debtor of the answer.
 */
export const paymentNotices = {
  /** To the creditor, linked to where it reads its balances and decides claims. */
  claim: (payment: TransferPaymentRow, debtorName: string, creditor: PaymentParty) =>
    ({
      ownerId: payment.toOwnerId,
      fromOwnerId: payment.ownerId,
      kind: 'payment_claim',
      title: noticeTitles.payment_claim.pending,
      status: 'pending',
      message: `${debtorName} says it paid you ${amountOf(payment)} in cash. Confirm it once you have the money.`,
      link: creditor.balancesLink,
    }) satisfies NewNotification,
  /** To the debtor, linked to where it reads its balances. */
  decision: (
    payment: TransferPaymentRow,
    creditorName: string,
    debtor: PaymentParty,
    status: 'approved' | 'rejected',
  ) =>
    ({
      ownerId: payment.ownerId,
      fromOwnerId: payment.toOwnerId,
      kind: 'payment_decision',
      title: noticeTitles.payment_decision[status],
      status,
      message:
        status === 'approved'
          ? `${creditorName} confirmed your payment of ${amountOf(payment)}.`
          : `${creditorName} rejected your payment of ${amountOf(payment)}: ${payment.rejectReason ?? ''}`,
      link: debtor.balancesLink,
    }) satisfies NewNotification,
};

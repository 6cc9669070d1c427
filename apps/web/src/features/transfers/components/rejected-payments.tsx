import type { TransferPaymentEntry } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/bidi';
import { formatTimestamp } from '../../../lib/format';
import { useMoney } from '../../../lib/format/use-money';
import { useBusinessDay } from '../../auth/use-business-day';
import { useTransferPayments } from '../api';

/** How many of the latest rejected payments the debtor is shown. */
const shown = 5;

/**
 * The debtor's latest payments the creditor rejected, with its reason: the claim counted in no
 * balance, and this is where the debtor reads why (its notification points here).
 */
export function RejectedPayments() {
  const { t } = useTranslation('transfers');
  // Rejected claims of mine: I paid the partner (the payment is from me, to it).
  const mine = (useTransferPayments('rejected').data ?? []).filter((p) => p.toUserId === p.partnerId).slice(0, shown);
  if (mine.length === 0) return null;
  return (
    <section
      className="mb-6 flex flex-col gap-3"
      aria-labelledby="rejected-payments-title"
      data-testid="rejected-payments"
    >
      <h2 id="rejected-payments-title" className="font-semibold">
        {t('claims.rejectedTitle')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3">
        {mine.map((payment) => (
          <li key={payment.id} className="min-w-0">
            <RejectedCard payment={payment} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RejectedCard({ payment }: { payment: TransferPaymentEntry }) {
  const { t, i18n } = useTranslation('transfers');
  const money = useMoney(payment.currency);
  const { timeZone } = useBusinessDay();
  return (
    <article
      className="flex h-full flex-col gap-2 rounded-xl border border-danger/30 bg-surface p-4"
      data-testid={`rejected-payment-${payment.id}`}
    >
      <header className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium break-words">
          {t('claims.rejectedBy', { name: isolate(payment.partnerName) })}
        </p>
        <span className="shrink-0 font-semibold whitespace-nowrap tabular-nums line-through">
          {money(payment.amount)}
        </span>
      </header>
      {payment.decidedAt && (
        <p className="text-xs text-ink-muted">{formatTimestamp(payment.decidedAt, i18n.language, timeZone)}</p>
      )}
      <p className="text-sm break-words" data-testid="rejected-reason">
        {t('claims.reasonText', { reason: payment.rejectReason ?? '' })}
      </p>
    </article>
  );
}

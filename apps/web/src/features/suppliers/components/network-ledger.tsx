import type { SupplierNetworkTrade, TransferPaymentEntry } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { countText } from '../../../i18n/count-text';
import { useMoney } from '../../../lib/format/use-money';
import { useTimes } from '../../../lib/format/use-times';

function TradeRow({ trade }: { trade: SupplierNetworkTrade }) {
  const { t } = useTranslation('suppliers');
  const money = useMoney(trade.currency);
  const times = useTimes();
  return (
    <li
      className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
      data-testid={`network-trade-${trade.transferId}`}
    >
      <span className="min-w-0">
        <span className="block">{countText(t, `network.trade.${trade.direction}`, trade.itemCount)}</span>
        <span className="block text-xs text-ink-muted">{times.date(trade.createdAt)}</span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <span className="font-semibold tabular-nums" dir="ltr">
          {money(trade.totalCost)}
        </span>
        <Badge tone={trade.status === 'accepted' ? 'success' : trade.status === 'pending' ? 'warning' : 'neutral'}>
          {t(`network.status.${trade.status}`)}
        </Badge>
      </span>
    </li>
  );
}

function PaymentRow({ payment, partnerId }: { payment: TransferPaymentEntry; partnerId: number }) {
  const { t } = useTranslation('suppliers');
  const money = useMoney(payment.currency);
  const times = useTimes();
  const paidByMe = payment.toUserId === partnerId;
  return (
    <li
      className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
      data-testid={`network-payment-${payment.id}`}
    >
      <span className="min-w-0">
        <span className="block">{t(paidByMe ? 'network.payment.mine' : 'network.payment.theirs')}</span>
        <span className="block text-xs text-ink-muted">{times.date(payment.createdAt)}</span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <span className="font-semibold tabular-nums" dir="ltr">
          {money(payment.amount)}
        </span>
        <Badge tone={payment.status === 'confirmed' ? 'success' : payment.status === 'pending' ? 'warning' : 'danger'}>
          {t(`network.payment.${payment.status}`)}
        </Badge>
      </span>
    </li>
  );
}

/**
 * The supplier's trades and payments on the network, latest first: the same rows as Transfers
 * lists for this partner (one ledger per partner, issue 26).
 */
export function NetworkLedger({
  partnerId,
  trades,
  payments,
}: {
  partnerId: number;
  trades: readonly SupplierNetworkTrade[];
  payments: readonly TransferPaymentEntry[];
}) {
  const { t } = useTranslation('suppliers');
  if (trades.length === 0 && payments.length === 0) return null;
  return (
    <section aria-labelledby="network-ledger" className="flex flex-col gap-2" data-testid="supplier-network-ledger">
      <h3 id="network-ledger" className="font-semibold">
        {t('network.ledger')}
      </h3>
      {trades.length > 0 && (
        <ul className="divide-y divide-line rounded-lg border border-line" aria-label={t('network.trades')}>
          {trades.map((trade) => (
            <TradeRow key={trade.transferId} trade={trade} />
          ))}
        </ul>
      )}
      {payments.length > 0 && (
        <ul className="divide-y divide-line rounded-lg border border-line" aria-label={t('network.payments')}>
          {payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} partnerId={partnerId} />
          ))}
        </ul>
      )}
    </section>
  );
}

import type { TransferBalance } from '@assist/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransferBalances } from '../api';
import { BalanceCard } from './balance-card';
import { ListEmpty, ListError, ListSkeleton } from './list-states';
import { PaymentClaims } from './payment-claims';
import { RejectedPayments } from './rejected-payments';
import { RecordPaymentDialog } from './record-payment-dialog';

/**
 * The balances tab: per partner and currency who owes whom, netted by the server (spec part 2 §3
 * "Balance"; two currencies never netted), with the payment claims waiting for confirmation above.
 */
export function BalanceList() {
  const { t } = useTranslation('transfers');
  const balances = useTransferBalances();
  const [paying, setPaying] = useState<TransferBalance | null>(null);
  const list = balances.data ?? [];
  if (balances.isPending) return <ListSkeleton />;
  if (balances.isError) return <ListError error={balances.error} onRetry={() => void balances.refetch()} />;
  return (
    <>
      <PaymentClaims />
      <RejectedPayments />
      {list.length === 0 ? (
        <ListEmpty text={t('empty.balances')} testId="transfers-empty-balances" />
      ) : (
        <ul
          className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
          aria-label={t('balances.listLabel')}
          data-testid="transfer-balances"
        >
          {list.map((balance) => (
            <li key={`${balance.partnerId}-${balance.currency}`} className="min-w-0">
              <BalanceCard balance={balance} onRecord={() => setPaying(balance)} />
            </li>
          ))}
        </ul>
      )}
      <RecordPaymentDialog balance={paying} onClose={() => setPaying(null)} />
    </>
  );
}

import type { TransferBalance } from '@assist/domain';
import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { useMoney } from '../../../lib/format/use-money';
import { useBusinessDay } from '../../auth/use-business-day';

/**
 * One partner's balance in one currency (the trades' own, on both sides): who owes whom, how much
 * (confirmed payments only), the claims waiting for confirmation apart, the last transfer, and
 * Record Payment.
 */
export function BalanceCard({ balance, onRecord }: { balance: TransferBalance; onRecord: () => void }) {
  const { t, i18n } = useTranslation('transfers');
  const money = useMoney(balance.currency);
  const claimed = Number(balance.pendingClaims) > 0;
  const { timeZone } = useBusinessDay();
  const owes = balance.type === 'owes';
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
      data-testid={`balance-card-${balance.partnerId}-${balance.currency}`}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="line-clamp-2 font-semibold" data-testid="balance-who">
            {t(owes ? 'balances.owes' : 'balances.owed', { name: balance.partnerName })}
          </h2>
          <p className="truncate text-sm text-ink-muted" dir="ltr">
            <bdi>{balance.partnerEmail}</bdi>
          </p>
        </div>
        <Badge tone={owes ? 'warning' : 'success'} className="shrink-0 whitespace-nowrap">
          {t(owes ? 'balances.owesBadge' : 'balances.owedBadge')}
        </Badge>
      </header>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">{t('balances.outstanding')}</dt>
          <dd className="text-lg font-semibold whitespace-nowrap tabular-nums" data-testid="balance-outstanding">
            {money(balance.totalOutstanding)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">{t('balances.lastTransfer')}</dt>
          <dd className="break-words">
            {balance.lastTransferDate
              ? formatDate(balance.lastTransferDate, i18n.language, timeZone)
              : t('balances.none')}
          </dd>
        </div>
      </dl>
      {claimed && (
        <p className="text-sm text-warning" data-testid="balance-pending-claims">
          {t(owes ? 'balances.claimedByYou' : 'balances.claimedByThem', { amount: money(balance.pendingClaims) })}
        </p>
      )}
      <div className="mt-auto pt-1">
        <Button size="sm" variant="outline" onClick={onRecord} data-testid="balance-record">
          <HandCoins className="size-4" aria-hidden="true" />
          {t('balances.record')}
        </Button>
      </div>
    </article>
  );
}

import type { SupplierNetworkBalance } from '@assist/domain';
import { Network } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useMoney } from '../../../lib/format/use-money';
import { useSignedInUser } from '../../auth/api';

/** Where the balances with a partner are paid and claims decided: Transfers, else the marketplace's Purchases. */
function useBalancesPath(): string | null {
  const capabilities = useSignedInUser().capabilities;
  if (capabilities.includes('transfers')) return '/transfers?tab=balances';
  if (capabilities.includes('marketplace')) return '/marketplace?tab=purchases';
  return null;
}

function NetworkAmount({ balance }: { balance: SupplierNetworkBalance }) {
  const { t } = useTranslation('suppliers');
  const money = useMoney(balance.currency);
  return (
    <li
      className="flex flex-wrap items-baseline justify-between gap-2"
      data-testid={`network-balance-${balance.currency}`}
    >
      <span className="text-sm">{t(`network.${balance.type}`)}</span>
      <span className="font-semibold tabular-nums" dir="ltr">
        {money(balance.totalOutstanding)}
      </span>
      {balance.pendingClaims !== '0.00' && (
        <span className="w-full text-xs text-ink-muted">
          {t('network.claims', { amount: money(balance.pendingClaims) })}
        </span>
      )}
    </li>
  );
}

/** The list's short line: "On the network: you owe 18.00 USD". */
export function NetworkLine({ balance }: { balance: SupplierNetworkBalance }) {
  const { t } = useTranslation('suppliers');
  const money = useMoney(balance.currency);
  return (
    <span className="block truncate text-xs text-ink-muted" data-testid={`supplier-network-line-${balance.currency}`}>
      {t(`network.short.${balance.type}`, { amount: money(balance.totalOutstanding) })}
    </span>
  );
}

/**
 * A supplier that is a business on the network: what the two owe each other through trades, in
 * each trade's currency, the same figures Transfers shows (one ledger per partner, issue 26), and
 * the way to pay or confirm there.
 */
export function NetworkBalances({ balances }: { balances: readonly SupplierNetworkBalance[] }) {
  const { t } = useTranslation('suppliers');
  const path = useBalancesPath();
  return (
    <section
      className="rounded-lg border border-line bg-canvas p-3"
      data-testid="supplier-network"
      aria-labelledby="supplier-network-title"
    >
      <h3 id="supplier-network-title" className="flex items-center gap-2 text-xs text-ink-muted">
        <Network className="size-4" aria-hidden="true" />
        {t('network.title')}
      </h3>
      {balances.length === 0 ? (
        <p className="mt-1 text-sm" data-testid="supplier-network-settled">
          {t('network.settled')}
        </p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {balances.map((balance) => (
            <NetworkAmount key={balance.currency} balance={balance} />
          ))}
        </ul>
      )}
      {path && (
        <Link to={path} className={buttonClass('outline', 'sm', 'mt-3')} data-testid="supplier-network-open">
          {t('network.open')}
        </Link>
      )}
    </section>
  );
}

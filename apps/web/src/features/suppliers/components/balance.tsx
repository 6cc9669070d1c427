import { toMinor } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useMoney } from '../../../lib/format/use-money';

/** Below 0 the supplier owes the shop (a credit); above 0 the shop owes the supplier. */
export function balanceState(amount: string): 'owes' | 'credit' | 'settled' {
  const minor = toMinor(amount);
  return minor > 0 ? 'owes' : minor < 0 ? 'credit' : 'settled';
}

/** The outstanding balance as an amount, coloured by who owes whom. */
export function BalanceAmount({ amount, className, testId }: { amount: string; className?: string; testId?: string }) {
  const money = useMoney();
  const state = balanceState(amount);
  return (
    <span
      className={cn(
        'font-semibold whitespace-nowrap tabular-nums',
        state === 'owes' && 'text-danger',
        state === 'credit' && 'text-success',
        className,
      )}
      data-testid={testId}
    >
      {money(amount)}
    </span>
  );
}

export function BalanceBadge({ amount }: { amount: string }) {
  const { t } = useTranslation('suppliers');
  const state = balanceState(amount);
  return <Badge tone={state === 'owes' ? 'danger' : state === 'credit' ? 'success' : 'neutral'}>{t(state)}</Badge>;
}

export function PaidBadge({ isPaid }: { isPaid: boolean }) {
  const { t } = useTranslation('suppliers');
  return <Badge tone={isPaid ? 'success' : 'warning'}>{t(isPaid ? 'order.paid' : 'order.unpaid')}</Badge>;
}

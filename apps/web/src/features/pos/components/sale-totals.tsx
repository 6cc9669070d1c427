import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format/use-money';

interface SaleTotalsProps {
  subtotal: string;
  tax: string;
  total: string;
  taxRate: number | null;
}

/** Subtotal, tax and total of the sale in the account currency. */
export function SaleTotals({ subtotal, tax, total, taxRate }: SaleTotalsProps) {
  const { t } = useTranslation('pos');
  const money = useMoney();
  return (
    <dl className="flex flex-col gap-1 text-sm">
      <div className="flex justify-between gap-2">
        <dt className="text-ink-muted">{t('sale.subtotal')}</dt>
        <dd className="tabular-nums" data-testid="pos-subtotal">
          {money(subtotal)}
        </dd>
      </div>
      <div className="flex justify-between gap-2">
        <dt className="text-ink-muted">{t('sale.taxAt', { rate: taxRate ?? 0 })}</dt>
        <dd className="tabular-nums" data-testid="pos-tax">
          {money(tax)}
        </dd>
      </div>
      <div className="mt-1 flex items-baseline justify-between gap-2 border-t border-line pt-2">
        <dt className="text-base font-semibold">{t('sale.total')}</dt>
        <dd className="text-2xl font-bold tabular-nums text-ink" data-testid="pos-total">
          {money(total)}
        </dd>
      </div>
    </dl>
  );
}

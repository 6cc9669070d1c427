import { type Sale, toMinor } from '@assist/domain';
import type { TFunction } from 'i18next';
import { cn } from '../../../lib/cn';

interface SaleAmountsProps {
  sale: Sale;
  /** The list's money format and translations, made once for all its rows. */
  money: (amount: string) => string;
  t: TFunction<'sales'>;
  className?: string;
}

/**
 * A sale's total and, once a return was made against it, what went back and the net, one under
 * the other so no figure runs into the next column.
 */
export function SaleAmounts({ sale, money, t, className }: SaleAmountsProps) {
  const returned = toMinor(sale.returnedTotal) > 0;
  return (
    <div className={cn('flex flex-col tabular-nums', className)}>
      <span
        className={cn('font-semibold whitespace-nowrap', returned && 'font-normal text-ink-muted')}
        data-testid="sale-total"
      >
        {money(sale.total)}
      </span>
      {returned && (
        <>
          <span className="text-xs whitespace-nowrap text-warning" data-testid="sale-returned">
            {t('list.returned')}: {money(sale.returnedTotal)}
          </span>
          <span className="font-semibold whitespace-nowrap" data-testid="sale-net">
            {t('list.net')}: {money(sale.netTotal)}
          </span>
        </>
      )}
    </div>
  );
}

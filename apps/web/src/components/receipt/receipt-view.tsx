import { toMinor } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/format/use-money';
import { cn } from '../../lib/cn';
import type { PaperSize, ReceiptContent } from './receipt-content';
import { receiptLines } from './receipt-lines';
import { useTimes } from '../../lib/format/use-times';

/**
 * The receipt, on screen and on paper: business name, sale reference, date sold, lines, subtotal,
 * tax (only when above 0), total, what returns gave back and the net (only after a return) and
 * payment method. `a4` lays it out as a sheet, `80mm` as a roll. Used by the till and the history.
 */
export function ReceiptView({
  receipt,
  paper,
  testIds,
}: {
  receipt: ReceiptContent;
  paper: PaperSize;
  testIds?: boolean;
}) {
  const { t } = useTranslation('pos');
  const times = useTimes();
  const money = useMoney();
  const { sale, businessName } = receipt;
  const id = (name: string) => (testIds ? { 'data-testid': `receipt-${name}` } : {});
  const row = 'flex justify-between gap-3';
  return (
    <article
      data-paper={paper}
      className={cn('receipt text-ink', paper === 'a4' ? 'receipt-a4 text-sm' : 'receipt-roll text-[13px]')}
    >
      <header className="flex flex-col items-center gap-0.5 text-center">
        <p className={cn('font-bold', paper === 'a4' ? 'text-2xl' : 'text-base')} {...id('business')}>
          {businessName ?? t('receipt.shop')}
        </p>
        <p className="text-xs uppercase tracking-wide text-ink-muted">{t('receipt.title')}</p>
      </header>
      <dl className="mt-3 flex flex-col gap-0.5 text-xs">
        <div className={row}>
          <dt>{t('receipt.reference')}</dt>
          <dd className="font-mono" dir="ltr" {...id('reference')}>
            {sale.saleId}
          </dd>
        </div>
        <div className={row}>
          <dt>{t('receipt.date')}</dt>
          <dd {...id('date')}>{times.moment(sale.soldAt)}</dd>
        </div>
      </dl>
      <table className="mt-3 w-full border-y border-dashed border-ink/40 text-start">
        <thead className={paper === 'a4' ? '' : 'sr-only'}>
          <tr className="text-xs text-ink-muted">
            <th className="py-1 text-start font-medium">{t('receipt.item')}</th>
            <th className="py-1 text-end font-medium">{t('receipt.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {receiptLines(sale.items).map((item) => (
            <tr key={item.id} className="align-top" {...id(`line-${item.id}`)}>
              <td className="py-1 pe-2">
                <span className="block font-medium">{item.productName}</span>
                <span className="block text-xs text-ink-muted" dir="auto">
                  {item.quantity} × {money(item.unitPrice)} / {t(`unit.${item.unitType}`)}
                </span>
                {item.batches.length > 0 && (
                  <span className="block text-xs text-ink-muted" {...id(`batch-${item.id}`)}>
                    {t('receipt.batch')} <bdi dir="ltr">{item.batches.join(', ')}</bdi>
                  </span>
                )}
              </td>
              <td className="py-1 text-end whitespace-nowrap tabular-nums">{money(item.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-2 flex flex-col gap-0.5">
        <div className={row}>
          <dt>{t('sale.subtotal')}</dt>
          <dd className="tabular-nums" {...id('subtotal')}>
            {money(sale.subtotal)}
          </dd>
        </div>
        {toMinor(sale.tax) > 0 && (
          <div className={row}>
            <dt>{t('sale.taxAt', { rate: Number(sale.taxRate) })}</dt>
            <dd className="tabular-nums" {...id('tax')}>
              {money(sale.tax)}
            </dd>
          </div>
        )}
        <div className={cn(row, 'mt-1 border-t border-ink/40 pt-1 text-base font-bold')}>
          <dt>{t('sale.total')}</dt>
          <dd className="tabular-nums" {...id('total')}>
            {money(sale.total)}
          </dd>
        </div>
        {toMinor(sale.returnedTotal) > 0 && (
          <>
            <div className={row}>
              <dt>{t('receipt.returned')}</dt>
              <dd className="tabular-nums" {...id('returned')}>
                {money(sale.returnedTotal)}
              </dd>
            </div>
            <div className={cn(row, 'font-semibold')}>
              <dt>{t('receipt.net')}</dt>
              <dd className="tabular-nums" {...id('net')}>
                {money(sale.netTotal)}
              </dd>
            </div>
          </>
        )}
        <div className={cn(row, 'text-xs')}>
          <dt>{t('sale.payment')}</dt>
          <dd {...id('payment')}>{t(`payment.${sale.paymentMethod}`)}</dd>
        </div>
      </dl>
      {receipt.pendingSync && (
        <p className="mt-3 rounded border border-dashed border-ink/40 p-1 text-center text-xs" {...id('pending-sync')}>
          {t('offline:receipt.pendingSync')}
        </p>
      )}
      <p className="mt-3 text-center text-xs">{t('receipt.thanks')}</p>
    </article>
  );
}

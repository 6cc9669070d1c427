import { type Sale, toMinor } from '@assist/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatCount } from '../../inventory/display';
import { useMoney } from '../../../lib/format/use-money';

function Row({
  label,
  children,
  className,
  testId,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  testId: string;
}) {
  return (
    <div className={cn('flex justify-between gap-3', className)}>
      <dt>{label}</dt>
      <dd className="tabular-nums whitespace-nowrap" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * A past sale's lines as they were rung up (line by line: a product sold from several lots shows
 * as several lines), what each gave back, then subtotal, tax, total, returned and net.
 */
export function SaleLines({ sale }: { sale: Sale }) {
  const { t } = useTranslation('sales');
  const money = useMoney();
  return (
    <section aria-labelledby="sale-detail-lines">
      <h3 id="sale-detail-lines" className="text-sm font-semibold">
        {t('detail.lines')}
      </h3>
      <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
        {sale.items.map((item, index) => (
          <li
            key={item.id}
            className="flex items-start justify-between gap-3 p-3"
            data-testid={`sale-detail-line-${index}`}
          >
            <div className="min-w-0">
              <p className="font-medium break-words">{item.productName}</p>
              <p className="text-sm text-ink-muted" data-testid="sale-detail-line-quantity">
                {t('detail.line', {
                  n: formatCount(item.quantity),
                  unit: t(`pos:unit.${item.unitType}`),
                  price: money(item.unitPrice),
                })}
              </p>
              {item.returnedQuantity > 0 && (
                <p className="text-sm text-warning" data-testid="sale-detail-line-returned">
                  {t('detail.lineReturned', { n: formatCount(item.returnedQuantity) })}
                </p>
              )}
            </div>
            <span className="font-medium tabular-nums whitespace-nowrap">{money(item.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 flex flex-col gap-1 text-sm">
        <Row label={t('detail.subtotal')} testId="sale-detail-subtotal">
          {money(sale.subtotal)}
        </Row>
        {toMinor(sale.tax) > 0 && (
          <Row label={t('detail.taxAt', { rate: Number(sale.taxRate) })} testId="sale-detail-tax">
            {money(sale.tax)}
          </Row>
        )}
        <Row label={t('detail.total')} className="border-t border-line pt-1 font-semibold" testId="sale-detail-total">
          {money(sale.total)}
        </Row>
        {toMinor(sale.returnedTotal) > 0 && (
          <>
            <Row label={t('detail.returned')} className="text-warning" testId="sale-detail-returned">
              {money(sale.returnedTotal)}
            </Row>
            <Row label={t('detail.net')} className="font-semibold" testId="sale-detail-net">
              {money(sale.netTotal)}
            </Row>
          </>
        )}
      </dl>
    </section>
  );
}

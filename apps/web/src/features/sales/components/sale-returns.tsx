import { type Sale, toMinor } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/bidi';
import { formatCount, formatTimestamp } from '../../inventory/display';
import { useMoney } from '../../../lib/format/use-money';
import { useBusinessDay } from '../../auth/use-business-day';

/** The returns made against a sale: when, what went back and why, and what each gave back. */
export function SaleReturns({ sale }: { sale: Sale }) {
  const { t, i18n } = useTranslation('sales');
  const { timeZone } = useBusinessDay();
  const money = useMoney();
  if (sale.returns.length === 0) return null;
  const lineOf = new Map(sale.items.map((item) => [item.id, item]));
  return (
    <section aria-labelledby="sale-detail-returns">
      <h3 id="sale-detail-returns" className="text-sm font-semibold">
        {t('detail.returns')}
      </h3>
      <ol className="mt-2 flex flex-col gap-2">
        {sale.returns.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-line p-3 text-sm" data-testid="sale-detail-return">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium">
                {t('detail.returnOn', { time: formatTimestamp(entry.createdAt, i18n.language, timeZone) })}
              </span>
              <span className="tabular-nums">
                {toMinor(entry.tax) > 0
                  ? t('detail.returnAmount', { amount: money(entry.amount), tax: money(entry.tax) })
                  : money(entry.amount)}
              </span>
            </div>
            <ul className="mt-1 text-ink-muted">
              {entry.items.map((item) => {
                const line = lineOf.get(item.saleItemId);
                return (
                  <li key={item.saleItemId}>
                    {t('detail.returnLine', {
                      n: formatCount(item.quantity),
                      unit: t(`pos:unit.${line?.unitType ?? 'unit'}`),
                      product: isolate(line?.productName ?? ''),
                    })}
                    {item.reason && <> · {isolate(item.reason)}</>}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useMoney } from '../../../lib/format/use-money';
import type { PurchaseRequestItem } from '@assist/domain';

/** A purchase request's lines: requested and approved units (— until answered), unit price. */
export function PurchaseLines({ items, answered }: { items: PurchaseRequestItem[]; answered: boolean }) {
  const { t } = useTranslation('marketplace');
  const money = useMoney();
  return (
    <div className="overflow-x-auto rounded-lg border border-line">
      <table className="w-full text-sm" data-testid="purchase-lines">
        <thead className="bg-canvas text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('requests.product')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('requests.requested')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('requests.approved')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('requests.unitPrice')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((item) => {
            const partly = item.approvedQuantity !== null && item.approvedQuantity < item.requestedQuantity;
            return (
              <tr key={item.id} data-testid={`purchase-line-${item.barcode}`}>
                <td className="px-3 py-2">
                  <span className="block rtl:text-right" dir="auto">
                    {item.productName}
                  </span>
                  <span className="font-mono text-xs text-ink-muted" dir="ltr">
                    {item.barcode}
                  </span>
                </td>
                <td className="px-3 py-2 text-end tabular-nums" data-testid="line-requested">
                  {item.requestedQuantity}
                </td>
                <td
                  className={cn('px-3 py-2 text-end font-medium tabular-nums', partly && 'text-warning')}
                  data-testid="line-approved"
                >
                  {answered && item.approvedQuantity !== null ? item.approvedQuantity : t('requests.awaiting')}
                </td>
                <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">
                  {item.unitPrice === null ? t('stock.priceHidden') : money(item.unitPrice)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import type { PurchaseRequestItem } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useMoney } from '../../../lib/format/use-money';

/**
 * A purchase request's lines: the product (barcode, box and unit price as asked, in the request's
 * currency), requested and approved units (— until the supplier answers) and the line's total as
 * the server counts it; a line approved in part stands out.
 */
export function PurchaseLines({
  items,
  answered,
  currency,
}: {
  items: PurchaseRequestItem[];
  answered: boolean;
  currency: string;
}) {
  const { t } = useTranslation('marketplace');
  const money = useMoney(currency);
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
            <th scope="col" className="hidden px-3 py-2 text-end font-semibold sm:table-cell">
              {t('requests.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((item) => {
            const partly = item.approvedQuantity !== null && item.approvedQuantity < item.requestedQuantity;
            return (
              <tr key={item.id} data-testid={`purchase-line-${item.barcode}`}>
                <td className="px-3 py-2">
                  <span className="block font-medium">
                    <bdi>{item.productName}</bdi>
                  </span>
                  <span className="block text-xs text-ink-muted">
                    <span className="font-mono break-all" dir="ltr">
                      {item.barcode}
                    </span>
                    {' · '}
                    {item.supplierRetailPrice === null || item.unitPrice === null
                      ? t('stock.priceHidden')
                      : t('requests.boxAndUnit', {
                          box: money(item.supplierRetailPrice),
                          unit: money(item.unitPrice),
                        })}
                  </span>
                  {item.lineTotal !== null && (
                    <span className="block text-xs font-semibold tabular-nums sm:hidden">
                      {t('requests.lineTotal')}: {money(item.lineTotal)}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 text-end align-top tabular-nums" data-testid="line-requested">
                  {item.requestedQuantity}
                </td>
                <td
                  className={cn('px-3 py-2 text-end align-top font-semibold tabular-nums', partly && 'text-warning')}
                  data-testid="line-approved"
                >
                  {answered && item.approvedQuantity !== null ? item.approvedQuantity : t('requests.awaiting')}
                </td>
                <td
                  className="hidden px-3 py-2 text-end align-top whitespace-nowrap tabular-nums sm:table-cell"
                  data-testid="line-total"
                >
                  {item.lineTotal === null ? '—' : money(item.lineTotal)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

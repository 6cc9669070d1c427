import type { TransferItem } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { countText } from '../../../i18n/count-text';
import { formatCalendarDate } from '../../../lib/format';
import { useMoney } from '../../../lib/format/use-money';

/**
 * The lines of a transfer: product, barcode, expiry, units, packaging, price per box and the line's
 * total, in the transfer's currency (the sender's, on both sides).
 */
export function TransferItems({ items, currency }: { items: TransferItem[]; currency: string }) {
  const { t, i18n } = useTranslation('transfers');
  const money = useMoney(currency);
  return (
    <ul className="divide-y divide-line rounded-lg border border-line" data-testid="transfer-items">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-1 p-3 text-sm" data-testid={`transfer-item-${item.id}`}>
          <div className="flex items-start justify-between gap-3">
            <span className="min-w-0 font-medium break-words">{item.productName}</span>
            <span className="shrink-0 font-semibold tabular-nums">{money(item.lineTotal)}</span>
          </div>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-ink-muted sm:grid-cols-4">
            <div>
              <dt className="sr-only">{t('detail.quantity')}</dt>
              <dd className="text-ink" data-testid="transfer-item-quantity">
                {countText(t, 'card.units', item.quantity)}
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t('detail.expiry')}</dt>
              <dd>{t('form.lot', { expiry: formatCalendarDate(item.expiryDate, i18n.language) })}</dd>
            </div>
            <div>
              <dt className="sr-only">{t('detail.costPrice')}</dt>
              <dd>
                {t('detail.costPrice')}: <span className="tabular-nums">{money(item.costPrice)}</span>
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t('detail.barcode')}</dt>
              <dd className="font-mono" dir="ltr">
                <bdi>{item.barcode}</bdi>
              </dd>
            </div>
          </dl>
          <p className="text-xs text-ink-muted">{countText(t, 'detail.unitsPerBox', item.unitsPerBox)}</p>
        </li>
      ))}
    </ul>
  );
}

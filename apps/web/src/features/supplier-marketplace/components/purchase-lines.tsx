import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { useMoney } from '../../../lib/format/use-money';
import { countText } from '../../inventory/display';
import { approvedQuantityOf, linesTotal, priceChanged } from '../approval';
import type { PurchaseRequestItem } from '@assist/domain';

interface PurchaseLinesProps {
  items: PurchaseRequestItem[];
  /** The request's currency (the supplier's when it was sent): its prices and totals are in it. */
  currency: string;
  /** What was typed per line id; a line not typed in approves what was requested. */
  typed: Readonly<Record<number, string>>;
  onType: (itemId: number, text: string) => void;
}

/**
 * The lines of a pending request: requested units, the price per box and unit it was sent at (what
 * approval charges; the price now beside it when it changed) and an approved quantity bounded
 * 0..requested (typing above the request or below 0 snaps back when leaving the field).
 */
export function PurchaseLines({ items, currency, typed, onType }: PurchaseLinesProps) {
  const { t } = useTranslation('supplierMarketplace');
  const money = useMoney(currency);
  return (
    <ul className="flex flex-col divide-y divide-line rounded-lg border border-line" data-testid="purchase-lines">
      {items.map((item) => {
        const text = typed[item.id] ?? String(item.requestedQuantity);
        const approved = approvedQuantityOf(text, item.requestedQuantity);
        const inputId = `approved-${item.id}`;
        return (
          <li
            key={item.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3"
            data-testid={`purchase-line-${item.barcode}`}
          >
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-medium [overflow-wrap:anywhere]">{item.productName}</p>
              <p className="text-xs text-ink-muted">
                {t('purchase.requestedQuantity')}:{' '}
                <span data-testid="line-requested">{countText(t, 'list.units', item.requestedQuantity)}</span> ·{' '}
                {t('purchase.boxPrice')}:{' '}
                <span dir="ltr">{item.supplierRetailPrice === null ? '—' : money(item.supplierRetailPrice)}</span> ·{' '}
                {t('purchase.unitPrice')}:{' '}
                <span dir="ltr">{item.unitPrice === null ? '—' : money(item.unitPrice)}</span>
              </p>
              {priceChanged(item) && item.currentBoxPrice !== null && (
                <p className="text-xs text-warning" data-testid="line-price-changed">
                  {t('purchase.priceNow', { price: money(item.currentBoxPrice) })}
                </p>
              )}
            </div>
            <div className="flex items-center gap-2 sm:gap-3">
              <label htmlFor={inputId} className="whitespace-nowrap text-xs text-ink-muted">
                {t('purchase.approvedQuantity')}
              </label>
              <Input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={0}
                max={item.requestedQuantity}
                step={1}
                aria-label={t('purchase.approvedQuantityLabel', {
                  product: item.productName,
                  max: item.requestedQuantity,
                })}
                className="w-20 text-end tabular-nums"
                value={text}
                onChange={(event) => onType(item.id, event.target.value)}
                onBlur={() => onType(item.id, String(approved))}
                data-testid="line-approved"
              />
              <p
                className="min-w-24 whitespace-nowrap text-end text-sm font-medium tabular-nums"
                data-testid="line-total"
              >
                <span dir="ltr">
                  {money(
                    linesTotal(
                      [{ boxPrice: item.supplierRetailPrice, unitsPerBox: item.unitsPerBox, quantity: approved }],
                      currency,
                    ),
                  )}
                </span>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

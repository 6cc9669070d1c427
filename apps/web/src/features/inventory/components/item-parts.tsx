import { type InventoryItem, stockLevel } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { countText, formatCalendarDate, formatCount } from '../display';
import { useAmounts } from '../../../lib/format/use-money';
import { RecalledBadge } from '../../recalls/components/recalled-badge';
import { ExpiryBadge } from './expiry-badge';

/** Product name over its category. */
export function ProductCell({ item }: { item: InventoryItem }) {
  const { t } = useTranslation('inventory');
  return (
    <div className="min-w-0">
      <p className="font-medium text-ink break-words" dir="auto">
        {item.product.name}
      </p>
      <p className="text-xs text-ink-muted">{t(`categories.${item.product.category}`)}</p>
    </div>
  );
}

export function SupplierName({ item }: { item: InventoryItem }) {
  const { t } = useTranslation('inventory');
  if (item.supplier) return <span dir="auto">{item.supplier.name}</span>;
  return <span className="text-ink-muted italic">{t('list.unknownSupplier')}</span>;
}

/**
 * The lot's boxes (bold), then units and units per box. Low and empty stock are flagged by the
 * product's units in all its live lots (a lot of 10 of a product with 50 is not low); when they
 * differ from the lot's, the product's figure is shown too.
 */
export function StockCell({ item }: { item: InventoryItem }) {
  const { t } = useTranslation('inventory');
  const level = stockLevel(item.productAvailableUnits);
  return (
    <div className="whitespace-nowrap">
      <p
        className={cn(
          'font-semibold',
          item.availableUnits === 0 && 'text-danger',
          level === 'low' && item.availableUnits > 0 && 'text-warning',
        )}
      >
        {countText(t, 'list.boxes', item.availableBoxes)}
      </p>
      <p className="text-xs text-ink-muted">{countText(t, 'list.units', item.availableUnits)}</p>
      <p className="text-xs text-ink-muted">{t('list.perBoxCount', { n: formatCount(item.unitsPerBox) })}</p>
      {item.productAvailableUnits !== item.availableUnits && (
        <p className="text-xs text-ink-muted" data-testid="product-stock">
          {t('list.productTotal', { n: formatCount(item.productAvailableUnits) })}
        </p>
      )}
      {level !== 'ok' && (
        <p
          className={cn('text-xs font-medium', level === 'out' ? 'text-danger' : 'text-warning')}
          data-testid="stock-flag"
        >
          {t(level === 'out' ? 'list.outOfStock' : 'list.lowStock')}
        </p>
      )}
    </div>
  );
}

/** The expiry date and its badge, the lot's batch when it has one, and the Recalled badge of a recalled batch. */
export function ExpiryCell({ item }: { item: InventoryItem }) {
  const { t, i18n } = useTranslation('inventory');
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="whitespace-nowrap tabular-nums">{formatCalendarDate(item.expiryDate, i18n.language)}</span>
      <ExpiryBadge date={item.expiryDate} />
      {item.batchNumber && (
        <span className="text-xs text-ink-muted" data-testid="item-batch">
          {t('list.batch')} <bdi dir="ltr">{item.batchNumber}</bdi>
        </span>
      )}
      {item.recalled && <RecalledBadge />}
    </div>
  );
}

/** A price per box over the price per unit; the column header names the currency. */
export function PriceCell({ perBox, perUnit }: { perBox: string; perUnit: string }) {
  const { t } = useTranslation('inventory');
  const { amount } = useAmounts();
  return (
    <div className="whitespace-nowrap tabular-nums">
      <p className="font-medium">{amount(perBox)}</p>
      <p className="text-xs text-ink-muted">{t('list.perUnit', { amount: amount(perUnit) })}</p>
    </div>
  );
}

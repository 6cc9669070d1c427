import { type InventoryItem, stockLevel } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { countText, formatCalendarDate, formatCount } from '../display';
import { useAmounts } from '../use-money';
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

/** Boxes (bold), then units and units per box; low and empty stock are flagged. */
export function StockCell({ item }: { item: InventoryItem }) {
  const { t } = useTranslation('inventory');
  const level = stockLevel(item.availableUnits);
  return (
    <div className="whitespace-nowrap">
      <p className={cn('font-semibold', level === 'out' && 'text-danger', level === 'low' && 'text-warning')}>
        {countText(t, 'list.boxes', item.availableBoxes)}
      </p>
      <p className="text-xs text-ink-muted">{countText(t, 'list.units', item.availableUnits)}</p>
      <p className="text-xs text-ink-muted">{t('list.perBoxCount', { n: formatCount(item.unitsPerBox) })}</p>
      {level !== 'ok' && (
        <p className={cn('text-xs font-medium', level === 'out' ? 'text-danger' : 'text-warning')}>
          {t(level === 'out' ? 'list.outOfStock' : 'list.lowStock')}
        </p>
      )}
    </div>
  );
}

/** The expiry date and its badge. */
export function ExpiryCell({ item }: { item: InventoryItem }) {
  const { i18n } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="whitespace-nowrap tabular-nums">{formatCalendarDate(item.expiryDate, i18n.language)}</span>
      <ExpiryBadge date={item.expiryDate} />
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

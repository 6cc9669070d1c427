import { expiryStatus } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { countText } from '../../../i18n/count-text';
import { cn } from '../../../lib/cn';
import { formatCalendarDate } from '../../../lib/format';
import { useMoney } from '../../../lib/format/use-money';
import { useBusinessDay } from '../../auth/use-business-day';
import type { MarketplaceInventoryItem } from '@assist/domain';
import { lineUnitPrice } from '../purchase-draft';

/** Units available and the whole boxes they make: "25 units · 2 boxes". */
export function Availability({ item }: { item: MarketplaceInventoryItem }) {
  const { t } = useTranslation('marketplace');
  return (
    <span className="flex flex-col" data-testid="stock-available">
      <span className="font-medium whitespace-nowrap tabular-nums">
        {countText(t, 'stock.units', item.availableQuantity)}
      </span>
      <span className="text-xs text-ink-muted tabular-nums">
        {countText(t, 'stock.boxes', item.availableBoxes)} · {countText(t, 'stock.perBox', item.unitsPerBox)}
      </span>
    </span>
  );
}

/** The box price and the unit price it makes, or "Price on request" when the supplier hides prices. */
export function StockPrice({ item }: { item: MarketplaceInventoryItem }) {
  const { t } = useTranslation('marketplace');
  const money = useMoney(item.currency);
  const perUnit = lineUnitPrice(item);
  if (item.retailPrice === null || perUnit === null)
    return (
      <span className="text-sm text-ink-muted italic" data-testid="stock-price-hidden">
        {t('stock.priceHidden')}
      </span>
    );
  return (
    <span className="flex flex-col" data-testid="stock-price">
      <span className="font-medium whitespace-nowrap tabular-nums">{money(item.retailPrice)}</span>
      <span className="text-xs whitespace-nowrap text-ink-muted tabular-nums">
        {t('stock.unitPrice', { price: money(perUnit) })}
      </span>
    </span>
  );
}

/** The expiry date, red when past and amber within 30 days (the business's today). */
export function StockExpiry({ date }: { date: string }) {
  const { i18n } = useTranslation();
  const status = expiryStatus(date, useBusinessDay().today());
  return (
    <span
      className={cn(
        'whitespace-nowrap tabular-nums',
        status === 'expired' && 'font-medium text-danger',
        status === 'expiring_soon' && 'font-medium text-warning',
      )}
      data-testid="stock-expiry"
      data-status={status}
    >
      {formatCalendarDate(date, i18n.language)}
    </span>
  );
}

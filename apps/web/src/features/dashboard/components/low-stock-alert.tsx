import type { LowStockItem } from '@assist/domain';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatCount } from '../../inventory/display';

/** Products whose live stock is 10 units or fewer (shown only when there are some). */
export function LowStockAlert({ items, count }: { items: LowStockItem[]; count: number }) {
  const { t } = useTranslation('dashboard');
  if (count === 0) return null;
  return (
    <Card className="border-warning/40" data-testid="low-stock-alert">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base text-warning">
          <AlertTriangle className="size-5" aria-hidden="true" />
          {t('lowStock.title')}
        </CardTitle>
        <CardDescription>{t('lowStock.description', { n: formatCount(count) })}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li
              key={item.productId}
              className="flex items-center justify-between gap-3 rounded-lg border border-line bg-warning-soft/30 px-3 py-2"
              data-testid="low-stock-item"
            >
              <div className="min-w-0">
                <p className="truncate font-medium text-ink" dir="auto">
                  {item.product.name}
                </p>
                <p className="text-xs text-ink-muted">
                  {t('lowStock.available', {
                    boxes: formatCount(item.availableBoxes),
                    units: formatCount(item.availableUnits),
                  })}
                </p>
              </div>
              <Badge tone="warning" className="shrink-0">
                {t('lowStock.badge')}
              </Badge>
            </li>
          ))}
        </ul>
        {count > items.length && (
          <p className="mt-3 text-xs text-ink-muted">
            {t('lowStock.more', { shown: formatCount(items.length), n: formatCount(count) })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

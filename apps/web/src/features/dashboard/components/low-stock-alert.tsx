import type { LowStockItem } from '@assist/domain';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatCount } from '../../inventory/display';
import { countText } from '../../../i18n/count-text';

/** The card opens on this many products; "Show all" lists the rest. */
const firstShown = 6;

/** Products whose live stock is 10 units or fewer, fewest first (shown only when there are some). */
export function LowStockAlert({ items, count }: { items: LowStockItem[]; count: number }) {
  const { t } = useTranslation('dashboard');
  const [all, setAll] = useState(false);
  if (count === 0) return null;
  const shown = all ? items : items.slice(0, firstShown);
  return (
    <Card className="border-warning/40" data-testid="low-stock-alert">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base text-warning">
          <AlertTriangle className="size-5" aria-hidden="true" />
          {t('lowStock.title')}
        </CardTitle>
        <CardDescription>{countText(t, 'lowStock.description', count)}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((item) => (
            <li
              key={item.productId}
              className="flex min-w-0 items-center justify-between gap-3 rounded-lg border border-line bg-warning-soft/30 px-3 py-2"
              data-testid="low-stock-item"
            >
              <div className="min-w-0">
                <p className="truncate font-medium text-ink" dir="auto">
                  {item.product.name}
                </p>
                <p className="text-xs text-ink-muted">
                  {t('lowStock.available', {
                    boxes: countText(t, 'inventory:list.boxes', item.availableBoxes),
                    units: countText(t, 'inventory:list.units', item.availableUnits),
                  })}
                </p>
              </div>
              <Badge tone="warning" className="shrink-0">
                {t('lowStock.badge')}
              </Badge>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {items.length > firstShown && (
            <Button variant="outline" size="sm" onClick={() => setAll(!all)} data-testid="low-stock-toggle">
              {all ? t('lowStock.showFewer') : t('lowStock.showAll', { n: formatCount(items.length) })}
            </Button>
          )}
          {all && count > items.length && (
            <p className="text-xs text-ink-muted">
              {t('lowStock.more', { shown: formatCount(items.length), n: formatCount(count) })}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

import { ClipboardCheck } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { countText } from '../../../i18n/count-text';
import { formatCalendarDate } from '../../inventory/display';
import { useLocalCatalog } from '../use-offline-data';
import { type CountableLot, StockCountDialog } from './stock-count-dialog';
import { countRows } from '../count-filter';

const listLimit = 24;

/**
 * Stock count (spec part 1 §2 "Works offline: update inventory quantities"): the lots stored on
 * this device with their units less what this till's unsynced operations changed; counting one
 * queues the difference for the server (offline-count.ts) and the list follows at once.
 */
export function StockCountPanel() {
  const { t, i18n } = useTranslation('offline-counts');
  const local = useLocalCatalog();
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  const [counting, setCounting] = useState<CountableLot | null>(null);
  // A scanned GS1 pack code finds its product and lot (count-filter.ts).
  const lots = useMemo(() => countRows(local?.products ?? [], deferred), [local, deferred]);
  const shown = lots.slice(0, listLimit);

  return (
    <Card data-testid="offline-count">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Input
          type="search"
          value={filter}
          placeholder={t('filter')}
          aria-label={t('filter')}
          onChange={(event) => setFilter(event.target.value)}
          data-testid="offline-count-filter"
        />
        {local && local.products.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-ink-muted">
            {t('noProducts')}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-line" data-testid="offline-count-lots">
            {shown.map(({ lot, product }) => (
              <li
                key={lot.inventoryId}
                className="flex items-center gap-3 py-2"
                data-testid={`offline-count-lot-${lot.inventoryId}`}
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium" dir="auto">
                    {product.name}
                  </p>
                  <p className="text-xs text-ink-muted">
                    {t('expires', { date: formatCalendarDate(lot.date, i18n.language) })} ·{' '}
                    <span data-testid="offline-count-units">{countText(t, 'units', lot.availableUnits)}</span>
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setCounting({ lot, product })}
                  data-testid={`offline-count-open-${lot.inventoryId}`}
                >
                  <ClipboardCheck className="size-4" aria-hidden="true" />
                  {t('count')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {lots.length > shown.length && (
          <p className="text-xs text-ink-muted">{t('more', { shown: shown.length, total: lots.length })}</p>
        )}
      </CardContent>
      <StockCountDialog target={counting} onClose={() => setCounting(null)} />
    </Card>
  );
}

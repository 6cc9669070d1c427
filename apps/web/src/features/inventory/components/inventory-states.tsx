import { PackagePlus, PackageSearch, RotateCw, Warehouse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { inventoryErrorText } from '../error-text';

export function InventoryLoading() {
  const { t } = useTranslation('inventory');
  return (
    <output className="flex items-center gap-2 p-6 text-ink-muted" data-testid="inventory-loading">
      <Spinner />
      {t('list.loading')}
    </output>
  );
}

export function InventoryLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('inventory');
  return (
    <Card className="flex flex-col items-start gap-3 p-6" role="alert" data-testid="inventory-load-failed">
      <h2 className="font-semibold">{t('list.loadFailed')}</h2>
      <p className="text-sm text-ink-muted">{inventoryErrorText(error, t, t('list.loadFailed'))}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden="true" />
        {t('list.retry')}
      </Button>
    </Card>
  );
}

/** A search that found nothing: say what was searched and offer to clear it. */
export function InventoryNoResults({ search, onClear }: { search: string; onClear: () => void }) {
  const { t } = useTranslation('inventory');
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center" data-testid="inventory-no-results">
      <PackageSearch className="size-10 text-ink-muted" aria-hidden="true" />
      <h2 className="text-lg font-semibold break-all">{t('empty.noResultsTitle', { search })}</h2>
      <p className="max-w-md text-sm text-ink-muted">{t('empty.noResultsText')}</p>
      <Button variant="outline" onClick={onClear} data-testid="inventory-clear-search">
        {t('empty.clearSearch')}
      </Button>
    </div>
  );
}

/** No stock at all yet: what inventory holds, and the one action that starts it. */
export function InventoryEmpty({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('inventory');
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-12 text-center" data-testid="inventory-empty">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Warehouse className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold">{t('empty.noDataTitle')}</h2>
      <p className="max-w-md text-ink-muted">{t('empty.noDataText')}</p>
      <Button size="lg" onClick={onAdd} data-testid="inventory-empty-add">
        <PackagePlus className="size-4" aria-hidden="true" />
        {t('addProduct')}
      </Button>
    </div>
  );
}

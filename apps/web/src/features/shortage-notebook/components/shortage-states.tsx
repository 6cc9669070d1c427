import { NotebookPen, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../i18n/error-text';

export function ShortageLoading() {
  const { t } = useTranslation('shortage');
  return (
    <output className="flex items-center justify-center gap-2 p-10 text-ink-muted" data-testid="shortage-loading">
      <Spinner />
      {t('list.loading')}
    </output>
  );
}

export function ShortageLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('shortage');
  return (
    <div className="flex flex-col items-start gap-3 p-6" role="alert" data-testid="shortage-load-failed">
      <h3 className="font-semibold">{t('list.loadFailed')}</h3>
      <p className="text-sm text-ink-muted">{errorText(error, t, t('list.loadFailed'))}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden="true" />
        {t('list.retry')}
      </Button>
    </div>
  );
}

/** Nothing noted on the day: say so and offer the first item. */
export function ShortageEmpty({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('shortage');
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-10 text-center" data-testid="shortage-empty">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">
        <NotebookPen className="size-6" aria-hidden="true" />
      </span>
      <h3 className="text-lg font-semibold">{t('list.emptyTitle')}</h3>
      <p className="max-w-sm text-sm text-ink-muted">{t('list.emptyText')}</p>
      <Button onClick={onAdd} data-testid="shortage-add-first">
        {t('list.addFirst')}
      </Button>
    </div>
  );
}

import { ReceiptText, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { expenseErrorText } from '../error-text';

export function ExpensesLoading() {
  const { t } = useTranslation('expenses');
  return (
    <output className="flex items-center justify-center gap-2 p-10 text-ink-muted" data-testid="expenses-loading">
      <Spinner />
      {t('list.loading')}
    </output>
  );
}

export function ExpensesLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('expenses');
  return (
    <Card className="flex flex-col items-start gap-3 p-6" role="alert" data-testid="expenses-load-failed">
      <h2 className="font-semibold">{t('list.loadFailed')}</h2>
      <p className="text-sm text-ink-muted">{expenseErrorText(error, t, t('list.loadFailed'))}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden="true" />
        {t('list.retry')}
      </Button>
    </Card>
  );
}

/** No expenses under the filters: say so and offer the first one (spec part 1 §2). */
export function ExpensesEmpty({ filtered, onAdd }: { filtered: boolean; onAdd: () => void }) {
  const { t } = useTranslation('expenses');
  return (
    <Card className="flex flex-col items-center gap-4 px-4 py-12 text-center" data-testid="expenses-empty">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
        <ReceiptText className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold">{t('list.emptyTitle')}</h2>
      <p className="max-w-md text-ink-muted">{filtered ? t('list.emptyFiltered') : t('list.emptyText')}</p>
      <Button size="lg" onClick={onAdd} data-testid="expenses-add-first">
        {t('addFirst')}
      </Button>
    </Card>
  );
}

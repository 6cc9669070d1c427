import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';

interface HistoryStateProps {
  pending: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}

/** Loading, failed and empty states of a history tab; its records otherwise. */
export function HistoryState({ pending, failed, empty, emptyText, children }: HistoryStateProps) {
  const { t } = useTranslation('inventory');
  if (pending) return <Spinner className="mx-auto my-6 text-ink-muted" />;
  if (failed) {
    return (
      <p role="alert" className="py-6 text-center text-sm text-danger">
        {t('history.loadFailed')}
      </p>
    );
  }
  if (empty) {
    return (
      <p className="py-8 text-center text-ink-muted" data-testid="history-empty">
        {emptyText}
      </p>
    );
  }
  return children;
}

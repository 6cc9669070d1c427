import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { superadminErrorText } from '../error-text';

interface ListStateProps {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
}

/** Loading, failed or empty, for the dashboard's lists; nothing when there are rows to show. */
export function ListState({ isPending, error, isEmpty, emptyText }: ListStateProps) {
  const { t } = useTranslation('superadmin');
  if (isPending) {
    return (
      <output className="flex items-center gap-2 py-6 text-ink-muted">
        <Spinner />
        {t('loading')}
      </output>
    );
  }
  if (error) {
    return (
      <p role="alert" className="py-6 text-danger">
        {superadminErrorText(error, t, t('loadFailed'))}
      </p>
    );
  }
  if (!isEmpty) return null;
  return (
    <div className="flex flex-col items-center gap-2 py-10 text-center text-ink-muted" data-testid="superadmin-empty">
      <Inbox className="size-8" aria-hidden="true" />
      <p>{emptyText}</p>
    </div>
  );
}

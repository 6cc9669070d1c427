import { useTranslation } from 'react-i18next';
import { isServerBusy } from '../lib/api';
import { Spinner } from './ui/spinner';

/**
 * "The server is busy. Trying again…" while a load the user started was answered 503
 * `server_busy` and the query client is waiting out its Retry-After to ask again (lib/query-client.ts).
 */
export function BusyNotice({ failureReason, isFetching }: { failureReason: unknown; isFetching: boolean }) {
  const { t } = useTranslation('errors');
  if (!isFetching || !isServerBusy(failureReason)) return null;
  return (
    <output className="flex items-center justify-center gap-2 p-3 text-sm text-ink-muted" data-testid="busy-notice">
      <Spinner className="size-4" />
      {t('busyRetrying')}
    </output>
  );
}

import { CloudOff, RefreshCw, Wifi } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { useConnectivity } from '../connectivity';
import { syncNow, useSyncRunner } from '../sync-runner';
import { syncToast } from '../sync-toasts';
import { useQueueCounts } from '../use-local-data';

/**
 * The till's connection at a glance: Online or Offline, sales waiting for the server and sales
 * the server refused three times (both link to /offline), and Sync Now when there is something to send.
 */
export function OfflineBadge() {
  const { t } = useTranslation('offline');
  const { online } = useConnectivity();
  const { pending, failed } = useQueueCounts();
  const { running } = useSyncRunner();
  const sync = async () => {
    const message = syncToast(await syncNow(), t, true);
    if (message) toast(message);
  };
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="offline-badge">
      <Badge
        tone={online ? 'success' : 'warning'}
        className="gap-1.5"
        data-testid="connection-status"
        data-online={online}
      >
        {online ? (
          <Wifi className="size-3.5" aria-hidden="true" />
        ) : (
          <CloudOff className="size-3.5" aria-hidden="true" />
        )}
        {online ? t('status.online') : t('status.offline')}
      </Badge>
      {pending > 0 && (
        <Link to="/offline" className="rounded-full" data-testid="pending-sales-link">
          <Badge tone="brand" data-testid="pending-sales" data-count={pending}>
            {t('badge.pending', { n: pending })}
          </Badge>
        </Link>
      )}
      {failed > 0 && (
        <Link to="/offline" className="rounded-full">
          <Badge tone="danger" data-testid="failed-sales" data-count={failed}>
            {t('badge.failed', { n: failed })}
          </Badge>
        </Link>
      )}
      {online && pending > 0 && (
        <Button variant="outline" size="sm" onClick={() => void sync()} loading={running} data-testid="pos-sync-now">
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('actions.syncNow')}
        </Button>
      )}
    </div>
  );
}

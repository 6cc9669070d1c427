import { dayIn } from '@assist/domain';
import { CloudOff, HardDriveDownload, RefreshCw, TriangleAlert, Wifi } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { useConnectivity } from '../../lib/connectivity';
import { syncNow, useSyncRunner } from '../sync-runner';
import { syncToast } from '../sync-toasts';
import { getSetting, settingKeys } from '../local-db';
import { useCatalogWriteStatus, useLocalQuery, useQueueCounts } from '../use-local-data';
import { useTimes } from '../../lib/format/use-times';

/**
 * The till's connection at a glance: Online or Offline, whether this device holds a copy of the
 * catalogue to sell from offline, sales waiting for the server and sales the server refused three
 * times (both link to /offline), and Sync Now when there is something to send.
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
    // One line of fixed height that scrolls sideways when full: badges arriving never move the till.
    <div
      className="flex h-9 items-center gap-2 overflow-x-auto overflow-y-hidden whitespace-nowrap"
      data-testid="offline-badge"
    >
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
      <OfflineCopyBadge />
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

/**
 * Whether the till can work offline (issue 4): "Saving for offline…" while the catalogue is being
 * written to this device (the till already sells; a reload now keeps the previous copy), then
 * "Ready for offline" with the time of the copy. Nothing before a first copy exists.
 */
function OfflineCopyBadge() {
  const { t } = useTranslation('offline');
  const times = useTimes();
  const status = useCatalogWriteStatus();
  const copiedAt = useLocalQuery(
    async (db) => {
      const [rows, at] = await Promise.all([
        db.catalogParts.limit(1).primaryKeys(),
        getSetting<number | null>(db, settingKeys.lastDownloadAt, null),
      ]);
      return rows.length > 0 ? at : null;
    },
    null as number | null,
    [],
    { catalogue: true },
  );
  if (status === 'saving')
    return (
      <Badge tone="neutral" className="gap-1.5" data-testid="offline-copy" data-offline-copy="saving" role="status">
        <Spinner className="size-3.5" />
        {t('copy.saving')}
      </Badge>
    );
  if (copiedAt !== null) {
    // On the business's clock; the date too when that is not the business's today.
    const sameDay = dayIn(new Date(copiedAt), times.timeZone) === dayIn(new Date(), times.timeZone);
    const time = sameDay ? times.clock(new Date(copiedAt)) : times.moment(new Date(copiedAt));
    return (
      <Badge
        tone="brand"
        className="gap-1.5"
        data-testid="offline-copy"
        data-offline-copy="saved"
        data-saved-at={copiedAt}
        role="status"
        title={t('copy.savedHint')}
      >
        <HardDriveDownload className="size-3.5" aria-hidden="true" />
        {t('copy.saved', { time })}
      </Badge>
    );
  }
  if (status === 'failed')
    return (
      <Badge tone="danger" className="gap-1.5" data-testid="offline-copy" data-offline-copy="failed" role="status">
        <TriangleAlert className="size-3.5" aria-hidden="true" />
        {t('copy.failed')}
      </Badge>
    );
  return null;
}

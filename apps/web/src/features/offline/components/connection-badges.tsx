import { CloudOff, Wifi } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { useConnectivity } from '../../../lib/connectivity';
import { useQueueCounts } from '../../../offline/use-local-data';

/** Online / Offline (simulated) and, for a signed-in person, the pending-count badge. */
export function ConnectionBadges({ showQueue }: { showQueue: boolean }) {
  const { t } = useTranslation('offline');
  const { online, forcedOffline } = useConnectivity();
  const { pending, failed } = useQueueCounts();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge
        tone={online ? 'success' : 'warning'}
        className="gap-1.5"
        data-testid="offline-page-status"
        data-online={online}
      >
        {online ? (
          <Wifi className="size-3.5" aria-hidden="true" />
        ) : (
          <CloudOff className="size-3.5" aria-hidden="true" />
        )}
        {online ? t('status.online') : forcedOffline ? t('status.simulated') : t('status.offline')}
      </Badge>
      {showQueue && (
        <Badge tone={pending > 0 ? 'brand' : 'neutral'} data-testid="offline-page-pending" data-count={pending}>
          {t('badge.pending', { n: pending })}
        </Badge>
      )}
      {showQueue && failed > 0 && (
        <Badge tone="danger" data-testid="offline-page-failed" data-count={failed}>
          {t('badge.failed', { n: failed })}
        </Badge>
      )}
    </div>
  );
}

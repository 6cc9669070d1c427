import { CheckSquare, CloudOff, Download, RefreshCw, Wifi } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useConnectivity } from '../../../lib/connectivity';
import { useSyncRunner } from '../../../offline/sync-runner';
import { useMoney } from '../../../lib/format/use-money';
import { hoursSince, storagePercent, useNow, useOfflineStats } from '../use-offline-data';
import type { useOfflineActions } from '../use-offline-actions';
import { SyncQueueList } from './sync-queue-list';
import { countText } from '../../../i18n/count-text';
import { useTimes } from '../../../lib/format/use-times';

const checklist = ['simulate', 'sell', 'queued', 'reload', 'restore', 'history'] as const;

/** Spec part 1 §2 Performance Dashboard; figures follow the local database, clock-based ones every 10 s. */
export function PerformancePanel({ actions }: { actions: ReturnType<typeof useOfflineActions> }) {
  const { t } = useTranslation('offline');
  const times = useTimes();
  const money = useMoney();
  const stats = useOfflineStats();
  const now = useNow(10_000);
  const { running } = useSyncRunner();
  const { forcedOffline } = useConnectivity();
  const hours = hoursSince(stats.lastDownloadAt, now);
  const percent = storagePercent(stats.records);
  const figures: { key: string; label: string; value: string }[] = [
    { key: 'sales', label: t('stats.sales'), value: String(stats.sales) },
    { key: 'revenue', label: t('stats.revenue'), value: money(stats.revenue) },
    { key: 'queue', label: t('stats.queue'), value: String(stats.queue) },
    { key: 'products', label: t('stats.products'), value: String(stats.products) },
    {
      key: 'last-sync',
      label: t('stats.lastSync'),
      value: stats.lastSyncAt ? times.moment(new Date(stats.lastSyncAt).toISOString()) : t('stats.never'),
    },
    {
      key: 'freshness',
      label: t('stats.freshness'),
      value: hours === null ? t('stats.never') : hours === 0 ? t('stats.fresh') : countText(t, 'stats.hoursAgo', hours),
    },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="offline-performance">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {figures.map(({ key, label, value }) => (
          <Card key={key} className="p-4">
            <p className="text-sm text-ink-muted">{label}</p>
            <p className="mt-1 text-xl font-bold tabular-nums" data-testid={`offline-stat-${key}`}>
              {value}
            </p>
          </Card>
        ))}
      </div>
      <Card className="p-4">
        <div className="flex items-baseline justify-between gap-2">
          <p className="text-sm font-medium">{t('stats.storage')}</p>
          <p className="text-sm tabular-nums" data-testid="offline-stat-storage">
            {percent}%
          </p>
        </div>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-subtle"
          role="progressbar"
          aria-label={t('stats.storage')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-1 text-xs text-ink-muted">{t('stats.storageText', { n: stats.records })}</p>
      </Card>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void actions.sync()} loading={running} data-testid="offline-sync-now">
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('actions.syncNow')}
        </Button>
        <Button
          variant="outline"
          onClick={() => void actions.download()}
          loading={actions.downloading}
          data-testid="offline-download"
        >
          <Download className="size-4" aria-hidden="true" />
          {t('actions.download')}
        </Button>
        {forcedOffline ? (
          <Button variant="outline" onClick={actions.restoreOnline} data-testid="offline-restore">
            <Wifi className="size-4" aria-hidden="true" />
            {t('actions.restoreOnline')}
          </Button>
        ) : (
          <Button variant="outline" onClick={actions.simulateOffline} data-testid="offline-simulate">
            <CloudOff className="size-4" aria-hidden="true" />
            {t('actions.simulateOffline')}
          </Button>
        )}
      </div>
      <SyncQueueList onRetry={() => void actions.retry()} />
      <Card>
        <CardHeader>
          <CardTitle>{t('checklist.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-1.5 text-sm">
            {checklist.map((key) => (
              <li key={key} className="flex items-start gap-2">
                <CheckSquare className="mt-0.5 size-4 shrink-0 text-ink-muted" aria-hidden="true" />
                {t(`checklist.${key}`)}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}

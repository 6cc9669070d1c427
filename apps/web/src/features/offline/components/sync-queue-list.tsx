import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { refusalText } from '../../../i18n/error-text';
import { formatTimestamp } from '../../inventory/display';
import { useMoney } from '../../../lib/format/use-money';
import { type QueuedSale, useQueuedSales } from '../use-offline-data';

/**
 * What waits for the server, in order, and what it refused three times with its reason (kept until
 * the user retries: a sale is never dropped on its own).
 */
export function SyncQueueList({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('offline');
  const queued = useQueuedSales();
  const pending = queued.filter(({ item }) => item.status === 'pending');
  const failed = queued.filter(({ item }) => item.status === 'failed');
  return (
    <>
      {failed.length > 0 && (
        <Card className="border-danger/40" data-testid="offline-failed-list">
          <CardHeader>
            <CardTitle>{t('queue.failedTitle')}</CardTitle>
            <CardDescription>{t('queue.failedText')}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <QueueRows rows={failed} />
            <Button variant="outline" className="self-start" onClick={onRetry} data-testid="offline-retry-failed">
              {t('actions.retryFailed')}
            </Button>
          </CardContent>
        </Card>
      )}
      <Card data-testid="offline-queue-list">
        <CardHeader>
          <CardTitle>{t('queue.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          {pending.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('queue.empty')}</p>
          ) : (
            <QueueRows rows={pending} />
          )}
        </CardContent>
      </Card>
    </>
  );
}

function QueueRows({ rows }: { rows: QueuedSale[] }) {
  const { t, i18n } = useTranslation('offline');
  const money = useMoney();
  return (
    <ol className="flex flex-col divide-y divide-line text-sm">
      {rows.map(({ item, sale }) => (
        <li key={item.id} className="flex flex-col gap-0.5 py-2" data-testid={`queued-${item.data.saleId}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-mono" dir="ltr">
              {item.data.saleId}
            </span>
            <span className="tabular-nums">{sale ? money(sale.total) : ''}</span>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
            <span>{formatTimestamp(item.data.soldAt ?? new Date(item.timestamp).toISOString(), i18n.language)}</span>
            <Badge tone={item.status === 'failed' ? 'danger' : 'brand'}>
              {item.status === 'failed' ? t('queue.failed') : t('queue.pending')}
            </Badge>
            {item.retries > 0 && <span>{t('queue.tries', { n: item.retries })}</span>}
          </div>
          {item.lastError && (
            <p className="text-xs text-danger" data-testid="queued-reason">
              {t('queue.reason', { reason: refusalText(item.lastError, item.lastErrorDetail, t) })}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { refusalText } from '../../../i18n/error-text';
import { signedUnits } from '../../inventory/movement-text';
import { useMoney } from '../../../lib/format/use-money';
import type { QueueItem } from '../../../offline/local-db';
import { type QueuedOperation, useQueuedOperations } from '../use-offline-data';
import { useTimes } from '../../../lib/format/use-times';

/**
 * What waits for the server, in order, and what it refused three times with its reason (kept until
 * the user retries: a sale is never dropped on its own).
 */
export function SyncQueueList({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('offline');
  const queued = useQueuedOperations();
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

function QueueRows({ rows }: { rows: QueuedOperation[] }) {
  const { t } = useTranslation('offline');
  const times = useTimes();
  return (
    <ol className="flex flex-col divide-y divide-line text-sm">
      {rows.map(({ item, sale }) => (
        <li key={item.id} className="flex flex-col gap-0.5 py-2" data-testid={`queued-${queuedName(item)}`}>
          {item.type === 'sale' ? <SaleHead item={item} total={sale?.total} /> : <CountHead item={item} />}
          <div className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
            <span>{times.moment(queuedAt(item))}</span>
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

/** A row's test name: the sale's reference, or count-<lot id> for a stock count. */
const queuedName = (item: QueueItem) => (item.type === 'sale' ? item.data.saleId : `count-${item.data.id}`);
const queuedAt = (item: QueueItem) =>
  (item.type === 'sale' ? item.data.soldAt : undefined) ?? new Date(item.timestamp).toISOString();

function SaleHead({ item, total }: { item: Extract<QueueItem, { type: 'sale' }>; total: string | undefined }) {
  const money = useMoney();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span className="font-mono" dir="ltr">
        {item.data.saleId}
      </span>
      <span className="tabular-nums">{total ? money(total) : ''}</span>
    </div>
  );
}

function CountHead({ item }: { item: Extract<QueueItem, { type: 'inventory_update' }> }) {
  const { t } = useTranslation('offline-counts');
  const change = item.data.quantityChange;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span dir="auto">{t('queue.label', { name: item.label.productName })}</span>
      <span className="tabular-nums">
        {t('queue.change', {
          counted: item.data.countedUnits ?? item.label.expectedUnits + change,
          expected: item.label.expectedUnits,
          change: signedUnits(change),
        })}
      </span>
    </div>
  );
}

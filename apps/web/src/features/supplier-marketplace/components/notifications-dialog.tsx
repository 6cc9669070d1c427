import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { countText } from '../../../i18n/count-text';
import { useSentBroadcasts } from '../api';
import { EmptyList, MarketplaceLoadFailed, MarketplaceLoading } from './marketplace-states';
import { useTimes } from '../../../lib/format/use-times';

/** The broadcasts this supplier sent, each with how many retailers it reached. */
export function NotificationsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('supplierMarketplace');
  const times = useTimes();
  const sent = useSentBroadcasts(open);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title={t('notifications.title')}
        description={t('notifications.text')}
        data-testid="notifications-dialog"
      >
        {sent.isPending && <MarketplaceLoading text={t('notifications.loading')} />}
        {sent.isError && <MarketplaceLoadFailed error={sent.error} onRetry={() => void sent.refetch()} />}
        {sent.isSuccess && sent.data.length === 0 && (
          <EmptyList testId="notifications-empty">{t('notifications.empty')}</EmptyList>
        )}
        {sent.isSuccess && sent.data.length > 0 && (
          <ul className="flex flex-col gap-2" data-testid="sent-notifications">
            {sent.data.map((broadcast) => (
              <li key={broadcast.id} className="rounded-lg border border-line p-3" data-testid="sent-notification">
                <p className="font-medium [overflow-wrap:anywhere]">{broadcast.title}</p>
                <p dir="auto" className="mt-0.5 whitespace-pre-line text-sm [overflow-wrap:anywhere]">
                  {broadcast.message}
                </p>
                <p className="mt-1.5 flex flex-wrap justify-between gap-x-3 text-xs text-ink-muted">
                  <span data-testid="sent-notification-recipients">
                    {countText(t, 'supplierMarketplace:notifications.recipients', broadcast.recipients)}
                  </span>
                  <span>{times.moment(broadcast.createdAt)}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

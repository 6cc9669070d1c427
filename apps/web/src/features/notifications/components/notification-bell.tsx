import type { CurrentUser } from '@assist/domain';
import { Bell, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { countText } from '../../../i18n/count-text';
import { errorText } from '../../../i18n/error-text';
import { refused, useMarkRead, useNotifications } from '../api';
import { NotificationItem } from './notification-item';

/** Who has notifications: the businesses with a marketplace screen (the API's own rule). */
function hasNotifications(user: CurrentUser): boolean {
  return user.capabilities.includes('marketplace') || user.capabilities.includes('supplierMarketplace');
}

/**
 * The bell of the app's header: the unread count (asked every 60 s while online) and the latest
 * notifications, marked read one by one or all at once. Hidden for accounts without them.
 */
export function NotificationBell({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('notifications');
  const enabled = hasNotifications(user);
  const feed = useNotifications(enabled);
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  if (!enabled || (feed.isError && refused(feed.error))) return null;

  const unread = feed.data?.unreadCount ?? 0;
  const list = feed.data?.notifications ?? [];
  const read = (ids?: number[]) =>
    markRead.mutate(ids ? { ids } : {}, {
      onError: (error) =>
        toast({ title: t('loadFailed'), description: errorText(error, t, t('loadFailed')), variant: 'destructive' }),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        onClick={() => setOpen(true)}
        aria-label={unread > 0 ? countText(t, 'bellUnread', unread) : t('bell')}
        data-testid="notification-bell"
        data-unread={unread}
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            className="absolute end-1 top-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[11px] leading-none font-semibold text-white tabular-nums"
            data-testid="notification-count"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Button>
      <DialogContent
        title={t('title')}
        description={t('description')}
        className="max-w-md"
        data-testid="notification-list"
      >
        <div className="-mx-6 flex items-center justify-between gap-2 border-b border-line px-6 pb-3">
          <span className="text-sm text-ink-muted" data-testid="notification-unread-text">
            {countText(t, 'unread', unread)}
          </span>
          <Button
            variant="ghost"
            size="sm"
            disabled={unread === 0}
            loading={markRead.isPending && markRead.variables?.ids === undefined}
            onClick={() => read()}
            data-testid="notification-mark-all"
          >
            <CheckCheck className="size-4" aria-hidden="true" />
            {t('markAllRead')}
          </Button>
        </div>
        <div className="-mx-6 -mb-6 max-h-[60vh] overflow-y-auto">
          {feed.isPending && <p className="px-6 py-5 text-sm text-ink-muted">{t('loading')}</p>}
          {feed.isError && (
            <p className="px-6 py-5 text-sm text-danger" role="alert">
              {errorText(feed.error, t, t('loadFailed'))}
            </p>
          )}
          {feed.isSuccess && list.length === 0 && (
            <p className="px-6 py-5 text-sm text-ink-muted" data-testid="notification-empty">
              {t('empty')}
            </p>
          )}
          <ul className="divide-y divide-line">
            {list.map((notification) => (
              <li key={notification.id}>
                <NotificationItem
                  notification={notification}
                  timeZone={user.timeZone}
                  onRead={() => read([notification.id])}
                  onFollow={() => {
                    if (notification.readAt === null) read([notification.id]);
                    setOpen(false);
                  }}
                />
              </li>
            ))}
          </ul>
        </div>
      </DialogContent>
    </Dialog>
  );
}

import type { Notification } from '@assist/domain';
import { ArrowRight, Check, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { isolate } from '../../../lib/bidi';
import { cn } from '../../../lib/cn';
import { formatTimestamp } from '../../../lib/format';
import { notificationText } from '../notification-text';

interface NotificationItemProps {
  notification: Notification;
  timeZone: string;
  onRead: () => void;
  /** Following its link closes the list (and marks it read). */
  onFollow: () => void;
}

/** One notification: title, message, when (the business's clock), its link; unread ones stand out. */
export function NotificationItem({ notification, timeZone, onRead, onFollow }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const unread = notification.readAt === null;
  const { title, message } = notificationText(notification, t);
  return (
    <article
      className={cn('flex gap-3 px-6 py-3', unread && 'bg-brand-soft/40')}
      data-testid={`notification-${notification.id}`}
      data-unread={unread}
    >
      <span
        className={cn(
          'mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full',
          unread ? 'bg-brand text-brand-foreground' : 'bg-subtle text-ink-muted',
        )}
      >
        <Megaphone className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex items-start justify-between gap-2">
          <span
            className={cn('min-w-0 break-words rtl:text-right', unread && 'font-semibold')}
            dir="auto"
            data-testid="notification-title"
          >
            {title}
          </span>
          {unread && (
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand" title={t('unreadDot')}>
              <span className="sr-only">{t('unreadDot')}</span>
            </span>
          )}
        </p>
        <p
          className="text-sm break-words whitespace-pre-line text-ink-muted rtl:text-right"
          dir="auto"
          data-testid="notification-message"
        >
          {message}
        </p>
        <p className="text-xs text-ink-muted">
          {notification.kind === 'broadcast' && notification.fromBusinessName && (
            <span dir="auto">{t('from', { from: isolate(notification.fromBusinessName) })} · </span>
          )}
          <time dateTime={notification.createdAt}>
            {formatTimestamp(notification.createdAt, i18n.language, timeZone)}
          </time>
        </p>
        {(notification.link || unread) && (
          <div className="flex flex-wrap gap-2 pt-1">
            {notification.link && (
              <Link
                to={notification.link}
                onClick={onFollow}
                className={buttonClass('outline', 'sm')}
                data-testid="notification-open"
              >
                {t('open')}
                <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
              </Link>
            )}
            {unread && (
              <Button variant="ghost" size="sm" onClick={onRead} data-testid="notification-mark-read">
                <Check className="size-4" aria-hidden="true" />
                {t('markRead')}
              </Button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

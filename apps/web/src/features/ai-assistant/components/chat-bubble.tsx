import type { ChatAnswerType } from '@assist/domain';
import { Bot, Smartphone, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import type { ChatMessage } from '../chat-message';
import { useTimes } from '../../../lib/format/use-times';

const typeTones: Record<ChatAnswerType, BadgeTone> = {
  dose_calculation: 'brand',
  medical: 'success',
  inventory: 'warning',
  tutorial: 'neutral',
  general: 'neutral',
};

/** The round picture beside a message, the person's or the assistant's (large above the empty chat). */
export function ChatAvatar({
  mine = false,
  large = false,
  className,
}: {
  mine?: boolean;
  large?: boolean;
  className?: string;
}) {
  const Icon = mine ? User : Bot;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full',
        large ? 'size-12' : 'size-8',
        mine ? 'bg-brand text-brand-foreground' : 'bg-brand-soft text-brand',
        className,
      )}
      aria-hidden="true"
    >
      <Icon className={large ? 'size-6' : 'size-4'} />
    </span>
  );
}

/**
 * One message: who said it, when, and for an answer its kind. The text is plain text shown as it
 * is, lines kept (React escapes it: nothing in an answer is read as HTML), and in its own
 * direction (dir="auto"), so an Arabic answer reads right to left in the English app too.
 */
export function ChatBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('assistant');
  const times = useTimes();
  const mine = message.role === 'user';
  return (
    <li
      className={cn('flex gap-2', mine && 'flex-row-reverse')}
      data-testid="assistant-message"
      data-role={message.role}
      data-type={message.type}
    >
      <ChatAvatar mine={mine} className="mt-1" />
      <div className={cn('flex min-w-0 max-w-[85%] flex-col gap-1', mine && 'items-end')}>
        <div
          className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted', mine && 'justify-end')}
        >
          <span className="font-semibold text-ink">{mine ? t('chat.you') : t('chat.assistant')}</span>
          <time
            dateTime={message.timestamp}
            title={times.moment(message.timestamp)}
            data-testid="assistant-message-time"
          >
            {times.clock(message.timestamp)}
          </time>
          {!mine && (
            <Badge tone={typeTones[message.type]} data-testid="assistant-message-type">
              {t(`chat.types.${message.type}`)}
            </Badge>
          )}
          {message.answeredOnDevice && (
            <Badge tone="neutral" title={t('chat.onDeviceHint')} data-testid="assistant-message-on-device">
              <Smartphone className="me-1 size-3" aria-hidden="true" />
              {t('chat.onDevice')}
            </Badge>
          )}
        </div>
        <p
          dir="auto"
          className={cn(
            'whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-sm leading-relaxed [overflow-wrap:anywhere]',
            mine ? 'bg-brand text-brand-foreground' : 'border border-line bg-subtle text-ink',
          )}
          data-testid="assistant-message-text"
        >
          {message.content}
        </p>
        {message.inventorySearch && (
          <Link
            to={`/inventory?search=${encodeURIComponent(message.inventorySearch)}`}
            className="text-sm font-medium text-brand-strong underline underline-offset-2"
            data-testid="assistant-message-inventory-link"
          >
            {t('chat.seeInInventory')}
          </Link>
        )}
      </div>
    </li>
  );
}

import type { Transfer } from '@assist/domain';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { countText } from '../../../i18n/count-text';
import { formatTimestamp } from '../../../lib/format';
import { useMoney } from '../../../lib/format/use-money';
import { useBusinessDay } from '../../auth/use-business-day';
import { BlockSenderButton } from './block-sender-button';
import { ReviewButtons, type ReviewStatus } from './review-buttons';
import { TransferStatusBadge } from './status-badge';

interface TransferCardProps {
  transfer: Transfer;
  side: 'incoming' | 'outgoing';
  reviewing: ReviewStatus | null;
  onReview: (status: ReviewStatus) => void;
  onOpen: () => void;
  /** Incoming: block the sender (asks first). */
  onBlock?: () => void;
}

/** One transfer in a list: the other business, status, cost, items, when; review when incoming and pending. */
export function TransferCard({ transfer, side, reviewing, onReview, onOpen, onBlock }: TransferCardProps) {
  const { t, i18n } = useTranslation('transfers');
  const money = useMoney(transfer.currency);
  const { timeZone } = useBusinessDay();
  const incoming = side === 'incoming';
  const partner = incoming ? transfer.senderName : transfer.recipientName;
  const email = incoming ? transfer.senderEmail : transfer.recipientEmail;
  const units = transfer.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
      data-testid={`transfer-card-${transfer.id}`}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="line-clamp-2 font-semibold">{t(incoming ? 'card.from' : 'card.to', { name: partner })}</h2>
          <p className="truncate text-sm text-ink-muted" dir="ltr">
            <bdi>{email}</bdi>
          </p>
        </div>
        <TransferStatusBadge status={transfer.status} />
      </header>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">{t('card.totalCost')}</dt>
          <dd className="font-semibold whitespace-nowrap tabular-nums" data-testid="transfer-total">
            {money(transfer.totalCost)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">{t('card.created')}</dt>
          <dd className="break-words">{formatTimestamp(transfer.createdAt, i18n.language, timeZone)}</dd>
        </div>
      </dl>
      <p className="text-sm text-ink-muted">
        {countText(t, 'card.items', transfer.items.length)} · {countText(t, 'card.units', units)}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button size="sm" variant="ghost" onClick={onOpen} data-testid="transfer-view">
          <Eye className="size-4" aria-hidden="true" />
          {t('card.view')}
        </Button>
        {incoming && transfer.status === 'pending' && <ReviewButtons reviewing={reviewing} onReview={onReview} />}
        {onBlock && <BlockSenderButton onBlock={onBlock} />}
      </div>
    </article>
  );
}

import type { Transfer } from '@assist/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { formatTimestamp } from '../../../lib/format';
import { useMoney } from '../../../lib/format/use-money';
import { useBusinessDay } from '../../auth/use-business-day';
import { useTransfer } from '../api';
import { ReviewButtons, type ReviewStatus } from './review-buttons';
import { TransferStatusBadge } from './status-badge';
import { TransferItems } from './transfer-items';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="mt-0.5 break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

interface TransferDetailDialogProps {
  /** The transfer as its list has it; null closes the dialog. */
  transfer: Transfer | null;
  side: 'incoming' | 'outgoing';
  reviewing: ReviewStatus | null;
  onReview: (status: ReviewStatus) => void;
  onClose: () => void;
}

/** Transfer detail (spec part 2 §2): status, total cost, created and reviewed times, notes, items. */
export function TransferDetailDialog({ transfer, side, reviewing, onReview, onClose }: TransferDetailDialogProps) {
  const { t } = useTranslation('transfers');
  return (
    <Dialog open={transfer !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('detail.title', { id: transfer?.id ?? '' })}
        description={t('detail.description')}
        className="sm:max-w-2xl"
        data-testid="transfer-detail-dialog"
      >
        {transfer && <TransferDetail initial={transfer} side={side} reviewing={reviewing} onReview={onReview} />}
      </DialogContent>
    </Dialog>
  );
}

function TransferDetail({
  initial,
  side,
  reviewing,
  onReview,
}: { initial: Transfer } & Pick<TransferDetailDialogProps, 'side' | 'reviewing' | 'onReview'>) {
  const { t, i18n } = useTranslation('transfers');
  const { timeZone } = useBusinessDay();
  const transfer = useTransfer(initial.id, initial).data ?? initial;
  const money = useMoney(transfer.currency);
  const time = (value: string) => formatTimestamp(value, i18n.language, timeZone);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <Field label={t('detail.status')}>
          <TransferStatusBadge status={transfer.status} />
        </Field>
        <Field label={t('detail.totalCost')} testId="transfer-detail-total">
          <span className="font-semibold tabular-nums">{money(transfer.totalCost)}</span>
        </Field>
        <Field label={t('detail.from')}>
          {transfer.senderName}
          <span className="block text-xs text-ink-muted" dir="ltr">
            <bdi>{transfer.senderEmail}</bdi>
          </span>
        </Field>
        <Field label={t('detail.to')}>
          {transfer.recipientName}
          <span className="block text-xs text-ink-muted" dir="ltr">
            <bdi>{transfer.recipientEmail}</bdi>
          </span>
        </Field>
        <Field label={t('detail.created')} testId="transfer-detail-created">
          {time(transfer.createdAt)}
        </Field>
        <Field label={t('detail.reviewed')} testId="transfer-detail-reviewed">
          {transfer.reviewedAt ? time(transfer.reviewedAt) : t('detail.notReviewed')}
        </Field>
      </dl>
      <div>
        <h3 className="text-xs text-ink-muted">{t('detail.notes')}</h3>
        <p className="mt-0.5 text-sm whitespace-pre-line" dir="auto" data-testid="transfer-detail-notes">
          {transfer.notes ?? t('detail.noNotes')}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">{t('detail.items')}</h3>
        <TransferItems items={transfer.items} currency={transfer.currency} />
      </div>
      {side === 'incoming' && transfer.status === 'pending' && (
        <div className="flex flex-wrap justify-end gap-2">
          <ReviewButtons reviewing={reviewing} onReview={onReview} />
        </div>
      )}
    </div>
  );
}

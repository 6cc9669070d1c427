import type { ReturnDecision, ReturnStatus, SupplierReturn } from '@assist/domain';
import { Check, Clock, HandCoins, MessageSquareReply, Undo2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useMoney } from '../../../lib/format/use-money';
import { countText } from '../../../i18n/count-text';
import { useTimes } from '../../../lib/format/use-times';

const tones: Record<ReturnStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  refunded: 'brand',
};

function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation('supplier-returns');
  return (
    <Badge tone={tones[status]} data-testid="return-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

interface ReturnCardProps {
  item: SupplierReturn;
  /** The owner records what the supplier answered (team members only look). */
  canDecide: boolean;
  deciding: ReturnDecision | null;
  onDecide: (decision: ReturnDecision) => void;
  /** Opens the dialog that records the supplier's answer to a pending return. */
  onRecordAnswer: () => void;
}

/**
 * One return: product, supplier, status, quantity and value, reason. The supplier approves or
 * rejects, so a pending return to a supplier offers no Approve/Reject, only a way to record the
 * supplier's answer. A return of transferred goods is decided by the business they go back to: to
 * the returner it shows who must approve; to that business (`incoming`), Approve and Reject.
 */
export function ReturnCard({ item, canDecide, deciding, onDecide, onRecordAnswer }: ReturnCardProps) {
  const { t } = useTranslation('supplier-returns');
  const times = useTimes();
  const money = useMoney();
  const unit = item.unitType === 'box' ? 'boxes' : 'units';
  const partner = item.incoming ? item.fromBusinessName : (item.supplierName ?? '');
  const pendingNote = item.incoming
    ? t('card.incomingNote', { name: partner })
    : item.decidable
      ? t('card.pendingNote')
      : t('card.awaitingSender', { name: partner });
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
      data-testid={`return-card-${item.id}`}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="line-clamp-2 font-semibold rtl:text-right" dir="auto">
            {item.productName}
          </h2>
          {item.incoming ? (
            <p className="flex items-center gap-1 text-sm text-brand" data-testid="return-incoming">
              <Undo2 className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{t('card.comingBackFrom', { name: partner })}</span>
            </p>
          ) : (
            <p className="truncate text-sm text-ink-muted rtl:text-right" dir="auto">
              {item.supplierName ?? t('card.noSupplier')}
            </p>
          )}
        </div>
        <ReturnStatusBadge status={item.status} />
      </header>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <Field label={t('card.quantity')}>{countText(t, `card.${unit}`, item.quantity)}</Field>
        <Field label={t('card.unitPrice')}>
          <span className="whitespace-nowrap tabular-nums">{money(item.unitPrice)}</span>
        </Field>
        <Field label={t('card.total')}>
          <span className="font-semibold whitespace-nowrap tabular-nums" data-testid="return-total">
            {money(item.totalValue)}
          </span>
        </Field>
        <Field label={t('card.type')}>{t(`types.${item.returnType}`)}</Field>
        <Field label={t('card.date')}>{times.date(item.returnDate)}</Field>
        {item.transferId !== null && (
          <Field label={t('form.transfer')}>
            <span className="tabular-nums" data-testid="return-transfer-ref">
              #{item.transferId}
            </span>
          </Field>
        )}
        {item.orderRef && (
          <Field label={t('card.order')}>
            <span className="font-mono text-xs" dir="ltr">
              {item.orderRef}
            </span>
          </Field>
        )}
      </dl>
      <p className="text-sm">
        <span className="text-ink-muted">{t('card.reason')}: </span>
        <bdi>{item.returnReason}</bdi>
      </p>
      {item.notes && (
        <p className="text-sm text-ink-muted rtl:text-right" dir="auto">
          {item.notes}
        </p>
      )}
      {item.status === 'pending' && (
        <p
          className="flex items-center gap-2 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning"
          data-testid="return-pending-note"
        >
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          {pendingNote}
        </p>
      )}
      {canDecide && item.decidable && (item.status === 'pending' || item.refundable) && (
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {item.status === 'pending' && item.incoming && (
            <>
              <Button
                size="sm"
                onClick={() => onDecide('approve')}
                loading={deciding === 'approve'}
                disabled={deciding !== null}
                data-testid="return-approve"
              >
                <Check className="size-4" aria-hidden="true" />
                {t('actions.approve')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onDecide('reject')}
                loading={deciding === 'reject'}
                disabled={deciding !== null}
                data-testid="return-reject"
              >
                <X className="size-4" aria-hidden="true" />
                {t('actions.reject')}
              </Button>
            </>
          )}
          {item.status === 'pending' && !item.incoming && (
            <Button size="sm" variant="outline" onClick={onRecordAnswer} data-testid="return-record-answer">
              <MessageSquareReply className="size-4" aria-hidden="true" />
              {t('answer.record')}
            </Button>
          )}
          {item.status === 'approved' && item.refundable && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onDecide('refunded')}
              loading={deciding === 'refunded'}
              disabled={deciding !== null}
              data-testid="return-refunded"
            >
              <HandCoins className="size-4" aria-hidden="true" />
              {t('actions.refunded')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

import { ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { useMoney } from '../../../lib/format/use-money';
import type { PurchaseRequest } from '@assist/domain';
import { supplierOfRequest } from '../names';
import { PurchaseLines } from './purchase-lines';
import { Message, useMoment } from './request-parts';
import { RequestStatusBadge } from './status-badges';

/** A purchase request approved for fewer units than asked on some line. */
export function approvedInPart(request: PurchaseRequest): boolean {
  return (
    request.status === 'approved' &&
    request.items.some((item) => item.approvedQuantity !== null && item.approvedQuantity < item.requestedQuantity)
  );
}

/** One purchase request: supplier, status, lines (requested vs approved), messages; `footer` below. */
export function PurchaseRequestCard({ request, footer }: { request: PurchaseRequest; footer?: ReactNode }) {
  const { t } = useTranslation('marketplace');
  const money = useMoney(request.currency);
  const moment = useMoment();
  return (
    <article
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
      data-testid={`purchase-request-${request.id}`}
    >
      <header className="flex items-start gap-3">
        <ClipboardList className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold rtl:text-right" dir="auto">
            {supplierOfRequest(request)}
          </h3>
          <p className="text-xs text-ink-muted">
            {t('requests.sentOn', { date: moment(request.createdAt) })}
            {request.reviewedAt && ` · ${t('requests.reviewedOn', { date: moment(request.reviewedAt) })}`}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <RequestStatusBadge status={request.status} />
          {approvedInPart(request) && (
            <Badge tone="warning" data-testid="approved-in-part">
              {t('requests.partly')}
            </Badge>
          )}
        </div>
      </header>
      <PurchaseLines items={request.items} answered={request.status !== 'pending'} currency={request.currency} />
      {request.totalAmount !== null && (
        <p className="flex items-center justify-between gap-3 text-sm">
          <span className="text-ink-muted">{t('requests.total')}</span>
          <span className="font-semibold tabular-nums" data-testid="purchase-total">
            {money(request.totalAmount)}
          </span>
        </p>
      )}
      {request.notes && <Message label={t('requests.notes')}>{request.notes}</Message>}
      {request.requestMessage && <Message label={t('requests.yourMessage')}>{request.requestMessage}</Message>}
      {request.responseMessage && (
        <Message label={t('requests.response')} tone="answer" testId="request-response">
          {request.responseMessage}
        </Message>
      )}
      {footer}
    </article>
  );
}

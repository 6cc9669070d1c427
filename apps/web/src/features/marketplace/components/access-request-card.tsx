import type { MyJoinRequest } from '@assist/domain';
import { Eye, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Message, useMoment } from './request-parts';
import { AccessBadge } from './status-badges';

interface AccessRequestCardProps {
  request: MyJoinRequest;
  onViewProducts: () => void;
}

/** One access request the retailer sent: the supplier, the marketplace, its status and the supplier's answer. */
export function AccessRequestCard({ request, onViewProducts }: AccessRequestCardProps) {
  const { t } = useTranslation('marketplace');
  const moment = useMoment();
  const { status } = request;
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
      data-testid={`access-request-${request.marketplaceId}`}
    >
      <header className="flex items-start gap-3">
        <Store className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold rtl:text-right" dir="auto">
            {request.supplierBusinessName ?? request.marketplaceName}
          </h3>
          <p className="text-sm text-ink-muted rtl:text-right" dir="auto">
            {request.marketplaceName}
          </p>
          <p className="text-xs text-ink-muted">
            {t('requests.sentOn', { date: moment(request.createdAt) })}
            {request.reviewedAt && ` · ${t('requests.reviewedOn', { date: moment(request.reviewedAt) })}`}
          </p>
        </div>
      </header>
      <div>
        <AccessBadge status={status} />
      </div>
      <p className="text-sm text-ink-muted">
        {status === 'pending' && t('browse.pendingNote')}
        {status === 'rejected' && t('browse.rejectedNote')}
        {status === 'approved' && t('requests.accessGranted')}
      </p>
      {request.requestMessage && <Message label={t('requests.yourMessage')}>{request.requestMessage}</Message>}
      {request.responseMessage && (
        <Message label={t('requests.response')} tone="answer" testId="access-response">
          {request.responseMessage}
        </Message>
      )}
      {status === 'approved' && (
        <Button variant="outline" size="sm" className="mt-auto self-start" onClick={onViewProducts}>
          <Eye className="size-4" aria-hidden="true" />
          {t('browse.viewProducts')}
        </Button>
      )}
    </article>
  );
}

import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { JoinRequest } from '../model';
import { Message, useMoment } from './request-parts';
import { RequestStatusBadge } from './status-badges';

/** One access request of the retailer's: the marketplace, when, its status and the supplier's answer. */
export function JoinRequestCard({ request }: { request: JoinRequest }) {
  const { t } = useTranslation('marketplace');
  const moment = useMoment();
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
      data-testid={`join-request-${request.id}`}
    >
      <header className="flex items-start gap-3">
        <Store className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold rtl:text-right" dir="auto">
            {request.supplierName}
          </h3>
          <p className="text-sm text-ink-muted rtl:text-right" dir="auto">
            {request.marketplaceName}
          </p>
        </div>
        <RequestStatusBadge status={request.status} />
      </header>
      <p className="text-xs text-ink-muted">{t('requests.sentOn', { date: moment(request.createdAt) })}</p>
      {request.requestMessage && <Message label={t('requests.yourMessage')}>{request.requestMessage}</Message>}
      {request.responseMessage && (
        <Message label={t('requests.response')} tone="answer" testId="request-response">
          {request.responseMessage}
        </Message>
      )}
    </article>
  );
}

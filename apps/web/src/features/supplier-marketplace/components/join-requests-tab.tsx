import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { isolate } from '../../../lib/bidi';
import { type Decision, useJoinRequests, useReviewJoinRequest } from '../api';
import type { JoinRequest } from '@assist/domain';
import { EmptyList, MarketplaceLoadFailed, MarketplaceLoading } from './marketplace-states';
import { RetailerContact, partyName } from './retailer-contact';
import { DecisionButtons, ResponseField } from './review-answer';
import { useTimes } from '../../../lib/format/use-times';

/** Join requests waiting for an answer (spec §4: only pending ones can be approved or rejected). */
export function JoinRequestsTab() {
  const { t } = useTranslation('supplierMarketplace');
  const requests = useJoinRequests();
  const pending = (requests.data ?? []).filter((request) => request.status === 'pending');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">{t('join.text')}</p>
      {requests.isPending && <MarketplaceLoading text={t('join.loading')} />}
      {requests.isError && <MarketplaceLoadFailed error={requests.error} onRetry={() => void requests.refetch()} />}
      {requests.isSuccess && pending.length === 0 && (
        <EmptyList testId="join-requests-empty">{t('join.empty')}</EmptyList>
      )}
      <ul className="flex flex-col gap-3" data-testid="join-requests">
        {pending.map((request) => (
          <li key={request.id}>
            <JoinRequestCard request={request} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function JoinRequestCard({ request }: { request: JoinRequest }) {
  const { t } = useTranslation('supplierMarketplace');
  const times = useTimes();
  const name = isolate(partyName(request.retailer));
  const review = useReviewJoinRequest((decision) =>
    toast({
      title: t('toast.requestProcessed'),
      description: t(decision === 'approve' ? 'toast.joinApproved' : 'toast.joinRejected', { name }),
      variant: 'success',
    }),
  );
  const [response, setResponse] = useState('');
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const responseId = `join-response-${request.id}`;

  const decide = (decision: Decision) => {
    setDeciding(decision);
    review.mutate(
      { id: request.id, decision, responseMessage: response.trim() },
      {
        onError: (error) =>
          toast({
            title: t('toast.processingFailed'),
            description: errorText(error, t, t('toast.processingFailedText')),
            variant: 'destructive',
          }),
        onSettled: () => setDeciding(null),
      },
    );
  };

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid={`join-request-${request.id}`}>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <RetailerContact retailer={request.retailer} />
        <p className="shrink-0 text-xs text-ink-muted">
          {t('join.requested', { date: times.moment(request.createdAt) })}
        </p>
      </div>
      <div className="rounded-lg bg-subtle p-3 text-sm">
        <p className="text-xs font-medium text-ink-muted">{t('join.requestMessage')}</p>
        <p dir={request.requestMessage ? 'auto' : undefined} className="[overflow-wrap:anywhere]">
          {request.requestMessage || t('join.noMessage')}
        </p>
      </div>
      <ResponseField
        id={responseId}
        testId="join-response"
        label={t('join.response')}
        placeholder={t('join.responsePlaceholder')}
        value={response}
        onChange={setResponse}
      />
      <DecisionButtons
        testIdPrefix="join"
        deciding={deciding}
        onDecide={decide}
        labels={{ approve: t('join.approve'), reject: t('join.reject') }}
      />
    </Card>
  );
}

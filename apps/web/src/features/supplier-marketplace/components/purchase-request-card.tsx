import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { isolate } from '../../../lib/bidi';
import { useMoney } from '../../../lib/format/use-money';
import { type Decision, useReviewPurchaseRequest } from '../api';
import { approvedItems, linesTotal, priceChanged } from '../approval';
import type { PurchaseRequest } from '@assist/domain';
import { PurchaseLines } from './purchase-lines';
import { RetailerContact, partyName } from './retailer-contact';
import { DecisionButtons, ResponseField } from './review-answer';
import { useTimes } from '../../../lib/format/use-times';

/** A message the retailer wrote (its request message, its notes), when there is one. */
export function RetailerNote({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <div className="rounded-lg bg-subtle p-3 text-sm">
      <p className="text-xs font-medium text-ink-muted">{label}</p>
      <p dir="auto" className="whitespace-pre-line text-start [overflow-wrap:anywhere]">
        {text}
      </p>
    </div>
  );
}

/**
 * A pending purchase request: who asks, what, and the supplier's answer. Approve sends the
 * APPROVED quantity of every line (the spec's copy always sent the requested ones).
 */
export function PurchaseRequestCard({ request }: { request: PurchaseRequest }) {
  const { t } = useTranslation('supplierMarketplace');
  const times = useTimes();
  const money = useMoney(request.currency);
  const name = isolate(partyName(request.retailer));
  const review = useReviewPurchaseRequest((decision) =>
    toast({
      title: t('toast.purchaseProcessed'),
      description: t(decision === 'approve' ? 'toast.purchaseApproved' : 'toast.purchaseRejected', { name }),
      variant: 'success',
    }),
  );
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [response, setResponse] = useState('');
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const items = approvedItems(request.items, typed);
  const nothingApproved = items.every((item) => item.approvedQuantity === 0);
  const total = (quantity: (index: number) => number) =>
    linesTotal(
      request.items.map((item, index) => ({
        boxPrice: item.supplierRetailPrice,
        unitsPerBox: item.unitsPerBox,
        quantity: quantity(index),
      })),
      request.currency,
    );
  // Approval charges the prices the request was sent at, never the prices now.
  const repriced = request.items.some(priceChanged);
  const responseId = `purchase-response-${request.id}`;

  const decide = (decision: Decision) => {
    setDeciding(decision);
    const responseMessage = response.trim();
    review.mutate(
      decision === 'approve'
        ? { id: request.id, decision, responseMessage, items }
        : { id: request.id, decision, responseMessage },
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
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid={`purchase-request-${request.id}`}>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <RetailerContact retailer={request.retailer} />
        <p className="shrink-0 text-xs text-ink-muted">
          {t('purchase.requested', { date: times.moment(request.createdAt) })}
        </p>
      </div>
      <RetailerNote label={t('purchase.requestMessage')} text={request.requestMessage} />
      <RetailerNote label={t('purchase.notes')} text={request.notes} />
      <PurchaseLines
        items={request.items}
        currency={request.currency}
        typed={typed}
        onType={(itemId, text) => setTyped((current) => ({ ...current, [itemId]: text }))}
      />
      <dl className="flex flex-col items-end gap-0.5 text-sm">
        <div className="flex gap-2 text-ink-muted">
          <dt>{t('purchase.requestedTotal')}</dt>
          <dd dir="ltr" className="tabular-nums">
            {money(total((index) => request.items[index]?.requestedQuantity ?? 0))}
          </dd>
        </div>
        <div className="flex gap-2 font-semibold">
          <dt>{t('purchase.approvedTotal')}</dt>
          <dd dir="ltr" className="tabular-nums" data-testid="purchase-approved-total">
            {money(total((index) => items[index]?.approvedQuantity ?? 0))}
          </dd>
        </div>
      </dl>
      <ResponseField
        id={responseId}
        testId="purchase-response"
        label={t('purchase.response')}
        placeholder={t('purchase.responsePlaceholder')}
        value={response}
        onChange={setResponse}
      />
      {nothingApproved && <p className="text-sm text-warning">{t('purchase.nothingApproved')}</p>}
      {repriced && (
        <p className="rounded-lg bg-warning-soft p-3 text-sm text-warning" data-testid="purchase-price-changed">
          {t('purchase.priceChanged')}
        </p>
      )}
      <DecisionButtons
        testIdPrefix="purchase"
        deciding={deciding}
        onDecide={decide}
        labels={{ approve: t('purchase.approve'), reject: t('purchase.reject') }}
        approveDisabled={nothingApproved}
      />
    </Card>
  );
}

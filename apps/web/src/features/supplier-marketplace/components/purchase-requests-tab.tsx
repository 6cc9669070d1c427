import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useMoney } from '../../../lib/format/use-money';
import { useSignedInUser } from '../../auth/api';
import { BalanceList } from '../../transfers/components/balance-list';
import { useSupplierPurchaseRequests } from '../api';
import type { PurchaseRequest } from '@assist/domain';
import { EmptyList, MarketplaceLoadFailed, MarketplaceLoading } from './marketplace-states';
import { PurchaseRequestCard, RetailerNote } from './purchase-request-card';
import { RequestStatusBadge } from './request-status-badge';
import { partyName } from './retailer-contact';
import { useTimes } from '../../../lib/format/use-times';

/**
 * Pending purchase requests to answer, then the answered ones (newest first, as the server sends);
 * without Transfers (plan advance) also what retailers owe, where their payments are confirmed.
 */
export function PurchaseRequestsTab() {
  const { t } = useTranslation('supplierMarketplace');
  const canTransfer = useSignedInUser().capabilities.includes('transfers');
  const requests = useSupplierPurchaseRequests();
  const all = requests.data ?? [];
  const pending = all.filter((request) => request.status === 'pending');
  const answered = all.filter((request) => request.status !== 'pending');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">{t('purchase.text')}</p>
      {requests.isPending && <MarketplaceLoading text={t('purchase.loading')} />}
      {requests.isError && <MarketplaceLoadFailed error={requests.error} onRetry={() => void requests.refetch()} />}
      {requests.isSuccess && pending.length === 0 && (
        <EmptyList testId="purchase-requests-empty">{t('purchase.empty')}</EmptyList>
      )}
      <ul className="flex flex-col gap-3" data-testid="purchase-requests">
        {pending.map((request) => (
          <li key={request.id}>
            <PurchaseRequestCard request={request} />
          </li>
        ))}
      </ul>
      {answered.length > 0 && (
        <section className="mt-3 flex flex-col gap-2" data-testid="purchase-requests-answered">
          <h3 className="font-semibold">{t('purchase.reviewed')}</h3>
          <ul className="flex flex-col gap-2">
            {answered.map((request) => (
              <li key={request.id}>
                <AnsweredRequest request={request} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {!canTransfer && (
        <section
          className="mt-3 flex flex-col gap-2"
          aria-labelledby="supplier-balances"
          data-testid="supplier-balances"
        >
          <h3 id="supplier-balances" className="font-semibold">
            {t('purchase.balances')}
          </h3>
          <BalanceList />
        </section>
      )}
    </div>
  );
}

function AnsweredRequest({ request }: { request: PurchaseRequest }) {
  const { t } = useTranslation('supplierMarketplace');
  const times = useTimes();
  const money = useMoney(request.currency);
  return (
    <Card className="flex flex-col gap-2 p-4" data-testid={`answered-request-${request.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium [overflow-wrap:anywhere]">{partyName(request.retailer)}</p>
        <div className="flex items-center gap-2">
          <span className="text-sm font-semibold tabular-nums" dir="ltr">
            {request.totalAmount === null ? '' : money(request.totalAmount)}
          </span>
          <RequestStatusBadge status={request.status} />
        </div>
      </div>
      <p className="text-xs text-ink-muted">{times.moment(request.createdAt)}</p>
      <ul className="flex flex-col gap-0.5 text-sm">
        {request.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3" data-testid={`answered-line-${item.barcode}`}>
            <span className="min-w-0 [overflow-wrap:anywhere]">{item.productName}</span>
            <span className="shrink-0 tabular-nums text-ink-muted" data-testid="answered-quantity">
              {request.status === 'approved'
                ? t('purchase.approvedOf', { approved: item.approvedQuantity ?? 0, requested: item.requestedQuantity })
                : item.requestedQuantity}
            </span>
          </li>
        ))}
      </ul>
      <RetailerNote label={t('purchase.response')} text={request.responseMessage} />
    </Card>
  );
}

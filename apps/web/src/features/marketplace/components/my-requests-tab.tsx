import { useTranslation } from 'react-i18next';
import { useMyJoinRequests, useMyPurchaseRequests } from '../api';
import { JoinRequestCard } from './join-request-card';
import { ListState } from './list-state';
import { PurchaseRequestCard } from './purchase-request-card';

/** My Requests: access requests and purchase requests, each with its status and the supplier's answer. */
export function MyRequestsTab() {
  const { t } = useTranslation('marketplace');
  const joins = useMyJoinRequests();
  const purchases = useMyPurchaseRequests();
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-3" aria-labelledby="purchase-requests-title">
        <h2 id="purchase-requests-title" className="text-lg font-semibold">
          {t('requests.purchaseTitle')}
        </h2>
        <ListState query={purchases} loading={t('requests.loading')}>
          {(purchases.data ?? []).length === 0 ? (
            <p className="text-sm text-ink-muted" data-testid="purchase-requests-empty">
              {t('requests.purchaseEmpty')}
            </p>
          ) : (
            <ul className="grid gap-4 xl:grid-cols-2" data-testid="purchase-requests">
              {(purchases.data ?? []).map((request) => (
                <li key={request.id} className="min-w-0">
                  <PurchaseRequestCard request={request} />
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="join-requests-title">
        <h2 id="join-requests-title" className="text-lg font-semibold">
          {t('requests.joinTitle')}
        </h2>
        <ListState query={joins} loading={t('requests.loading')}>
          {(joins.data ?? []).length === 0 ? (
            <p className="text-sm text-ink-muted" data-testid="join-requests-empty">
              {t('requests.joinEmpty')}
            </p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="join-requests">
              {(joins.data ?? []).map((request) => (
                <li key={request.id} className="min-w-0">
                  <JoinRequestCard request={request} />
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>
    </div>
  );
}

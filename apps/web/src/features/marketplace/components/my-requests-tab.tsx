import { useTranslation } from 'react-i18next';
import { useMyJoinRequests, useMyPurchaseRequests } from '../api';
import { AccessRequestCard } from './access-request-card';
import { ListState } from './list-state';
import { PurchaseRequestCard } from './purchase-request-card';

/** My Requests: purchase requests (requested vs approved, the supplier's answer) and access requests. */
export function MyRequestsTab({ onViewProducts }: { onViewProducts: (supplierId: number) => void }) {
  const { t } = useTranslation('marketplace');
  const joins = useMyJoinRequests();
  const purchases = useMyPurchaseRequests();
  const asked = joins.data ?? [];
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
      <section className="flex flex-col gap-3" aria-labelledby="access-requests-title">
        <h2 id="access-requests-title" className="text-lg font-semibold">
          {t('requests.joinTitle')}
        </h2>
        <ListState query={joins} loading={t('requests.loading')}>
          {asked.length === 0 ? (
            <p className="text-sm text-ink-muted" data-testid="access-requests-empty">
              {t('requests.joinEmpty')}
            </p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="access-requests">
              {asked.map((request) => (
                <li key={request.id} className="min-w-0">
                  <AccessRequestCard request={request} onViewProducts={() => onViewProducts(request.supplierId)} />
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>
    </div>
  );
}

import { ArrowRight, PackageCheck, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useSignedInUser } from '../../auth/api';
import { BalanceList } from '../../transfers/components/balance-list';
import { useMyPurchaseRequests } from '../api';
import type { PurchaseRequest } from '@assist/domain';
import { ListState } from './list-state';
import { PurchaseRequestCard } from './purchase-request-card';
import { ReceivePurchase } from './receive-purchase';

type TransferStatus = NonNullable<PurchaseRequest['transferStatus']>;
const transferTones: Record<TransferStatus, BadgeTone> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'danger',
};

/**
 * What became of an approved request: its transfer, received into stock (or declined) right here on
 * every plan; plan super may also open it in Transfers once reviewed.
 */
function TransferFooter({ request }: { request: PurchaseRequest }) {
  const { t } = useTranslation('marketplace');
  const canTransfer = useSignedInUser().capabilities.includes('transfers');
  const { transferId, transferStatus } = request;
  if (transferId === null || transferStatus === null)
    return (
      <p className="rounded-lg bg-subtle px-3 py-2 text-sm text-ink-muted" data-testid="purchase-no-transfer">
        {t('purchases.noTransfer')}
      </p>
    );
  return (
    <footer
      className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3"
      data-testid="purchase-transfer"
    >
      <span className="flex items-center gap-2 text-sm">
        <Truck className="size-4 text-brand" aria-hidden="true" />
        <span className="font-medium">{t('purchases.transfer', { id: transferId })}</span>
        <Badge tone={transferTones[transferStatus]} data-testid="transfer-status" data-status={transferStatus}>
          {t(`purchases.transferStatus.${transferStatus}`)}
        </Badge>
      </span>
      {transferStatus === 'pending' && <ReceivePurchase request={request} />}
      {canTransfer && transferStatus !== 'pending' && (
        <Link to="/transfers" className={buttonClass('outline', 'sm')} data-testid="purchase-open-transfers">
          {t('purchases.view')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
        </Link>
      )}
    </footer>
  );
}

/**
 * Purchases: the approved requests and the transfers that bring their goods; without Transfers (a
 * plan below super) also what the pharmacy owes its suppliers, where it records its payments.
 */
export function PurchasesTab() {
  const { t } = useTranslation('marketplace');
  const canTransfer = useSignedInUser().capabilities.includes('transfers');
  return (
    <div className="flex flex-col gap-6">
      <ApprovedPurchases />
      {!canTransfer && (
        <section className="flex flex-col gap-3" aria-labelledby="purchases-balances" data-testid="purchases-balances">
          <h2 id="purchases-balances" className="text-lg font-semibold">
            {t('purchases.balances')}
          </h2>
          <BalanceList />
        </section>
      )}
    </div>
  );
}

function ApprovedPurchases() {
  const { t } = useTranslation('marketplace');
  const requests = useMyPurchaseRequests();
  const approved = (requests.data ?? []).filter((r) => r.status === 'approved');
  return (
    <ListState query={requests} loading={t('purchases.loading')}>
      {approved.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 p-8 text-center sm:p-12" data-testid="purchases-empty">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
            <PackageCheck className="size-7" aria-hidden="true" />
          </span>
          <h2 className="text-xl font-semibold">{t('purchases.empty.title')}</h2>
          <p className="max-w-md text-ink-muted">{t('purchases.empty.text')}</p>
        </Card>
      ) : (
        <ul className="grid gap-4 xl:grid-cols-2" data-testid="purchases">
          {approved.map((request) => (
            <li key={request.id} className="min-w-0">
              <PurchaseRequestCard request={request} footer={<TransferFooter request={request} />} />
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}

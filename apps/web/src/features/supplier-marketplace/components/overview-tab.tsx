import { Bell, ClipboardList, ShoppingCart, UserPlus, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatCount } from '../../inventory/display';
import type { Marketplace } from '@assist/domain';
import { MarketplaceBadges } from './marketplace-badges';

export type MarketplaceTab = 'overview' | 'marketplaces' | 'inventory' | 'join-requests' | 'purchase-requests';

interface StatProps {
  title: string;
  note: string;
  value: number;
  icon: ComponentType<{ className?: string }>;
  testId: string;
  highlight?: boolean;
  onReview?: (() => void) | undefined;
}

function Stat({ title, note, value, icon: Icon, testId, highlight, onReview }: StatProps) {
  const { t } = useTranslation('supplierMarketplace');
  return (
    <Card className="flex flex-col gap-1 p-4 sm:p-5" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-ink-muted">{title}</h3>
        <Icon className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />
      </div>
      <p
        className={cn('text-2xl font-bold tabular-nums', highlight ? 'text-warning' : 'text-ink')}
        data-testid={`${testId}-value`}
      >
        {formatCount(value)}
      </p>
      <p className="text-xs text-ink-muted">{note}</p>
      {onReview && value > 0 && (
        <Button variant="outline" size="sm" className="mt-2 self-start" onClick={onReview}>
          {t('overview.review')}
        </Button>
      )}
    </Card>
  );
}

/** The overview: the counts the server keeps (never a hard-coded 0) and the marketplace's state. */
export function OverviewTab({
  marketplace,
  onGoTo,
}: {
  marketplace: Marketplace | undefined;
  onGoTo: (tab: MarketplaceTab) => void;
}) {
  const { t } = useTranslation('supplierMarketplace');
  if (!marketplace) return <p className="text-sm text-ink-muted">{t('overview.noMarketplace')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <section aria-label={t('overview.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Stat
          title={t('overview.activeRetailers')}
          note={t('overview.activeRetailersNote')}
          value={marketplace.activeRetailers}
          icon={Users}
          testId="stat-active-retailers"
        />
        <Stat
          title={t('overview.orders')}
          note={t('overview.ordersNote', { n: formatCount(marketplace.approvedOrders) })}
          value={marketplace.totalOrders}
          icon={ShoppingCart}
          testId="stat-orders"
        />
        <Stat
          title={t('overview.pendingJoin')}
          note={t('overview.pendingJoinNote')}
          value={marketplace.pendingJoinRequests}
          icon={UserPlus}
          testId="stat-pending-join"
          highlight={marketplace.pendingJoinRequests > 0}
          onReview={() => onGoTo('join-requests')}
        />
        <Stat
          title={t('overview.pendingPurchase')}
          note={t('overview.pendingPurchaseNote')}
          value={marketplace.pendingPurchaseRequests}
          icon={ClipboardList}
          testId="stat-pending-purchase"
          highlight={marketplace.pendingPurchaseRequests > 0}
          onReview={() => onGoTo('purchase-requests')}
        />
        <Stat
          title={t('overview.notificationsSent')}
          note={t('overview.notificationsSentNote')}
          value={marketplace.totalBroadcasts}
          icon={Bell}
          testId="stat-notifications"
        />
      </section>
      <Card className="flex flex-col gap-2 p-4 sm:p-5" data-testid="overview-marketplace">
        <h3 className="text-sm font-medium text-ink-muted">{t('overview.yourMarketplace')}</h3>
        <p className="text-lg font-semibold [overflow-wrap:anywhere]">{marketplace.name}</p>
        <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
          {marketplace.description || t('marketplace.noDescription')}
        </p>
        <MarketplaceBadges marketplace={marketplace} />
      </Card>
    </div>
  );
}

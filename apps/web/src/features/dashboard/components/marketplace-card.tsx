import type { DayRange } from '@assist/domain';
import { ArrowRight, ClipboardList, HandCoins, Store, Users } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { countText } from '../../../i18n/count-text';
import { isolate } from '../../../lib/bidi';
import { cn } from '../../../lib/cn';
import { useMoney } from '../../../lib/format/use-money';
import { formatCount } from '../../inventory/display';
import { useMarketplaceActivity } from '../../supplier-marketplace/api';

function Figure({
  icon: Icon,
  label,
  value,
  note,
  testId,
  tone,
}: {
  icon: ComponentType<{ className?: string }>;
  label: string;
  value: string;
  note: ReactNode;
  testId: string;
  tone?: string;
}) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-line p-3" data-testid={testId}>
      <Icon className="mt-0.5 size-5 shrink-0 text-ink-muted" aria-hidden="true" />
      <div className="min-w-0">
        <p className="text-sm text-ink-muted">{label}</p>
        <p className={cn('text-xl font-bold tabular-nums', tone)} dir="ltr" data-testid={`${testId}-value`}>
          {value}
        </p>
        <p className="text-xs text-ink-muted">{note}</p>
      </div>
    </div>
  );
}

/** A supplier's marketplace at a glance: requests waiting, orders approved in the period, what retailers owe. */
export function MarketplaceCard({ range }: { range: DayRange }) {
  const { t } = useTranslation('supplierMarketplace');
  const money = useMoney();
  const activity = useMarketplaceActivity(range);
  const data = activity.data;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid="dashboard-marketplace">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Store className="size-5 text-brand" aria-hidden="true" />
          {t('dashboardCard.title')}
        </h2>
        <Link
          to="/supplier-marketplace"
          className={buttonClass('outline', 'sm')}
          data-testid="dashboard-marketplace-open"
        >
          {t('dashboardCard.open')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
        </Link>
      </div>
      {activity.isError && <p className="text-sm text-danger">{t('loadFailed')}</p>}
      {data && !data.hasMarketplace && <p className="text-sm text-ink-muted">{t('dashboardCard.none')}</p>}
      {data?.hasMarketplace && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Figure
            icon={ClipboardList}
            label={t('dashboardCard.waiting')}
            value={formatCount(data.requestsWaiting)}
            note={t('dashboardCard.waitingNote', {
              join: formatCount(data.pendingJoinRequests),
              purchase: formatCount(data.pendingPurchaseRequests),
            })}
            tone={data.requestsWaiting > 0 ? 'text-warning' : undefined}
            testId="dashboard-marketplace-waiting"
          />
          <Figure
            icon={Users}
            label={t('dashboardCard.approved')}
            value={formatCount(data.ordersApproved)}
            note={t('dashboardCard.approvedNote', { amount: isolate(money(data.ordersApprovedAmount)) })}
            testId="dashboard-marketplace-approved"
          />
          <Figure
            icon={HandCoins}
            label={t('dashboardCard.owed')}
            value={money(data.owedByRetailers)}
            note={countText(t, 'supplierMarketplace:dashboardCard.owedNote', data.retailersOwing)}
            testId="dashboard-marketplace-owed"
          />
        </div>
      )}
    </Card>
  );
}

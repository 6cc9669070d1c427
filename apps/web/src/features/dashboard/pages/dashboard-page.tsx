import { type RangeChoice, defaultRangePreset, rangeOf } from '@assist/domain';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NeedsNetworkNote, useNeedsNetwork } from '../../../components/online-only';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSignedInUser } from '../../auth/api';
import { useBusinessDay } from '../../auth/use-business-day';
import { formatCalendarDate } from '../../inventory/display';
import { useDashboard } from '../api';
import { AnalyticsTab } from '../components/analytics-tab';
import { DailyBreakdown } from '../components/daily-breakdown';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { DiscountsPanel } from '../components/discounts-panel';
import { LowStockAlert } from '../components/low-stock-alert';
import { RunningOutCard } from '../../reorder/components/running-out-card'; // lane reorder
import { MarketplaceCard } from '../components/marketplace-card';
import { RangeSelector } from '../components/range-selector';
import { RecentActivity } from '../components/recent-activity';
import { SalesTrendCard } from '../components/sales-trend-card';
import { SummaryCards } from '../components/summary-cards';
import { TopProducts } from '../components/top-products';
import { useExportReport } from '../use-export-report';
import { BusyNotice } from '../../../components/busy-notice';

/** /dashboard: the period's revenue, profit, stock alerts and trends (spec part 1 §2 Dashboard screen). */
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const [choice, setChoice] = useState<RangeChoice>({ preset: defaultRangePreset });
  const [tab, setTab] = useState('overview');
  const day = useBusinessDay().today();
  const range = useMemo(() => rangeOf(choice, day), [choice, day]);
  const dashboard = useDashboard(range);
  const data = dashboard.data;
  const exportReport = useExportReport();
  const user = useSignedInUser();
  const isSupplier = user.userType === 'supplier';
  // Offline the figures cannot come: say so, not "failed" (figures already loaded stay shown).
  const { offline } = useNeedsNetwork();

  return (
    <div data-testid="dashboard-page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button
            variant="outline"
            onClick={() => data && exportReport(data)}
            disabled={!data}
            data-testid="dashboard-export"
          >
            <Download className="size-4" aria-hidden="true" />
            {t('export')}
          </Button>
        }
      />
      <div className="mb-4 flex flex-col gap-2">
        <RangeSelector value={choice} onChange={setChoice} />
        {data && (
          <p className="text-sm text-ink-muted" data-testid="dashboard-showing">
            {t('showing', {
              from: formatCalendarDate(data.dateRange.from, i18n.language),
              to: formatCalendarDate(data.dateRange.to, i18n.language),
            })}
          </p>
        )}
      </div>

      {offline && <NeedsNetworkNote className="mb-4" />}
      {!offline && <BusyNotice failureReason={dashboard.failureReason} isFetching={dashboard.isFetching} />}
      {dashboard.isPending && !offline && <DashboardSkeleton />}
      {!data && !offline && dashboard.isError && (
        <Card className="p-6 text-center text-danger" role="alert" data-testid="dashboard-error">
          {t('loadFailed')}
        </Card>
      )}
      {data && (
        <div
          aria-busy={dashboard.isPlaceholderData || undefined}
          className={dashboard.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        >
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="sm:max-w-md">
              <TabsTrigger value="overview" data-testid="tab-overview">
                {t('tabs.overview')}
              </TabsTrigger>
              <TabsTrigger value="daily" data-testid="tab-daily">
                {t('tabs.daily')}
              </TabsTrigger>
              <TabsTrigger value="trends" data-testid="tab-trends">
                {t('tabs.trends')}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="overview" className="flex flex-col gap-4">
              <SummaryCards data={data} />
              {isSupplier && <MarketplaceCard range={range} />}
              <LowStockAlert items={data.lowStockItems} count={data.lowStockCount} />
              {user.capabilities.includes('inventory') && <RunningOutCard />}
              <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
                <div className="min-w-0 lg:col-span-2">
                  <SalesTrendCard
                    range={{ fromDate: data.dateRange.from, toDate: data.dateRange.to }}
                    days={data.dailyStats}
                  />
                </div>
                <DiscountsPanel amount={data.totalDiscountProfit} />
              </div>
              <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                <TopProducts products={data.topProducts} />
                <RecentActivity activity={data.recentActivity} />
              </div>
            </TabsContent>
            <TabsContent value="daily">
              <DailyBreakdown days={data.dailyStats} />
            </TabsContent>
            <TabsContent value="trends">
              <AnalyticsTab analytics={data.analytics} />
            </TabsContent>
          </Tabs>
        </div>
      )}
    </div>
  );
}

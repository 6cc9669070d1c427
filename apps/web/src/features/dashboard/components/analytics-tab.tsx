import type { DashboardAnalytics } from '@assist/domain';
import { Activity, Boxes } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { localeOf } from '../../../lib/format';
import { formatCount } from '../../inventory/display';
import { useMoney } from '../../../lib/format/use-money';

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-end font-semibold tabular-nums text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The analytics tab: sales performance and inventory insights of the period. */
export function AnalyticsTab({ analytics }: { analytics: DashboardAnalytics }) {
  const { t, i18n } = useTranslation('dashboard');
  const money = useMoney();
  const oneDecimal = (n: number) =>
    n.toLocaleString(localeOf(i18n.language), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="analytics-tab">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Activity className="size-5 text-brand" aria-hidden="true" />
            {t('analytics.performance')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-line">
            <Figure
              label={t('analytics.averageDailyRevenue')}
              value={<span dir="ltr">{money(analytics.averageDailyRevenue)}</span>}
              testId="analytics-average-revenue"
            />
            <Figure
              label={t('analytics.averageDailyProfit')}
              value={<span dir="ltr">{money(analytics.averageDailyProfit)}</span>}
              testId="analytics-average-profit"
            />
            <Figure
              label={t('analytics.profitMargin')}
              value={t('analytics.percent', { n: oneDecimal(analytics.profitMargin) })}
              testId="analytics-margin"
            />
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Boxes className="size-5 text-brand" aria-hidden="true" />
            {t('analytics.inventory')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-line">
            <Figure
              label={t('analytics.needingAttention')}
              value={formatCount(analytics.productsNeedingAttention)}
              testId="analytics-attention"
            />
            <Figure
              label={t('analytics.bestSelling')}
              value={
                analytics.bestSellingProduct ? (
                  <span dir="auto">{analytics.bestSellingProduct}</span>
                ) : (
                  t('analytics.noData')
                )
              }
              testId="analytics-best-selling"
            />
            <Figure
              label={t('analytics.salesVelocity')}
              value={t('analytics.perDay', { n: oneDecimal(analytics.salesVelocity) })}
              testId="analytics-velocity"
            />
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

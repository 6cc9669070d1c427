import { type DailyStat, type DayRange, trendSeries } from '@assist/domain';
import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

const TrendChart = lazy(() => import('./trend-chart'));

/** The sales trend: every day of the period, quiet days at zero, revenue and profit. */
export function SalesTrendCard({ range, days }: { range: DayRange; days: DailyStat[] }) {
  const { t } = useTranslation('dashboard');
  const points = useMemo(() => trendSeries(range, days), [range, days]);
  return (
    <Card data-testid="sales-trend">
      <CardHeader>
        <CardTitle className="text-base">{t('trend.title')}</CardTitle>
        <CardDescription>{t('trend.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {days.length === 0 ? (
          <p className="py-10 text-center text-sm text-ink-muted">{t('trend.empty')}</p>
        ) : (
          <Suspense fallback={<div className="h-64 w-full animate-pulse rounded-lg bg-subtle sm:h-72" />}>
            <TrendChart points={points} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}

import { type CategoryAnalyticsRow, type RangeChoice, defaultRangePreset, profitTone, rangeOf } from '@assist/domain';
import { BarChart3, Boxes, DollarSign, Trophy, TrendingUp } from 'lucide-react';
import { type ComponentType, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import { RangeSelector } from '../../dashboard/components/range-selector';
import { useBusinessDay } from '../../auth/use-business-day';
import { formatCalendarDate, formatCount } from '../../inventory/display';
import { useMoney } from '../../../lib/format/use-money';
import { useCategoryAnalytics } from '../api';
import { useCategoryName, usePercent } from '../category-display';
import { CategoryCards, CategoryTable } from '../components/category-list';
import { categorySummary } from '../summary';

function SummaryCard({
  title,
  icon: Icon,
  testId,
  children,
}: {
  title: string;
  icon: ComponentType<{ className?: string }>;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-1 p-4 sm:p-5" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-ink-muted">{title}</h3>
        <Icon className="size-4 text-ink-muted" aria-hidden="true" />
      </div>
      {children}
    </Card>
  );
}

function Summary({ rows }: { rows: CategoryAnalyticsRow[] }) {
  const { t } = useTranslation('categoryAnalytics');
  const money = useMoney();
  const percent = usePercent();
  const categoryName = useCategoryName();
  const summary = categorySummary(rows);
  return (
    <section aria-label={t('summary')} className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <SummaryCard title={t('cards.totalSales')} icon={DollarSign} testId="ca-total-sales">
        <p className="text-2xl font-bold tabular-nums">
          <span dir="ltr">{money(summary.totalSales)}</span>
        </p>
      </SummaryCard>
      <SummaryCard title={t('cards.totalProfit')} icon={TrendingUp} testId="ca-total-profit">
        <p
          className={cn(
            'text-2xl font-bold tabular-nums',
            profitTone(summary.totalProfit) === 'positive' ? 'text-success' : 'text-danger',
          )}
        >
          <span dir="ltr">{money(summary.totalProfit)}</span>
        </p>
        <p className="text-xs text-ink-muted">{t('cards.margin', { margin: percent(summary.margin) })}</p>
      </SummaryCard>
      <SummaryCard title={t('cards.itemsSold')} icon={Boxes} testId="ca-items-sold">
        <p className="text-2xl font-bold tabular-nums">{formatCount(summary.itemsSold)}</p>
      </SummaryCard>
      <SummaryCard title={t('cards.topCategory')} icon={Trophy} testId="ca-top-category">
        <p className="truncate text-2xl font-bold">
          {summary.topCategory ? categoryName(summary.topCategory) : t('none')}
        </p>
      </SummaryCard>
    </section>
  );
}

/** /category-analytics: sales and profit per product category (spec part 1 §2). */
export function CategoryAnalyticsPage() {
  const { t, i18n } = useTranslation('categoryAnalytics');
  const isPhone = useBreakpoint() === 'mobile';
  // The dashboard's range (last 30 days by default), so both pages tell the same period.
  const [choice, setChoice] = useState<RangeChoice>({ preset: defaultRangePreset });
  const day = useBusinessDay().today();
  const range = useMemo(() => rangeOf(choice, day), [choice, day]);
  const analytics = useCategoryAnalytics(range);
  const rows = analytics.data ?? [];
  return (
    <div data-testid="category-analytics-page">
      <PageHeader title={t('title')} description={t('description')} />
      <div className="mb-4 flex flex-col gap-2">
        <RangeSelector name="ca" value={choice} onChange={setChoice} />
        <p className="text-sm text-ink-muted" data-testid="ca-showing">
          {t('dashboard:showing', {
            from: formatCalendarDate(range.fromDate, i18n.language),
            to: formatCalendarDate(range.toDate, i18n.language),
          })}
        </p>
      </div>
      {analytics.isPending && (
        <output className="flex items-center justify-center gap-2 p-16 text-ink-muted" data-testid="ca-loading">
          <Spinner className="size-6" />
          {t('loading')}
        </output>
      )}
      {analytics.isError && !analytics.data && (
        <Card className="flex flex-col items-center gap-1 p-10 text-center" role="alert" data-testid="ca-error">
          <h2 className="font-semibold text-danger">{t('errorTitle')}</h2>
          <p className="text-sm text-ink-muted">{t('errorText')}</p>
        </Card>
      )}
      {analytics.isSuccess && rows.length === 0 && (
        <Card className="flex flex-col items-center gap-2 p-10 text-center" data-testid="ca-empty">
          <BarChart3 className="size-8 text-ink-muted" aria-hidden="true" />
          <h2 className="font-semibold text-ink">{t('emptyTitle')}</h2>
          <p className="text-sm text-ink-muted">{t('emptyText')}</p>
        </Card>
      )}
      {rows.length > 0 && (
        <div
          aria-busy={analytics.isPlaceholderData || undefined}
          className={analytics.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        >
          <Summary rows={rows} />
          {isPhone ? <CategoryCards rows={rows} /> : <CategoryTable rows={rows} />}
        </div>
      )}
    </div>
  );
}

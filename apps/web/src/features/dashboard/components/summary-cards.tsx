import type { DashboardResponse } from '@assist/domain';
import { AlertTriangle, BadgePercent, DollarSign, ReceiptText, TrendingUp } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { isolate } from '../../../lib/bidi';
import { cn } from '../../../lib/cn';
import { formatCount } from '../../inventory/display';
import { useMoney } from '../../../lib/format/use-money';

function SummaryCard({
  title,
  value,
  note,
  icon: Icon,
  tone = 'text-ink',
  testId,
  children,
}: {
  title: string;
  value: string;
  note: string;
  icon: ComponentType<{ className?: string }>;
  tone?: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-1 p-4 sm:p-5" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-ink-muted">{title}</h3>
        <Icon className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />
      </div>
      <p className={cn('text-xl font-bold tabular-nums [overflow-wrap:anywhere] sm:text-2xl', tone)}>
        <span dir="ltr" data-testid={`${testId}-value`}>
          {value}
        </span>
      </p>
      <p className="text-xs text-ink-muted">{note}</p>
      {children}
    </Card>
  );
}

const signTone = (amount: string) => (Number(amount) < 0 ? 'text-danger' : 'text-success');

/** The overview's five cards; net profit after expenses sits in the profit card. */
export function SummaryCards({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation('dashboard');
  const money = useMoney();
  return (
    <section
      aria-label={t('cards.label')}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5"
    >
      <SummaryCard
        title={t('cards.revenue')}
        value={money(data.totalRevenue)}
        note={t('cards.revenueNote')}
        icon={DollarSign}
        testId="card-revenue"
      />
      <SummaryCard
        title={t('cards.profit')}
        value={money(data.totalProfit)}
        note={t('cards.profitNote')}
        icon={TrendingUp}
        tone={signTone(data.totalProfit)}
        testId="card-profit"
      >
        <p className="mt-1 border-t border-line pt-2 text-sm" data-testid="card-net-profit">
          <span className="text-ink-muted">{t('cards.netProfit')} </span>
          <span className={cn('font-semibold tabular-nums', signTone(data.netProfit))} dir="ltr">
            {money(data.netProfit)}
          </span>
          <span className="block text-xs text-ink-muted">
            {t('cards.expensesNote', { amount: isolate(money(data.totalExpenses)) })}
          </span>
        </p>
      </SummaryCard>
      <SummaryCard
        title={t('cards.discountProfit')}
        value={money(data.totalDiscountProfit)}
        note={t('cards.discountProfitNote')}
        icon={BadgePercent}
        tone="text-success"
        testId="card-discount-profit"
      />
      <SummaryCard
        title={t('cards.sales')}
        value={formatCount(data.totalSales)}
        note={t('cards.salesNote')}
        icon={ReceiptText}
        testId="card-sales"
      />
      <SummaryCard
        title={t('cards.lowStock')}
        value={formatCount(data.lowStockCount)}
        note={t('cards.lowStockNote')}
        icon={AlertTriangle}
        tone={data.lowStockCount > 0 ? 'text-warning' : 'text-ink'}
        testId="card-low-stock"
      />
    </section>
  );
}

import { CalendarDays, Filter, ListOrdered } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatCount } from '../../inventory/display';
import { useMoney } from '../../../lib/format/use-money';
import { monthName } from '../month-names';

interface SummaryCardProps {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  hint: ReactNode;
  testId: string;
}

function SummaryCard({ icon, label, value, hint, testId }: SummaryCardProps) {
  return (
    <Card className="flex items-start gap-3 p-3 sm:p-4">
      <span className="inline-flex size-9 shrink-0 sm:size-10 items-center justify-center rounded-lg bg-brand-soft text-brand">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-ink-muted">{label}</p>
        <p className="text-xl font-bold tabular-nums" data-testid={testId}>
          {value}
        </p>
        <p className="text-xs text-ink-muted">{hint}</p>
      </div>
    </Card>
  );
}

interface ExpenseSummaryCardsProps {
  today: Date;
  /** This month's total; undefined while loading; null when the summary failed. */
  monthTotal: string | undefined | null;
  /** The filtered list's total and size; undefined while loading. */
  filteredTotal: string | undefined;
  count: number | undefined;
}

/** The three cards of the Expenses page (spec part 1 §2): this month, under the filters, how many. */
export function ExpenseSummaryCards({ today, monthTotal, filteredTotal, count }: ExpenseSummaryCardsProps) {
  const { t, i18n } = useTranslation('expenses');
  const money = useMoney();
  const pending = '…';
  return (
    <section className="mb-4 grid gap-2 sm:grid-cols-3 sm:gap-3" aria-label={t('summary.label')}>
      <SummaryCard
        icon={<CalendarDays className="size-5" aria-hidden="true" />}
        label={t('summary.thisMonth')}
        value={
          monthTotal === null ? (
            <span className="text-sm font-normal text-danger" role="alert">
              {t('summary.failed')}
            </span>
          ) : monthTotal === undefined ? (
            pending
          ) : (
            money(monthTotal)
          )
        }
        hint={t('summary.thisMonthHint', {
          month: monthName(today.getMonth() + 1, i18n.language),
          year: today.getFullYear(),
        })}
        testId="expenses-month-total"
      />
      <SummaryCard
        icon={<Filter className="size-5" aria-hidden="true" />}
        label={t('summary.filtered')}
        value={filteredTotal === undefined ? pending : money(filteredTotal)}
        hint={t('summary.filteredHint')}
        testId="expenses-filtered-total"
      />
      <SummaryCard
        icon={<ListOrdered className="size-5" aria-hidden="true" />}
        label={t('summary.count')}
        value={count === undefined ? pending : formatCount(count)}
        hint={t('summary.countHint')}
        testId="expenses-count"
      />
    </section>
  );
}

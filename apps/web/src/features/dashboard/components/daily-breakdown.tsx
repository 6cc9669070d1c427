import type { DailyStat } from '@assist/domain';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { localeOf } from '../../../lib/format';
import { useMoney } from '../../../lib/format/use-money';
import { countText } from '../../../i18n/count-text';

/** "Saturday, November 21, 2026" for a calendar day (a UTC day of the server). */
function longDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The detailed tab: one card per day with sales or returns, newest first, with its top 3 products. */
export function DailyBreakdown({ days }: { days: DailyStat[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const money = useMoney();
  const newestFirst = [...days].reverse();
  return (
    <section aria-labelledby="daily-breakdown-title" data-testid="daily-breakdown">
      <div className="mb-3 flex items-center gap-2">
        <h2 id="daily-breakdown-title" className="text-lg font-semibold text-ink">
          {t('daily.title')}
        </h2>
        <Badge tone="brand" data-testid="daily-count">
          {countText(t, 'daily.days', days.length)}
        </Badge>
      </div>
      {days.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-10 text-center" data-testid="daily-empty">
          <CalendarDays className="size-8 text-ink-muted" aria-hidden="true" />
          <h3 className="font-semibold text-ink">{t('daily.empty')}</h3>
          <p className="text-sm text-ink-muted">{t('daily.emptyText')}</p>
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {newestFirst.map((day) => (
            <li key={day.date}>
              <Card className="p-4" data-testid="daily-card">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold text-ink">{longDate(day.date, i18n.language)}</h3>
                  <span className="text-sm text-ink-muted">{countText(t, 'daily.transactions', day.salesCount)}</span>
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-3">
                  <div className="rounded-lg bg-subtle p-2.5">
                    <dt className="text-xs text-ink-muted">{t('daily.revenue')}</dt>
                    <dd className="font-semibold tabular-nums">
                      <span dir="ltr">{money(day.revenue)}</span>
                    </dd>
                  </div>
                  <div className="rounded-lg bg-subtle p-2.5">
                    <dt className="text-xs text-ink-muted">{t('daily.profit')}</dt>
                    <dd
                      className={`font-semibold tabular-nums ${Number(day.profit) < 0 ? 'text-danger' : 'text-success'}`}
                    >
                      <span dir="ltr">{money(day.profit)}</span>
                    </dd>
                  </div>
                </dl>
                {day.topProducts.length > 0 && (
                  <div className="mt-3">
                    <h4 className="mb-1 text-xs font-medium uppercase tracking-wide text-ink-muted">
                      {t('daily.topProducts')}
                    </h4>
                    <ul className="flex flex-col gap-1 text-sm">
                      {day.topProducts.slice(0, 3).map((product) => (
                        <li key={product.productId} className="flex items-center justify-between gap-3">
                          <span className="min-w-0 truncate" dir="auto">
                            {product.name}
                          </span>
                          <span className="shrink-0 text-ink-muted">
                            {countText(t, 'daily.units', product.sales)} ·{' '}
                            <span dir="ltr">{money(product.revenue)}</span>
                          </span>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import type { ShortageHistoryEntry } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatCalendarDate, localeOf } from '../../../lib/format';
import { calendarDate } from '../../auth/use-business-day';

interface PreviousDaysProps {
  history: ShortageHistoryEntry[] | undefined;
  failed: boolean;
  selected: string;
  today: string;
  onSelect: (date: string) => void;
}

/** The 7 days ending today with completed/total; choosing one shows its list (spec part 2 §2). */
export function PreviousDays({ history, failed, selected, today, onSelect }: PreviousDaysProps) {
  const { t, i18n } = useTranslation('shortage');
  const weekday = new Intl.DateTimeFormat(localeOf(i18n.language), { weekday: 'long' });
  return (
    <Card data-testid="shortage-history">
      <CardHeader>
        <CardTitle>{t('history.title')}</CardTitle>
        <CardDescription>{t('history.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {!history && (
          <p className="text-sm text-ink-muted" role={failed ? 'alert' : undefined}>
            {failed ? t('history.loadFailed') : t('history.loading')}
          </p>
        )}
        {history && (
          <ul className="flex flex-col gap-1">
            {history.map((day) => {
              const current = day.date === selected;
              const allDone = day.total > 0 && day.completed === day.total;
              return (
                <li key={day.date}>
                  <button
                    type="button"
                    onClick={() => onSelect(day.date)}
                    aria-pressed={current}
                    className={cn(
                      'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-start text-sm transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-brand hover:bg-subtle',
                      current && 'bg-brand-soft text-brand-strong hover:bg-brand-soft',
                    )}
                    data-testid={`shortage-history-${day.date}`}
                  >
                    <span className="flex min-w-0 flex-col">
                      <span className="font-medium">
                        {day.date === today ? t('history.today') : weekday.format(calendarDate(day.date))}
                      </span>
                      <span className="text-xs text-ink-muted">{formatCalendarDate(day.date, i18n.language)}</span>
                    </span>
                    <span
                      className={cn(
                        'shrink-0 tabular-nums',
                        allDone ? 'text-success' : day.total === 0 ? 'text-ink-muted' : 'font-semibold',
                      )}
                      data-testid="shortage-history-count"
                    >
                      {t('history.count', { completed: day.completed, total: day.total })}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

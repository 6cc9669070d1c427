import type { RecentActivity as Activity } from '@assist/domain';
import { ReceiptText, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { isolate } from '../../../lib/bidi';
import { cn } from '../../../lib/cn';
import { formatTimestamp } from '../../inventory/display';
import { useMoney } from '../../../lib/format/use-money';
import { useBusinessDay } from '../../auth/use-business-day';
import { countText } from '../../../i18n/count-text';

/** The period's latest sales (+ what was paid) and customer returns (- what was given back). */
export function RecentActivity({ activity }: { activity: Activity[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const { timeZone } = useBusinessDay();
  const money = useMoney();
  const describe = (entry: Activity) =>
    entry.type === 'sale'
      ? countText(t, 'activity.sale', entry.itemCount, { ref: isolate(entry.reference) })
      : t('activity.return', { ref: isolate(entry.reference) });
  return (
    <Card data-testid="recent-activity">
      <CardHeader>
        <CardTitle className="text-base">{t('activity.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.length === 0 ? (
          <p className="py-6 text-center text-sm text-ink-muted">{t('activity.empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {activity.map((entry) => {
              const negative = entry.amount.startsWith('-');
              const Icon = entry.type === 'sale' ? ReceiptText : Undo2;
              return (
                <li
                  key={`${entry.type}-${entry.timestamp}-${entry.reference}`}
                  className="flex items-center gap-3 py-2.5"
                  data-testid="activity-entry"
                >
                  <Icon
                    className={cn('size-5 shrink-0', negative ? 'text-danger' : 'text-success')}
                    aria-hidden="true"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-ink">{describe(entry)}</p>
                    <p className="text-xs text-ink-muted">
                      {formatTimestamp(entry.timestamp, i18n.language, timeZone)}
                    </p>
                  </div>
                  <span className={cn('font-semibold tabular-nums', negative ? 'text-danger' : 'text-success')}>
                    {money(entry.amount, { signed: true })}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

import { runningOutDays } from '@assist/domain';
import { TrendingDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useReorder } from '../api';

const listed = 6;

/**
 * The dashboard's "Running out" card: products that sell and have less than 7 days of cover, by
 * the reorder page's own answer (the same query), least cover first; shown only when there are some.
 */
export function RunningOutCard() {
  const { t } = useTranslation('reorder');
  const reorder = useReorder({ windowDays: 28 });
  const items = (reorder.data?.items ?? []).filter(
    (item) => item.averageDailyUnits > 0 && item.daysOfCover !== null && item.daysOfCover < runningOutDays,
  );
  if (items.length === 0) return null;
  return (
    <Card className="border-danger/40" data-testid="running-out-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base text-danger">
          <TrendingDown className="size-5" aria-hidden="true" />
          {t('card.title')}
        </CardTitle>
        <CardDescription>{t('card.description', { days: runningOutDays })}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {items.slice(0, listed).map((item) => (
            <li
              key={item.productId}
              className="flex min-w-0 items-center justify-between gap-3 rounded-lg border border-line px-3 py-2"
            >
              <span className="truncate font-medium text-ink" dir="auto">
                {item.productName}
              </span>
              <Badge tone="danger" className="shrink-0">
                {t('card.left', { value: item.daysOfCover })}
              </Badge>
            </li>
          ))}
        </ul>
        <Link to="/reorder" className={buttonClass('outline', 'sm', 'mt-3')} data-testid="running-out-open">
          {t('card.open')} ({items.length})
        </Link>
      </CardContent>
    </Card>
  );
}

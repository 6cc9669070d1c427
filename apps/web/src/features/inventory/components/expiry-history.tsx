import { daysUntil } from '@assist/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '../../../components/ui/table';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import { useExpiryHistory } from '../api';
import { countText, formatCalendarDate } from '../display';
import { expiryTones } from './expiry-badge';
import { HistoryState } from './history-state';
import { useBusinessDay } from '../../auth/use-business-day';
import { useTimes } from '../../../lib/format/use-times';

/** "12 days left", "Expires today", "Expired 3 days ago". */
function timeLeft(date: string, today: string, t: TFunction): string {
  const days = daysUntil(date, today);
  if (days === null) return t('inventory:expiry.invalid');
  if (days === 0) return t('inventory:history.expiresToday');
  return days > 0 ? countText(t, 'history.daysLeft', days) : countText(t, 'history.daysAgo', -days);
}

/** Expiry date history: each receipt's expiry date, boxes, and its badge today. */
export function ExpiryHistory({ id }: { id: number }) {
  const { t, i18n } = useTranslation('inventory');
  const times = useTimes();
  const isPhone = useBreakpoint() === 'mobile';
  const history = useExpiryHistory(id);
  const rows = history.data ?? [];
  const today = useBusinessDay().today();
  const date = (value: string) => formatCalendarDate(value, i18n.language);
  const status = (row: (typeof rows)[number]) => (
    <Badge tone={expiryTones[row.status]} className="whitespace-nowrap" data-testid="history-status">
      {t(`history.status_${row.status}`)}
    </Badge>
  );

  return (
    <HistoryState
      pending={history.isPending}
      failed={history.isError}
      empty={rows.length === 0}
      emptyText={t('history.noExpiryHistory')}
    >
      {isPhone ? (
        <ul className="divide-y divide-line" data-testid="expiry-history">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-col gap-1 py-3 text-sm">
              <div className="flex items-center justify-between gap-3">
                <span className="font-semibold">{date(row.expiryDate)}</span>
                {status(row)}
              </div>
              <p className="text-ink-muted">
                {countText(t, 'list.boxes', row.quantity)} · {timeLeft(row.expiryDate, today, t)}
              </p>
              <p className="text-xs text-ink-muted">
                {t('history.added')}: {times.moment(row.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <Table className="min-w-0" data-testid="expiry-history">
          <TableHead>
            <TableRow>
              <Th>{t('history.added')}</Th>
              <Th>{t('history.expiryDate')}</Th>
              <Th>{t('history.quantity')}</Th>
              <Th>{t('history.status')}</Th>
              <Th>{t('history.timeLeft')}</Th>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <Td>{times.moment(row.createdAt)}</Td>
                <Td className="whitespace-nowrap">{date(row.expiryDate)}</Td>
                <Td className="tabular-nums">{countText(t, 'list.boxes', row.quantity)}</Td>
                <Td>{status(row)}</Td>
                <Td className="text-ink-muted">{timeLeft(row.expiryDate, today, t)}</Td>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </HistoryState>
  );
}

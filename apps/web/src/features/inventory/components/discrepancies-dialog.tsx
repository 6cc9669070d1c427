import type { StockDiscrepancy } from '@assist/domain';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '../../../components/ui/table';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import { useStockDiscrepancies } from '../discrepancies-api';
import { formatCalendarDate, formatCount } from '../display';
import { countText } from '../../../i18n/count-text';
import { useTimes } from '../../../lib/format/use-times';

/** The header button "Stock discrepancies (N)" and the list it opens (offline sales sold beyond the stock). */
export function DiscrepanciesButton() {
  const { t } = useTranslation('discrepancies');
  const [open, setOpen] = useState(false);
  const list = useStockDiscrepancies();
  const total = list.data?.total;
  const flagged = total !== undefined && total > 0;
  return (
    <>
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        className={flagged ? 'border-warning/50 bg-warning-soft text-warning hover:bg-warning-soft/70' : undefined}
        data-testid="discrepancies-open"
      >
        <TriangleAlert className="size-4" aria-hidden="true" />
        {total === undefined ? t('button') : t('buttonCount', { n: formatCount(total) })}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={t('title')}
          description={t('description')}
          className="sm:max-w-5xl"
          data-testid="discrepancies-dialog"
        >
          <DiscrepancyList list={list} />
        </DialogContent>
      </Dialog>
    </>
  );
}

function DiscrepancyList({ list }: { list: ReturnType<typeof useStockDiscrepancies> }) {
  const { t, i18n } = useTranslation('discrepancies');
  const times = useTimes();
  const isPhone = useBreakpoint() === 'mobile';
  if (list.isPending) return <Spinner className="mx-auto my-6 text-ink-muted" />;
  if (list.isError) {
    return (
      <p role="alert" className="py-6 text-center text-sm text-danger">
        {t('loadFailed')}
      </p>
    );
  }
  const { items, total } = list.data;
  if (items.length === 0) {
    return (
      <p className="py-8 text-center text-ink-muted" data-testid="discrepancies-empty">
        {t('empty')}
      </p>
    );
  }
  const date = (row: StockDiscrepancy) => formatCalendarDate(row.expiryDate, i18n.language);
  const when = (value: string) => times.moment(value);
  // Lane recalls: a recalled lot sold offline before the till heard of the recall says so.
  const short = (row: StockDiscrepancy) =>
    row.reason === 'recalled'
      ? countText(t, 'recalls:discrepancy.sold', row.units)
      : countText(t, 'unitsShort', row.unitsShort);
  return (
    <div className="flex flex-col gap-3">
      {isPhone ? (
        <ul className="divide-y divide-line" data-testid="discrepancies-list">
          {items.map((row) => (
            <li key={row.id} className="flex flex-col gap-1 py-3 text-sm" data-testid="discrepancy-row">
              <div className="flex items-start justify-between gap-3">
                <bdi className="font-semibold">{row.productName}</bdi>
                <span className="shrink-0 font-semibold text-danger">{short(row)}</span>
              </div>
              <p className="text-ink-muted">
                {t('expiry')}: {date(row)} · {t('sale')}: <bdi dir="ltr">{row.saleRef}</bdi>
              </p>
              <p className="text-xs text-ink-muted">
                {t('sold')}: {when(row.soldAt)} · {t('synced')}: {when(row.syncedAt)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <Table className="min-w-0" data-testid="discrepancies-list">
          <TableHead>
            <TableRow>
              <Th>{t('product')}</Th>
              <Th>{t('expiry')}</Th>
              <Th className="text-end">{t('units')}</Th>
              <Th>{t('sale')}</Th>
              <Th>{t('sold')}</Th>
              <Th>{t('synced')}</Th>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((row) => (
              <TableRow key={row.id} data-testid="discrepancy-row">
                <Td>
                  <bdi className="font-medium">{row.productName}</bdi>
                  <span className="block text-xs text-ink-muted" dir="ltr">
                    {row.barcode}
                  </span>
                </Td>
                <Td className="whitespace-nowrap">{date(row)}</Td>
                <Td className="text-end font-semibold tabular-nums text-danger">
                  {row.reason === 'recalled' ? short(row) : formatCount(row.unitsShort)}
                </Td>
                <Td className="whitespace-nowrap">
                  <bdi dir="ltr">{row.saleRef}</bdi>
                </Td>
                <Td className="min-w-28">{when(row.soldAt)}</Td>
                <Td className="min-w-28">{when(row.syncedAt)}</Td>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {total > items.length && (
        <p className="text-center text-xs text-ink-muted">
          {t('more', { shown: formatCount(items.length), total: formatCount(total) })}
        </p>
      )}
    </div>
  );
}

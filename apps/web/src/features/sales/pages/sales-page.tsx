import type { Sale } from '@assist/domain';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import { useSignedInUser } from '../../auth/api';
import { formatCount } from '../../inventory/display';
import { useSales } from '../api';
import { DateFilter } from '../components/date-filter';
import { ReturnDialog } from '../components/return-dialog';
import { SaleDetailDialog } from '../components/sale-detail-dialog';
import { SalesCards, SalesTable } from '../components/sales-list';
import { useBusinessDay } from '../../auth/use-business-day';
import { lastDays, rangeQuery } from '../date-range';
import { salesErrorText } from '../error-text';

/** Rows drawn at first and added by each "Show more": a month of a busy till is thousands. */
const PAGE_ROWS = 50;

/**
 * /sales: sales history by the day they were sold, with each sale's details (lines, returns,
 * receipt to reprint) and a Return dialog per sale (spec part 2 §2 Sales history).
 */
export function SalesPage() {
  const { t } = useTranslation('sales');
  const isPhone = useBreakpoint() === 'mobile';
  const canSell = useSignedInUser().capabilities.includes('pos');
  const { today } = useBusinessDay();
  const [range, setRange] = useState(() => lastDays(today()));
  const [rowsShown, setRowsShown] = useState(PAGE_ROWS);
  const sales = useSales(rangeQuery(range));
  const [returning, setReturning] = useState<Sale | null>(null);
  const [opened, setOpened] = useState<Sale | null>(null);
  const list = sales.data ?? [];
  const shown = list.slice(0, rowsShown);
  const changeRange = (next: typeof range) => {
    setRange(next);
    setRowsShown(PAGE_ROWS);
  };

  return (
    <div data-testid="sales-page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          canSell && (
            <Link to="/pos" className={buttonClass('primary')}>
              {t('toPos')}
            </Link>
          )
        }
      />
      <Card className="overflow-hidden">
        <div className="border-b border-line p-4">
          <DateFilter value={range} onChange={changeRange} />
        </div>
        {sales.isPending && (
          <output className="flex items-center justify-center gap-2 p-10 text-sm text-ink-muted">
            <Spinner className="size-4" />
            {t('list.loading')}
          </output>
        )}
        {sales.isError && (
          <p className="p-6 text-sm text-danger" role="alert">
            {salesErrorText(sales.error, t, t('list.loadFailed'))}
          </p>
        )}
        {sales.isSuccess && list.length === 0 && (
          <div className="flex flex-col items-center gap-2 p-10 text-center text-ink-muted" data-testid="sales-empty">
            <ReceiptText className="size-8" aria-hidden="true" />
            <p>{t('list.empty')}</p>
          </div>
        )}
        {list.length > 0 && (
          <div aria-busy={sales.isPlaceholderData || undefined} className={sales.isPlaceholderData ? 'opacity-60' : ''}>
            {isPhone ? (
              <div className="bg-canvas p-3">
                <SalesCards sales={shown} onOpen={setOpened} onReturn={setReturning} />
              </div>
            ) : (
              <SalesTable sales={shown} onOpen={setOpened} onReturn={setReturning} />
            )}
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line p-4">
              <p className="text-sm text-ink-muted" data-testid="sales-count">
                {t('list.count', { n: formatCount(shown.length), total: formatCount(list.length) })}
              </p>
              {shown.length < list.length && (
                <Button variant="secondary" onClick={() => setRowsShown((rows) => rows + PAGE_ROWS)}>
                  {t('list.showMore')}
                </Button>
              )}
            </div>
          </div>
        )}
      </Card>
      <SaleDetailDialog sale={opened} onClose={() => setOpened(null)} />
      <ReturnDialog sale={returning} onClose={() => setReturning(null)} />
    </div>
  );
}

import type { Sale } from '@assist/domain';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyNotice } from '../../../components/busy-notice';
import { Button } from '../../../components/ui/button';
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

/**
 * /sales: sales history by the day they were sold, newest first, 50 at a time from the server
 * ("Load more" asks for the next page), with each sale's details (lines, returns, receipt to
 * reprint) and a Return dialog per sale (spec part 2 §2 Sales history).
 */
export function SalesPage() {
  const { t } = useTranslation('sales');
  const isPhone = useBreakpoint() === 'mobile';
  const canSell = useSignedInUser().capabilities.includes('pos');
  const { today } = useBusinessDay();
  const [range, setRange] = useState(() => lastDays(today()));
  const sales = useSales(rangeQuery(range));
  const [returning, setReturning] = useState<Sale | null>(null);
  const [opened, setOpened] = useState<Sale | null>(null);
  const shown = sales.data?.pages.flatMap((page) => page.sales) ?? [];

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
          <DateFilter value={range} onChange={setRange} />
        </div>
        <BusyNotice failureReason={sales.failureReason} isFetching={sales.isFetching} />
        {sales.isPending && !sales.failureReason && (
          <output className="flex items-center justify-center gap-2 p-10 text-sm text-ink-muted">
            <Spinner className="size-4" />
            {t('list.loading')}
          </output>
        )}
        {sales.isError && !sales.isFetchNextPageError && (
          <p className="p-6 text-sm text-danger" role="alert">
            {salesErrorText(sales.error, t, t('list.loadFailed'))}
          </p>
        )}
        {sales.isSuccess && shown.length === 0 && (
          <div className="flex flex-col items-center gap-2 p-10 text-center text-ink-muted" data-testid="sales-empty">
            <ReceiptText className="size-8" aria-hidden="true" />
            <p>{t('list.empty')}</p>
          </div>
        )}
        {shown.length > 0 && (
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
                {t(sales.hasNextPage ? 'list.count' : 'list.countAll', { n: formatCount(shown.length) })}
              </p>
              {sales.isFetchNextPageError && !sales.isFetching && (
                <p className="text-sm text-danger" role="alert">
                  {salesErrorText(sales.error, t, t('list.loadFailed'))}
                </p>
              )}
              {sales.hasNextPage && (
                <Button
                  variant="secondary"
                  onClick={() => void sales.fetchNextPage()}
                  disabled={sales.isFetchingNextPage}
                  data-testid="sales-load-more"
                >
                  {sales.isFetchingNextPage && <Spinner className="size-4" />}
                  {t('list.loadMore')}
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

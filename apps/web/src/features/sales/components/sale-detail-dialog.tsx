import type { Sale } from '@assist/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { isolate } from '../../../lib/bidi';
import { formatTimestamp } from '../../inventory/display';
import { useSaleDetail } from '../api';
import { salesErrorText } from '../error-text';
import { SaleLines } from './sale-lines';
import { SaleReprint } from './sale-reprint';
import { SaleReturns } from './sale-returns';
import { useBusinessDay } from '../../auth/use-business-day';
import { SaleStatusBadge } from './sale-status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-sm">{children}</dd>
    </div>
  );
}

/**
 * A past sale opened from the history: when it was sold (an offline sale: when it was rung up,
 * and when it reached the server), payment, status, its lines, returns and receipt to reprint.
 */
export function SaleDetailDialog({ sale, onClose }: { sale: Sale | null; onClose: () => void }) {
  const { t } = useTranslation('sales');
  return (
    <Dialog open={sale !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('detail.title', { id: isolate(sale?.saleId ?? '') })}
        className="sm:max-w-2xl"
        data-testid="sale-detail"
      >
        {sale && <SaleDetail key={sale.id} shown={sale} />}
      </DialogContent>
    </Dialog>
  );
}

function SaleDetail({ shown }: { shown: Sale }) {
  const { t, i18n } = useTranslation('sales');
  const { timeZone } = useBusinessDay();
  const detail = useSaleDetail(shown.id, shown);
  const sale = detail.data ?? shown;
  return (
    <div className="flex flex-col gap-5" aria-busy={detail.isPlaceholderData || undefined}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label={t('detail.soldAt')}>
          <span data-testid="sale-detail-sold-at">{formatTimestamp(sale.soldAt, i18n.language, timeZone)}</span>
        </Fact>
        <Fact label={t('detail.payment')}>
          <span data-testid="sale-detail-payment">{t(`pos:payment.${sale.paymentMethod}`)}</span>
        </Fact>
        <Fact label={t('detail.status')}>
          <SaleStatusBadge status={sale.status} />
        </Fact>
      </dl>
      {sale.offline && (
        <p className="-mt-2 text-xs text-ink-muted" data-testid="sale-detail-offline">
          {t('detail.offline', { time: formatTimestamp(sale.createdAt, i18n.language, timeZone) })}
        </p>
      )}
      {detail.isError && (
        <p className="text-sm text-danger" role="alert">
          {salesErrorText(detail.error, t, t('list.loadFailed'))}
        </p>
      )}
      {detail.isPlaceholderData && (
        <output className="flex items-center gap-2 text-xs text-ink-muted">
          <Spinner className="size-3" />
          {t('detail.loading')}
        </output>
      )}
      <SaleLines sale={sale} />
      <SaleReturns sale={sale} />
      <SaleReprint sale={sale} />
    </div>
  );
}

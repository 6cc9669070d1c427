import type { Sale } from '@assist/domain';
import { ReceiptText, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '../../../components/ui/table';
import { formatCount, formatTimestamp } from '../../inventory/display';
import { useMoney } from '../../../lib/format/use-money';
import { SaleAmounts } from './sale-amounts';
import { useBusinessDay } from '../../auth/use-business-day';
import { SaleStatusBadge } from './sale-status-badge';

interface SalesListProps {
  sales: Sale[];
  onOpen: (sale: Sale) => void;
  onReturn: (sale: Sale) => void;
}

function ReturnButton({ sale, onReturn }: { sale: Sale; onReturn: (sale: Sale) => void }) {
  const { t } = useTranslation('sales');
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onReturn(sale)}
      disabled={sale.status === 'returned'}
      aria-label={t('list.returnOf', { id: sale.saleId })}
      data-testid={`return-open-${sale.saleId}`}
    >
      <Undo2 className="size-4" aria-hidden="true" />
      {t('list.return')}
    </Button>
  );
}

function DetailsButton({ sale, onOpen }: { sale: Sale; onOpen: (sale: Sale) => void }) {
  const { t } = useTranslation('sales');
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => onOpen(sale)}
      aria-label={t('list.detailsOf', { id: sale.saleId })}
      data-testid={`sale-open-${sale.saleId}`}
    >
      <ReceiptText className="size-4" aria-hidden="true" />
      {t('list.details')}
    </Button>
  );
}

/** The table's reference opens the sale's details (the column has no room for another button). */
function ReferenceButton({ sale, onOpen }: { sale: Sale; onOpen: (sale: Sale) => void }) {
  const { t } = useTranslation('sales');
  return (
    <button
      type="button"
      onClick={() => onOpen(sale)}
      title={t('list.details')}
      className="inline-flex items-center gap-1.5 rounded font-mono text-xs whitespace-nowrap text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
      dir="ltr"
      data-testid={`sale-open-${sale.saleId}`}
    >
      <ReceiptText className="size-3.5 shrink-0" aria-hidden="true" />
      {sale.saleId}
    </button>
  );
}

/** Sales as a table (tablet and desktop): id, date sold, items, total (returned, net), payment, status, actions. */
export function SalesTable({ sales, onOpen, onReturn }: SalesListProps) {
  const { t, i18n } = useTranslation('sales');
  const { timeZone } = useBusinessDay();
  const money = useMoney();
  return (
    <Table aria-label={t('list.label')} data-testid="sales-table">
      <TableHead>
        <TableRow>
          <Th>{t('list.columns.sale')}</Th>
          <Th>{t('list.columns.date')}</Th>
          <Th align="end">{t('list.columns.items')}</Th>
          <Th align="end">{t('list.columns.total')}</Th>
          <Th>{t('list.columns.payment')}</Th>
          <Th>{t('list.columns.status')}</Th>
          <Th>
            <span className="sr-only">{t('list.columns.actions')}</span>
          </Th>
        </TableRow>
      </TableHead>
      <TableBody>
        {sales.map((sale) => (
          <TableRow key={sale.id} className="hover:bg-subtle/60" data-testid={`sales-row-${sale.saleId}`}>
            <Td>
              <ReferenceButton sale={sale} onOpen={onOpen} />
            </Td>
            <Td className="whitespace-nowrap" data-testid="sale-sold-at">
              {formatTimestamp(sale.soldAt, i18n.language, timeZone)}
            </Td>
            <Td align="end">{formatCount(sale.itemCount)}</Td>
            <Td align="end">
              <SaleAmounts sale={sale} money={money} t={t} className="items-end" />
            </Td>
            <Td>{t(`pos:payment.${sale.paymentMethod}`)}</Td>
            <Td>
              <SaleStatusBadge status={sale.status} />
            </Td>
            <Td className="py-1.5" align="end">
              <ReturnButton sale={sale} onReturn={onReturn} />
            </Td>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

/**
 * Sales as stacked cards (phones): reference and status, when it was sold, items and payment side
 * by side, then the total (and returned, net) on a row of its own so the figures never touch.
 */
export function SalesCards({ sales, onOpen, onReturn }: SalesListProps) {
  const { t, i18n } = useTranslation('sales');
  const { timeZone } = useBusinessDay();
  const money = useMoney();
  return (
    <ul className="flex flex-col gap-3" aria-label={t('list.label')} data-testid="sales-cards">
      {sales.map((sale) => (
        <li
          key={sale.id}
          className="rounded-xl border border-line bg-surface p-4 shadow-sm"
          data-testid={`sales-row-${sale.saleId}`}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-mono text-xs" dir="ltr">
                {sale.saleId}
              </p>
              <p className="text-sm text-ink-muted" data-testid="sale-sold-at">
                {formatTimestamp(sale.soldAt, i18n.language, timeZone)}
              </p>
            </div>
            <SaleStatusBadge status={sale.status} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
            <Field label={t('list.columns.items')}>
              <span data-testid="sale-item-count">{formatCount(sale.itemCount)}</span>
            </Field>
            <Field label={t('list.columns.payment')}>{t(`pos:payment.${sale.paymentMethod}`)}</Field>
          </dl>
          <div className="mt-3 flex items-end justify-between gap-3 border-t border-line pt-3">
            <span className="text-sm text-ink-muted">{t('list.columns.total')}</span>
            <SaleAmounts sale={sale} money={money} t={t} className="items-end text-end" />
          </div>
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            <DetailsButton sale={sale} onOpen={onOpen} />
            <ReturnButton sale={sale} onReturn={onReturn} />
          </div>
        </li>
      ))}
    </ul>
  );
}

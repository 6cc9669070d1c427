import type { Sale } from '@assist/domain';
import { Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '../../../components/ui/table';
import { formatCount, formatTimestamp } from '../../inventory/display';
import { useMoney } from '../../inventory/use-money';
import { SaleStatusBadge } from './sale-status-badge';

interface SalesListProps {
  sales: Sale[];
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

/** Sales as a table (tablet and desktop): id, date, items, total, payment, status, Return. */
export function SalesTable({ sales, onReturn }: SalesListProps) {
  const { t, i18n } = useTranslation('sales');
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
            <Td className="font-mono text-xs" dir="ltr">
              {sale.saleId}
            </Td>
            <Td className="whitespace-nowrap">{formatTimestamp(sale.soldAt, i18n.language)}</Td>
            <Td align="end">{formatCount(sale.itemCount)}</Td>
            <Td align="end" className="font-medium tabular-nums">
              {money(sale.total)}
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
    <div>
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

/** Sales as stacked cards (phones). */
export function SalesCards({ sales, onReturn }: SalesListProps) {
  const { t, i18n } = useTranslation('sales');
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
              <p className="text-sm text-ink-muted">{formatTimestamp(sale.soldAt, i18n.language)}</p>
            </div>
            <SaleStatusBadge status={sale.status} />
          </div>
          <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
            <Field label={t('list.columns.total')}>
              <span className="font-semibold whitespace-nowrap tabular-nums">{money(sale.total)}</span>
            </Field>
            <Field label={t('list.columns.items')}>{formatCount(sale.itemCount)}</Field>
            <Field label={t('list.columns.payment')}>{t(`pos:payment.${sale.paymentMethod}`)}</Field>
          </dl>
          <div className="mt-3 flex justify-end">
            <ReturnButton sale={sale} onReturn={onReturn} />
          </div>
        </li>
      ))}
    </ul>
  );
}

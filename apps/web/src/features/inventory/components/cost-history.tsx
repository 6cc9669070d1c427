import type { CostHistoryRecord } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '../../../components/ui/table';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import { useCostHistory } from '../api';
import { useMoney } from '../../../lib/format/use-money';
import { HistoryState } from './history-state';
import { useTimes } from '../../../lib/format/use-times';

/** Cost price history: the cost per box of each receipt, its supplier and when it came. */
export function CostHistory({ id }: { id: number }) {
  const { t } = useTranslation('inventory');
  const times = useTimes();
  const money = useMoney();
  const isPhone = useBreakpoint() === 'mobile';
  const history = useCostHistory(id);
  const rows = history.data?.costHistory ?? [];
  const supplier = (row: CostHistoryRecord) =>
    row.supplierName ?? (row.supplierId ? t('history.supplierId', { id: row.supplierId }) : t('list.unknownSupplier'));
  // Receipts carry no id here; the server's order (newest first) never changes while shown.
  const keyed = rows.map((row, index) => ({ row, key: `${row.timestamp}-${index}` }));

  return (
    <HistoryState
      pending={history.isPending}
      failed={history.isError}
      empty={rows.length === 0}
      emptyText={t('history.noCostHistory')}
    >
      {isPhone ? (
        <ul className="divide-y divide-line" data-testid="cost-history">
          {keyed.map(({ row, key }) => (
            <li key={key} className="flex items-start justify-between gap-3 py-3 text-sm">
              <div>
                <p dir="auto">{supplier(row)}</p>
                <p className="text-xs text-ink-muted">{times.moment(row.timestamp)}</p>
              </div>
              <p className="font-semibold whitespace-nowrap tabular-nums">{money(row.price)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <Table className="min-w-0" data-testid="cost-history">
          <TableHead>
            <TableRow>
              <Th>{t('history.price')}</Th>
              <Th>{t('history.supplier')}</Th>
              <Th>{t('history.timestamp')}</Th>
            </TableRow>
          </TableHead>
          <TableBody>
            {keyed.map(({ row, key }) => (
              <TableRow key={key}>
                <Td className="font-medium whitespace-nowrap tabular-nums">{money(row.price)}</Td>
                <Td dir="auto">{supplier(row)}</Td>
                <Td className="whitespace-nowrap">{times.moment(row.timestamp)}</Td>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </HistoryState>
  );
}

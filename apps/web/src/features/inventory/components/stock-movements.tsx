import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { useStockMovements } from '../api';
import { movementReference, signedUnits } from '../movement-text';
import { HistoryState } from './history-state';
import { useTimes } from '../../../lib/format/use-times';

/** Stock movements: the lot's ledger, newest first: kind, signed units, reference and time. */
export function StockMovements({ id }: { id: number }) {
  const { t } = useTranslation('stock-movements');
  const times = useTimes();
  const movements = useStockMovements(id);
  const rows = movements.data ?? [];
  return (
    <HistoryState
      pending={movements.isPending}
      failed={movements.isError}
      empty={rows.length === 0}
      emptyText={t('empty')}
    >
      <ul className="divide-y divide-line" data-testid="stock-movements">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-col gap-1 py-3 text-sm" data-testid="stock-movement">
            <div className="flex items-center justify-between gap-3">
              <Badge tone={row.units < 0 ? 'danger' : 'brand'} className="whitespace-nowrap">
                {t(`kind.${row.kind}`)}
              </Badge>
              {/* bdo: the sign stays before the figure in Arabic too. */}
              <bdo dir="ltr" className="font-semibold tabular-nums" data-testid="stock-movement-units">
                {signedUnits(row.units)}
              </bdo>
            </div>
            {row.reference && (
              <p className="text-ink-muted" dir="auto" data-testid="stock-movement-reference">
                {movementReference(row.reference, t)}
              </p>
            )}
            <p className="text-xs text-ink-muted">{times.moment(row.createdAt)}</p>
          </li>
        ))}
      </ul>
    </HistoryState>
  );
}

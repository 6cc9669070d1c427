import type { SkippedRow } from '@assist/domain';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { countText } from '../../inventory/display';
import { inventoryMessage } from '../../inventory/error-text';

/** The CSV rows that were not imported: line number, reason, and the cell to blame. */
export function SkippedRows({ rows, open }: { rows: readonly SkippedRow[]; open?: boolean }) {
  const { t } = useTranslation('inventory');
  if (rows.length === 0) return null;
  return (
    <details
      className="rounded-lg border border-warning/40 bg-warning-soft/50 p-3"
      open={open}
      data-testid="skipped-rows"
    >
      <summary className="flex cursor-pointer items-center gap-2 font-medium text-warning">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        {countText(t, 'csv.skippedCount', rows.length)}
      </summary>
      <ul className="mt-2 flex max-h-64 flex-col divide-y divide-warning/20 overflow-y-auto text-sm">
        {rows.map((row) => (
          <li
            key={row.line}
            className="flex flex-wrap gap-x-3 gap-y-0.5 py-1.5"
            data-testid={`skipped-row-${row.line}`}
          >
            <span className="font-semibold tabular-nums">{t('csv.line', { n: row.line })}</span>
            <span data-testid="skipped-reason">{inventoryMessage(row.reason, t)}</span>
            {row.column && (
              <span className="text-ink-muted">
                {t('csv.cell', { column: row.column })}
                {row.value ? (
                  <bdi className="ms-1 font-mono" dir="ltr">
                    “{row.value}”
                  </bdi>
                ) : null}
              </span>
            )}
            {row.name && <bdi className="text-ink-muted">{row.name}</bdi>}
          </li>
        ))}
      </ul>
    </details>
  );
}

import { draftProductFields } from '@assist/domain';
import { Fragment, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import type { EditableField, EditableProduct } from '../draft-rows';
import { cellId, RemoveButton, RowInput, type RowSelection, SelectBox } from './product-row-controls';

export interface ProductRowsEditorProps {
  /** The rows shown (one page of a batch). */
  rows: readonly EditableProduct[];
  /** The index of rows[0] in the whole list, for row numbers and test ids. */
  firstIndex?: number;
  onChange: (key: string, field: EditableField, value: string) => void;
  /** Shows a delete button per row; `canRemove` false disables it (the last row stays). */
  onRemove?: ((key: string) => void) | undefined;
  canRemove?: boolean;
  selection?: RowSelection | undefined;
  /** The smallest quantity an input offers: 0 in a CSV batch (spec part 2 §2), else 1. */
  quantityMin?: 0 | 1;
  /** The key of the row a save refused, marked until it is edited. */
  invalidKey?: string | null;
  /** Why that row was refused, shown with it. */
  invalidMessage?: string | null;
  /** Prefix of the test ids: `<testId>-row-<index>-<field>`. */
  testId: string;
  label: string;
}

const columns = draftProductFields satisfies readonly EditableField[];

/** The width a row table needs (every column at its smallest); narrower places show cards. */
const tableMinWidth = 1120;

/** The width of an element, kept current (measured before paint, so the layout does not flash). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The editable products of a draft: a table where it fits (a wide screen, the full-screen batch
 * editor), else a card per row: two fields a line on phones, four on tablets and beside a sidebar.
 */
export function ProductRowsEditor(props: ProductRowsEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  return (
    <div ref={box} data-layout={width >= tableMinWidth ? 'table' : 'cards'}>
      {width >= tableMinWidth ? <RowTable {...props} /> : <RowCards {...props} />}
    </div>
  );
}

/** The smallest width of each column's control, so nothing is cut off inside the table. */
const columnWidth: Record<EditableField, string> = {
  name: 'min-w-48',
  barcode: 'min-w-32',
  category: 'min-w-36',
  quantity: 'min-w-18',
  unitsPerBox: 'min-w-18',
  costPrice: 'min-w-24',
  retailPrice: 'min-w-24',
  expirationDate: 'min-w-38',
  batchNumber: 'min-w-28',
};

function RowTable({
  rows,
  firstIndex = 0,
  selection,
  onRemove,
  testId,
  label,
  invalidKey,
  invalidMessage,
  ...cell
}: ProductRowsEditorProps) {
  const { t } = useTranslation('inventory');
  const span = columns.length + 1 + (selection ? 1 : 0) + (onRemove ? 1 : 0);
  const allShown = rows.length > 0 && rows.every((row) => selection?.selected.has(row.key));
  return (
    <div className="overflow-hidden rounded-xl border border-line bg-surface">
      <Table
        aria-label={label}
        className="min-w-[70rem] [&_td]:px-1 [&_td]:py-1.5 [&_th]:px-1 [&_th]:normal-case"
        data-testid={testId}
      >
        <TableHead>
          <TableRow>
            {selection && (
              <Th className="w-10">
                <input
                  type="checkbox"
                  className="size-4 accent-brand"
                  checked={allShown}
                  onChange={(event) => selection.onToggleShown(event.target.checked)}
                  aria-label={t('rows.selectShown')}
                  data-testid={`${testId}-select-shown`}
                />
              </Th>
            )}
            <Th className="w-10">#</Th>
            {columns.map((column) => (
              <Th key={column}>{t(`rows.${column}`)}</Th>
            ))}
            {onRemove && (
              <Th className="w-12">
                <span className="sr-only">{t('rows.remove')}</span>
              </Th>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, offset) => {
            const index = firstIndex + offset;
            return (
              <Fragment key={row.key}>
                <TableRow
                  className={cn(row.key === invalidKey && 'bg-danger-soft')}
                  data-testid={`${testId}-row-${index}`}
                  data-invalid={row.key === invalidKey || undefined}
                >
                  {selection && (
                    <Td>
                      <SelectBox row={row} index={index} selection={selection} testId={testId} />
                    </Td>
                  )}
                  <Td className="text-ink-muted tabular-nums">{index + 1}</Td>
                  {columns.map((column) => (
                    <Td key={column}>
                      <div className={columnWidth[column]}>
                        <RowInput row={row} index={index} field={column} testId={testId} {...cell} />
                      </div>
                    </Td>
                  ))}
                  {onRemove && (
                    <Td>
                      <RemoveButton
                        row={row}
                        index={index}
                        onRemove={onRemove}
                        disabled={cell.canRemove === false}
                        testId={testId}
                      />
                    </Td>
                  )}
                </TableRow>
                {row.key === invalidKey && invalidMessage && (
                  <TableRow className="bg-danger-soft">
                    <Td colSpan={span}>
                      <RowProblemText message={invalidMessage} testId={`${testId}-row-${index}-problem`} />
                    </Td>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

function RowCards({
  rows,
  firstIndex = 0,
  selection,
  onRemove,
  testId,
  label,
  invalidKey,
  invalidMessage,
  ...cell
}: ProductRowsEditorProps) {
  const { t } = useTranslation('inventory');
  return (
    <ul className="flex flex-col gap-3" aria-label={label} data-testid={testId}>
      {rows.map((row, offset) => {
        const index = firstIndex + offset;
        return (
          <li
            key={row.key}
            className={cn(
              'rounded-xl border border-line bg-surface p-3 shadow-sm',
              row.key === invalidKey && 'border-danger bg-danger-soft',
            )}
            data-testid={`${testId}-row-${index}`}
            data-invalid={row.key === invalidKey || undefined}
          >
            <div className="mb-2 flex min-h-9 items-center justify-between gap-2">
              <span className="flex items-center gap-2 font-semibold">
                {selection && <SelectBox row={row} index={index} selection={selection} testId={testId} />}
                {t('add.product', { n: index + 1 })}
              </span>
              {onRemove && (
                <RemoveButton
                  row={row}
                  index={index}
                  onRemove={onRemove}
                  disabled={cell.canRemove === false}
                  testId={testId}
                />
              )}
            </div>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {columns.map((column) => (
                <div key={column} className={cn('flex flex-col gap-1', column === 'name' && 'col-span-2')}>
                  <label htmlFor={cellId(testId, index, column)} className="text-xs font-medium text-ink-muted">
                    {t(`rows.${column}`)}
                  </label>
                  <RowInput row={row} index={index} field={column} testId={testId} {...cell} />
                </div>
              ))}
            </div>
            {row.key === invalidKey && invalidMessage && (
              <RowProblemText message={invalidMessage} testId={`${testId}-row-${index}-problem`} className="mt-2" />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function RowProblemText({ message, testId, className }: { message: string; testId: string; className?: string }) {
  return (
    <p role="alert" className={cn('text-sm font-medium text-danger', className)} data-testid={testId}>
      {message}
    </p>
  );
}

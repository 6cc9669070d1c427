import type { BatchResponse } from '@assist/domain';
import { PackageCheck, Save } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/use-toast';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import { countText, formatCount } from '../../inventory/display';
import { draftInputOf, draftRowProblem, editableOf, type EditableProduct, saveRowProblem } from '../draft-rows';
import { useBulkSave, useUpdateBatch } from '../drafts-api';
import { inventoryErrorText } from '../../inventory/error-text';
import { pageCount } from '../../inventory/pagination';
import { useEditableRows, useRowProblem } from '../use-editable-rows';
import { useRowSelection } from '../use-row-selection';
import { BatchSelectionBar } from './batch-selection-bar';
import { InventoryPagination } from '../../inventory/components/inventory-pagination';
import { ProductRowsEditor } from './product-rows-editor';
import { SkippedRows } from './skipped-rows';
import { SupplierOrderFields } from './supplier-order-fields';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';
import { useTimes } from '../../../lib/format/use-times';

const keys = (rows: readonly EditableProduct[]) => rows.map((row) => row.key);

/** Spec part 2 §9: the batch editor shows 50 rows a page. */
const batchPageSize = 50;

interface BatchEditorBodyProps {
  draftId: number;
  batch: BatchResponse;
  onDirtyChange: (dirty: boolean) => void;
  onDone: () => void;
}

/** The batch's rows, 50 a page, with selection; Update Draft, Save Selected, Save All to Inventory. */
export function BatchEditorBody({ draftId, batch, onDirtyChange, onDone }: BatchEditorBodyProps) {
  const { t } = useTranslation('inventory');
  const times = useTimes();
  const isPhone = useBreakpoint() === 'mobile';
  const rows = useEditableRows(() => batch.products.map(editableOf));
  const [supplierId, setSupplierId] = useState(batch.draft.supplierId === null ? '' : String(batch.draft.supplierId));
  const [orderId, setOrderId] = useState(batch.draft.orderId ?? '');
  const [headerDirty, setHeaderDirty] = useState(false);
  const selection = useRowSelection();
  const [page, setPage] = useState(1);
  const update = useUpdateBatch(draftId);
  const bulkSave = useBulkSave(draftId);
  // Refusals are said beside the rows, the fields and the buttons, never in a toast over them.
  const problem = useRowProblem(rows.markInvalid);
  const [headerErrors, setHeaderErrors] = useState<{ supplier?: string; orderId?: string }>({});
  const dirty = rows.dirty || headerDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const totalPages = pageCount(rows.list.length, batchPageSize);
  const shown = page > totalPages ? totalPages : page;
  const firstIndex = (shown - 1) * batchPageSize;
  const pageRows = useMemo(() => rows.list.slice(firstIndex, firstIndex + batchPageSize), [rows.list, firstIndex]);
  const busy = update.isPending || bulkSave.isPending;

  const editHeader = (set: (value: string) => void) => (value: string) => {
    set(value);
    setHeaderDirty(true);
    setHeaderErrors({});
  };
  const markSaved = () => {
    rows.markClean();
    setHeaderDirty(false);
  };
  const header = { supplierId: supplierId || null, orderId };
  const failed = (fallback: string) => (error: unknown) => problem.setMessage(inventoryErrorText(error, t, fallback));

  /** A refused row, numbered in the whole batch, and the page that shows it. */
  const refuse = (found: ReturnType<typeof saveRowProblem>, among: readonly EditableProduct[]) => {
    if (!found) return false;
    const index = rows.list.indexOf(among[found.index] as EditableProduct);
    setPage(Math.floor(index / batchPageSize) + 1);
    return problem.refuse({ ...found, index }, rows.list);
  };
  /** A new try: the last refusal's messages go. */
  const start = () => {
    problem.setMessage(null);
    rows.markInvalid(null);
    setHeaderErrors({});
  };

  const onUpdate = () => {
    start();
    if (refuse(draftRowProblem(rows.list), rows.list)) return;
    update.mutate(
      { products: rows.list.map(draftInputOf), ...header },
      {
        onSuccess: () => {
          markSaved();
          toast({
            title: t('toast.draftUpdated'),
            description: countText(t, 'drafts.productCount', rows.list.length),
            variant: 'success',
          });
        },
        onError: failed(t('toast.draftUpdateFailed')),
      },
    );
  };

  const save = (chosen: EditableProduct[]) => {
    start();
    if (!supplierId || !orderId.trim()) {
      setHeaderErrors({
        supplier: supplierId ? undefined : t('errors:codes.supplier_required'),
        orderId: orderId.trim() ? undefined : t('errors:codes.order_id_required'),
      });
      problem.setMessage(t('errors:codes.supplier_and_order_required'));
      return;
    }
    if (refuse(saveRowProblem(chosen), chosen)) return;
    const products = chosen.map((row) => ({ ...draftInputOf(row), supplierId }));
    bulkSave.mutate(
      { draftType: 'csv-batch', draftId, products, supplierId, orderId },
      {
        onSuccess: (result) => {
          toast({
            title: t('toast.itemAdded'),
            description: countText(t, 'toast.itemsAddedText', result.saved),
            variant: 'success',
          });
          if (result.draftCompleted) return onDone();
          const saved = new Set(chosen.map((row) => row.key));
          const remaining = rows.list.filter((row) => !saved.has(row.key));
          rows.replace(remaining, rows.dirty);
          selection.clear();
          // The server keeps its own copy of the rows left; edits made to them are sent now.
          if (rows.dirty || headerDirty) {
            update.mutate(
              { products: remaining.map(draftInputOf), ...header },
              { onSuccess: markSaved, onError: failed(t('toast.draftUpdateFailed')) },
            );
          }
        },
        onError: failed(t('toast.saveFailedText')),
      },
    );
  };

  const onSaveSelected = () => {
    const chosen = rows.list.filter((row) => selection.selected.has(row.key));
    if (chosen.length === 0) {
      start();
      problem.setMessage(t('errors:codes.selection_required'));
      return;
    }
    save(chosen);
  };

  const info = batch.importInfo;
  return (
    <>
      <div className="flex-1 overflow-y-auto">
        <div className="mx-auto flex max-w-[96rem] flex-col gap-4 p-4 sm:p-6">
          {info && (
            <p className="text-sm text-ink-muted" data-testid="batch-import-info">
              {t('batch.importInfo', {
                file: info.fileName ?? t('batch.unnamedFile'),
                imported: formatCount(info.importedRows),
                total: formatCount(info.totalRows),
                date: times.moment(info.importDate),
              })}
            </p>
          )}
          <SupplierOrderFields
            idPrefix="batch"
            supplierId={supplierId}
            orderId={orderId}
            onSupplierChange={editHeader(setSupplierId)}
            onOrderChange={editHeader(setOrderId)}
            disabled={busy}
            errors={headerErrors}
          />
          <SkippedRows rows={batch.skippedRows} />
          <BatchSelectionBar
            total={rows.list.length}
            selected={selection.selected.size}
            onSelectAll={() => selection.toggle(keys(rows.list), true)}
            onClear={selection.clear}
          />
          <ProductRowsEditor
            rows={pageRows}
            firstIndex={firstIndex}
            onChange={rows.change}
            selection={{
              selected: selection.selected,
              onToggle: (key, on) => selection.toggle([key], on),
              onToggleShown: (on) => selection.toggle(keys(pageRows), on),
            }}
            quantityMin={0}
            invalidKey={rows.invalidKey}
            invalidMessage={problem.message}
            testId="batch"
            label={t('batch.tableLabel')}
          />
          <InventoryPagination page={shown} totalPages={totalPages} onPageChange={setPage} siblings={isPhone ? 0 : 1} />
        </div>
      </div>
      <footer className="grid grid-cols-2 gap-2 border-t border-line bg-surface px-4 py-3 sm:flex sm:justify-end sm:px-6">
        <NeedsNetworkNote className="col-span-2 sm:me-auto sm:self-center" />
        <FormAlert message={problem.message} className="col-span-2 sm:me-auto sm:self-center" testId="batch-problem" />
        <OnlineOnlyButton
          variant="outline"
          onClick={onUpdate}
          loading={update.isPending}
          disabled={busy}
          data-testid="batch-update"
        >
          <Save className="size-4" aria-hidden="true" />
          {t('drafts.update')}
        </OnlineOnlyButton>
        <OnlineOnlyButton
          variant="secondary"
          onClick={onSaveSelected}
          loading={bulkSave.isPending}
          disabled={busy}
          data-testid="batch-save-selected"
        >
          {t('batch.saveSelected', { n: formatCount(selection.selected.size) })}
        </OnlineOnlyButton>
        <OnlineOnlyButton
          className="col-span-2"
          onClick={() => save(rows.list)}
          disabled={busy || rows.list.length === 0}
          data-testid="batch-save-all"
        >
          <PackageCheck className="size-4" aria-hidden="true" />
          {t('batch.saveAll')}
        </OnlineOnlyButton>
      </footer>
    </>
  );
}

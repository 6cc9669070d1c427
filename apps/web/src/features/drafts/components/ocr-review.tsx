import type { OcrReceiptResponse } from '@assist/domain';
import { FilePlus2, PackageCheck, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { countText, formatCalendarDate } from '../../inventory/display';
import { draftInputOf, draftRowProblem, editableOfReceipt, receiptSaveProblem } from '../draft-rows';
import { useCreateOcrDraft, useSaveBulk } from '../drafts-api';
import { inventoryErrorText } from '../../inventory/error-text';
import { useEditableRows, useRowProblemToast } from '../use-editable-rows';
import { useMoney } from '../../../lib/format/use-money';
import { draftSupplierIdOf, newSupplierNameOf, supplierOfChoice } from '../receipt-supplier-choice';
import { ProductRowsEditor } from './product-rows-editor';
import { ReceiptSupplierNote } from './receipt-supplier-note';
import { SupplierOrderFields } from './supplier-order-fields';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

const missingToasts = {
  missingName: ['toast.missingProductName', 'ocr.needsName'],
  missingRetailPrice: ['toast.missingRetailPrice', 'ocr.needsRetailPrice'],
  missingUnitsPerBox: ['toast.missingUnitsPerBox', 'ocr.needsUnitsPerBox'],
} as const;

/** The products read from a receipt, editable, with supplier and order ID; Save Products, Save as draft, Cancel. */
export function OcrReview({ result, onDone }: { result: OcrReceiptResponse; onDone: () => void }) {
  const { t, i18n } = useTranslation('inventory');
  const money = useMoney();
  const saveBulk = useSaveBulk();
  const createDraft = useCreateOcrDraft();
  const rows = useEditableRows(() => result.extractedData.products.map(editableOfReceipt));
  const [supplierId, setSupplierId] = useState(result.detectedSupplier ? String(result.detectedSupplier.id) : '');
  const readSupplier = result.extractedData.supplier;
  const newSupplierName = result.detectedSupplier ? undefined : newSupplierNameOf(readSupplier);
  const [orderId, setOrderId] = useState('');
  const showProblem = useRowProblemToast(rows.markInvalid);
  const top = useRef<HTMLDivElement>(null);
  // The products read appear below the picture: bring them into view.
  useEffect(() => {
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);
  const busy = saveBulk.isPending || createDraft.isPending;
  const { receiptDate, totalAmount, supplier } = result.extractedData;
  const fail = (title: string, fallback: string) => (error: unknown) =>
    toast({ title, description: inventoryErrorText(error, t, fallback), variant: 'destructive' });

  const onSave = () => {
    const supplier = supplierOfChoice(supplierId, readSupplier);
    if (!supplier || !orderId.trim()) {
      toast({
        title: t('toast.missingInformation'),
        description: t('errors:codes.supplier_and_order_required'),
        variant: 'destructive',
      });
      return;
    }
    const problem = receiptSaveProblem(rows.list);
    if (problem?.kind === 'noProducts') {
      toast({ title: t('toast.noProducts'), description: t('errors:codes.products_required'), variant: 'destructive' });
      return;
    }
    if (problem?.kind === 'other') return void showProblem(problem, rows.list);
    if (problem) {
      const [title, text] = missingToasts[problem.kind];
      rows.markInvalid(rows.list[problem.index]?.key ?? null);
      toast({ title: t(title), description: t(text, { n: problem.index + 1 }), variant: 'destructive' });
      return;
    }
    saveBulk.mutate(
      { products: rows.list.map(draftInputOf), ...supplier, orderId },
      {
        onSuccess: (answer) => {
          toast({
            title: t('toast.itemAdded'),
            description: countText(t, 'toast.itemsAddedText', answer.saved),
            variant: 'success',
          });
          onDone();
        },
        onError: fail(t('toast.saveFailed'), t('toast.saveFailedText')),
      },
    );
  };

  const onSaveDraft = () => {
    if (rows.list.length === 0) return;
    if (showProblem(draftRowProblem(rows.list), rows.list)) return;
    const sourceData = { extractedData: result.extractedData, detectedSupplier: result.detectedSupplier };
    createDraft.mutate(
      {
        draftType: 'ocr',
        products: rows.list.map(draftInputOf),
        supplierId: draftSupplierIdOf(supplierId),
        orderId,
        sourceData,
      },
      {
        onSuccess: () => {
          toast({ title: t('toast.draftSaved'), description: t('toast.draftSavedText'), variant: 'success' });
          onDone();
        },
        onError: fail(t('toast.saveDraftFailed'), t('toast.draftSaveFailedText')),
      },
    );
  };

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6" data-testid="ocr-review">
      <div ref={top} className="-mb-4 scroll-mt-4" />
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold">{t('ocr.reviewTitle')}</h2>
        <p className="text-sm text-ink-muted">{countText(t, 'ocr.found', result.extractedData.products.length)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-subtle p-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium text-ink-muted">{t('ocr.receiptSupplier')}</dt>
          <dd className="break-words" data-testid="ocr-receipt-supplier">
            <bdi>{supplier.name ?? '—'}</bdi>
            {supplier.phone && (
              <bdi className="block text-ink-muted" dir="ltr">
                {supplier.phone}
              </bdi>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-muted">{t('ocr.receiptDate')}</dt>
          <dd data-testid="ocr-receipt-date">{receiptDate ? formatCalendarDate(receiptDate, i18n.language) : '—'}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-muted">{t('ocr.total')}</dt>
          <dd className="tabular-nums" data-testid="ocr-receipt-total">
            {totalAmount ? money(totalAmount) : '—'}
          </dd>
        </div>
      </dl>
      <ReceiptSupplierNote
        readName={readSupplier.name ?? undefined}
        matchedName={result.detectedSupplier?.name}
        testId="ocr"
      />
      <SupplierOrderFields
        newSupplierName={newSupplierName}
        idPrefix="ocr"
        supplierId={supplierId}
        orderId={orderId}
        onSupplierChange={setSupplierId}
        onOrderChange={setOrderId}
        disabled={busy}
      />
      <ProductRowsEditor
        rows={rows.list}
        onChange={rows.change}
        onRemove={rows.remove}
        canRemove={rows.list.length > 1}
        invalidKey={rows.invalidKey}
        testId="ocr"
        label={t('ocr.reviewTitle')}
      />
      <Button variant="outline" className="self-start" onClick={rows.add} data-testid="ocr-add-row">
        <Plus className="size-4" aria-hidden="true" />
        {t('multiDraft.addProduct')}
      </Button>
      <NeedsNetworkNote />
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={busy} data-testid="ocr-cancel">
          {t('add.cancel')}
        </Button>
        <OnlineOnlyButton
          variant="outline"
          onClick={onSaveDraft}
          loading={createDraft.isPending}
          disabled={busy}
          data-testid="ocr-save-draft"
        >
          <FilePlus2 className="size-4" aria-hidden="true" />
          {t('add.saveDraft')}
        </OnlineOnlyButton>
        <OnlineOnlyButton onClick={onSave} loading={saveBulk.isPending} disabled={busy} data-testid="ocr-save">
          <PackageCheck className="size-4" aria-hidden="true" />
          {t('ocr.save')}
        </OnlineOnlyButton>
      </div>
    </Card>
  );
}

import { type Draft, findSupplierByName } from '@assist/domain';
import { PackageCheck, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { useSuppliers } from '../../inventory/api';
import { countText } from '../../inventory/display';
import { draftInputOf, draftRowProblem, editableOf, emptyEditable, saveRowProblem } from '../draft-rows';
import { useSaveBulk, useUpdateDraft } from '../drafts-api';
import { inventoryErrorText } from '../../inventory/error-text';
import { draftSupplierIdOf, newSupplierNameOf, supplierOfChoice } from '../receipt-supplier-choice';
import { ProductRowsEditor } from './product-rows-editor';
import { ReceiptSupplierNote } from './receipt-supplier-note';
import { SupplierOrderFields } from './supplier-order-fields';
import { useEditableRows, useRowProblemToast } from '../use-editable-rows';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

/**
 * Edit OCR Draft (and a manual draft of several products): supplier, order, the products table.
 * Update Draft keeps the edits; Save to Inventory receives every product and completes the draft.
 */
export function MultiDraftDialog({ draft, onClose }: { draft: Draft | null; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={draft?.draftType === 'ocr' ? t('multiDraft.titleOcr') : t('multiDraft.title')}
        description={t('multiDraft.description')}
        className="pb-0 sm:max-w-3xl lg:max-w-[80rem]"
        data-testid="multi-draft-dialog"
      >
        {draft && <MultiDraftForm key={draft.id} draft={draft} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function MultiDraftForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const { t } = useTranslation('inventory');
  const update = useUpdateDraft();
  const saveBulk = useSaveBulk();
  const suppliers = useSuppliers();
  const readSupplier = draft.sourceData.extractedData?.supplier;
  // An OCR draft saved before its supplier was chosen: suggest the tenant's supplier of that name.
  const matched =
    readSupplier?.name && suppliers.data ? findSupplierByName(suppliers.data, readSupplier.name) : undefined;
  const [picked, setSupplierId] = useState(draft.supplierId === null ? '' : String(draft.supplierId));
  const supplierId = picked || (draft.supplierId === null && matched ? String(matched.id) : '');
  const newSupplierName = matched ? undefined : newSupplierNameOf(readSupplier);
  const [orderId, setOrderId] = useState(draft.orderId ?? '');
  const rows = useEditableRows(() => {
    const products = (draft.sourceData.products ?? []).map(editableOf);
    return products.length > 0 ? products : [emptyEditable()];
  });
  const showProblem = useRowProblemToast(rows.markInvalid);
  const anyNameBlank = rows.list.some((row) => !row.name.trim());
  const busy = update.isPending || saveBulk.isPending;

  const onUpdate = () => {
    if (showProblem(draftRowProblem(rows.list), rows.list)) return;
    const products = rows.list.map(draftInputOf);
    update.mutate(
      { id: draft.id, body: { supplierId: draftSupplierIdOf(supplierId), orderId, sourceData: { products } } },
      {
        onSuccess: () => {
          toast({
            title: t('toast.draftUpdated'),
            description: countText(t, 'drafts.productCount', products.length),
            variant: 'success',
          });
          onDone();
        },
        onError: (error) =>
          toast({
            title: t('toast.error'),
            description: inventoryErrorText(error, t, t('toast.draftUpdateFailed')),
            variant: 'destructive',
          }),
      },
    );
  };

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
    if (showProblem(saveRowProblem(rows.list), rows.list)) return;
    saveBulk.mutate(
      { products: rows.list.map(draftInputOf), ...supplier, orderId, draftId: draft.id },
      {
        onSuccess: (result) => {
          toast({
            title: t('toast.itemAdded'),
            description: countText(t, 'toast.itemsAddedText', result.saved),
            variant: 'success',
          });
          onDone();
        },
        onError: (error) =>
          toast({
            title: t('toast.saveFailed'),
            description: inventoryErrorText(error, t, t('toast.saveFailedText')),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4" data-testid="multi-draft-form">
      {draft.draftType === 'ocr' && (
        <ReceiptSupplierNote
          readName={readSupplier?.name ?? undefined}
          matchedName={matched?.name}
          testId="multi-draft"
        />
      )}
      <SupplierOrderFields
        newSupplierName={draft.draftType === 'ocr' ? newSupplierName : undefined}
        idPrefix="multi-draft"
        supplierId={supplierId}
        orderId={orderId}
        onSupplierChange={setSupplierId}
        onOrderChange={setOrderId}
      />
      <ProductRowsEditor
        rows={rows.list}
        onChange={rows.change}
        onRemove={rows.remove}
        canRemove={rows.list.length > 1}
        invalidKey={rows.invalidKey}
        testId="multi-draft"
        label={t('add.products')}
      />
      <Button variant="outline" className="self-start" onClick={rows.add} data-testid="multi-draft-add-row">
        <Plus className="size-4" aria-hidden="true" />
        {t('multiDraft.addProduct')}
      </Button>
      <div className="sticky bottom-0 -mx-6 flex flex-col-reverse gap-2 border-t border-line bg-surface px-6 py-4 sm:flex-row sm:justify-end">
        <NeedsNetworkNote className="sm:me-auto sm:self-center" />
        <Button variant="outline" onClick={onDone} disabled={busy} data-testid="multi-draft-cancel">
          {t('add.cancel')}
        </Button>
        <OnlineOnlyButton
          variant="outline"
          onClick={onUpdate}
          loading={update.isPending}
          disabled={busy}
          data-testid="multi-draft-update"
        >
          {t('drafts.update')}
        </OnlineOnlyButton>
        <OnlineOnlyButton
          onClick={onSave}
          loading={saveBulk.isPending}
          disabled={busy || anyNameBlank}
          title={anyNameBlank ? t('multiDraft.namesRequired') : undefined}
          data-testid="multi-draft-save"
        >
          <PackageCheck className="size-4" aria-hidden="true" />
          {t('multiDraft.save')}
        </OnlineOnlyButton>
      </div>
    </div>
  );
}

import { type Draft, draftFields } from '@assist/domain';
import { PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { applyServerIssues } from '../../../lib/form-errors';
import {
  canComplete,
  type EditDraftFormOutput,
  type EditDraftFormValues,
  editDraftDefaults,
  editDraftResolver,
} from '../draft-forms';
import { useUpdateDraft } from '../drafts-api';
import { inventoryErrorText } from '../../inventory/error-text';
import {
  type ConflictChoice,
  isNewExpiryDate,
  type NameConflict,
  type NewExpiryNotice,
  nameConflictOf,
} from '../../inventory/receive-products';
import { usePrompt } from '../../inventory/use-prompt';
import { DraftFields } from './draft-fields';
import { NameConflictDialog } from '../../inventory/components/name-conflict-dialog';
import { NewExpiryDialog } from '../../inventory/components/new-expiry-dialog';
import { SupplierOrderFields } from './supplier-order-fields';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

/** Edit Draft: one product's draft; Update Draft keeps it, Complete to inventory receives it. */
export function EditDraftDialog({ draft, onClose }: { draft: Draft | null; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('editDraft.title')}
        description={t('editDraft.description')}
        className="sm:max-w-2xl"
        data-testid="edit-draft-dialog"
      >
        {draft && <EditDraftForm key={draft.id} draft={draft} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditDraftForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const { t } = useTranslation('inventory');
  const update = useUpdateDraft();
  const [pending, setPending] = useState<'update' | 'complete' | null>(null);
  const conflict = usePrompt<NameConflict, ConflictChoice>();
  const newExpiry = usePrompt<NewExpiryNotice, undefined>();
  const form = useForm<EditDraftFormValues, unknown, EditDraftFormOutput>({
    resolver: editDraftResolver,
    defaultValues: editDraftDefaults(draft),
  });
  const [productName, quantity, costPrice, supplierId, orderId] = useWatch({
    control: form.control,
    name: ['productName', 'quantity', 'costPrice', 'supplierId', 'orderId'],
  });
  const completable = canComplete({ productName, quantity, costPrice });

  const failed = (error: unknown, fallback: string) => {
    applyServerIssues(error, form.setError, draftFields);
    toast({ title: t('toast.error'), description: inventoryErrorText(error, t, fallback), variant: 'destructive' });
  };

  const save = form.handleSubmit(async (values) => {
    setPending('update');
    try {
      await update.mutateAsync({ id: draft.id, body: values });
      toast({ title: t('toast.draftUpdated'), description: values.productName, variant: 'success' });
      onDone();
    } catch (error) {
      failed(error, t('toast.draftUpdateFailed'));
    } finally {
      setPending(null);
    }
  });

  /** Saves the edits and receives the stock in one call; a name conflict asks, then resends. */
  const complete = async (values: EditDraftFormOutput, updateProductName?: boolean) => {
    try {
      const result = await update.mutateAsync({
        id: draft.id,
        body: { ...values, isCompleted: true, updateProductName },
      });
      toast({
        title: t('toast.draftCompleted'),
        description: t('toast.draftCompletedText', { name: values.productName }),
        variant: 'success',
      });
      if (result.received && isNewExpiryDate(result.received)) {
        await newExpiry.ask({ productName: values.productName, ...result.received });
      }
      onDone();
    } catch (error) {
      const clash = updateProductName === undefined ? nameConflictOf(error) : null;
      if (!clash) return failed(error, t('toast.draftCompleteFailed'));
      const choice = await conflict.ask({ barcode: values.barcode ?? '', ...clash });
      if (choice !== 'cancel') await complete(values, choice === 'change');
    }
  };

  const onComplete = form.handleSubmit(async (values) => {
    if (!supplierId || !orderId.trim()) {
      toast({
        title: t('toast.missingInformation'),
        description: t('errors:codes.supplier_and_order_required'),
        variant: 'destructive',
      });
      return;
    }
    setPending('complete');
    try {
      await complete(values);
    } finally {
      setPending(null);
    }
  });

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-4" data-testid="edit-draft-form">
      <DraftFields form={form} />
      <SupplierOrderFields
        idPrefix="edit-draft"
        supplierId={supplierId}
        orderId={orderId}
        onSupplierChange={(value) => form.setValue('supplierId', value, { shouldDirty: true })}
        onOrderChange={(value) => form.setValue('orderId', value, { shouldDirty: true })}
      />
      {!completable && (
        <p className="rounded-lg bg-subtle p-3 text-sm text-ink-muted" data-testid="edit-draft-complete-hint">
          {t('editDraft.completeHint')}
        </p>
      )}
      <NeedsNetworkNote />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} data-testid="edit-draft-cancel">
          {t('add.cancel')}
        </Button>
        <OnlineOnlyButton
          type="submit"
          variant={completable ? 'outline' : 'primary'}
          loading={pending === 'update'}
          disabled={pending !== null}
          data-testid="edit-draft-update"
        >
          {t('drafts.update')}
        </OnlineOnlyButton>
        {completable && (
          <OnlineOnlyButton
            onClick={() => void onComplete()}
            loading={pending === 'complete'}
            disabled={pending !== null}
            data-testid="edit-draft-complete"
          >
            <PackageCheck className="size-4" aria-hidden="true" />
            {t('editDraft.complete')}
          </OnlineOnlyButton>
        )}
      </div>
      <NameConflictDialog conflict={conflict.question} onChoose={conflict.answer} />
      <NewExpiryDialog notice={newExpiry.question} onClose={() => newExpiry.answer(undefined)} />
    </form>
  );
}

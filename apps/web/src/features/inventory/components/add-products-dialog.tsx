import { zodResolver } from '@hookform/resolvers/zod';
import { FilePlus2, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type FieldErrors, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/use-toast';
import { useAddProduct } from '../api';
import { countText } from '../display';
import { draftOfProducts, useSaveAsDraft } from '../save-as-draft';
import { inventoryErrorText, inventoryMessage } from '../error-text';
import {
  type AddProductsFormOutput,
  type AddProductsFormValues,
  addProductsDefaults,
  addProductsForm,
  emptyProductRow,
  firstInvalidField,
} from '../forms';
import { type ConflictChoice, type NameConflict, type NewExpiryNotice, receiveProducts } from '../receive-products';
import { usePrompt } from '../use-prompt';
import { NameConflictDialog } from './name-conflict-dialog';
import { NewExpiryDialog } from './new-expiry-dialog';
import { ProductRowFields } from './product-row-fields';
import { ReceiptHeaderFields } from './receipt-header-fields';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

interface AddProductsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add New Products: receive rows of products from one supplier's order (spec part 2 §2, §4, §5). */
export function AddProductsDialog({ open, onOpenChange }: AddProductsDialogProps) {
  const { t } = useTranslation('inventory');
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (next || !busy) && onOpenChange(next)}>
      <DialogContent
        title={t('add.title')}
        description={t('add.description')}
        className="pb-0 sm:max-w-3xl lg:max-w-5xl"
        data-testid="add-products-dialog"
      >
        <AddProductsForm onBusyChange={setBusy} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface AddProductsFormProps {
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}

function AddProductsForm({ onBusyChange, onDone }: AddProductsFormProps) {
  const { t } = useTranslation('inventory');
  const { add, refresh } = useAddProduct();
  const conflict = usePrompt<NameConflict, ConflictChoice>();
  const newExpiry = usePrompt<NewExpiryNotice, undefined>();
  const form = useForm<AddProductsFormValues, unknown, AddProductsFormOutput>({
    resolver: zodResolver(addProductsForm),
    defaultValues: addProductsDefaults(),
    shouldFocusError: false,
  });
  const rows = useFieldArray({ control: form.control, name: 'products' });
  const createDraft = useSaveAsDraft();
  const busy = form.formState.isSubmitting || createDraft.isPending;
  // Why the last try was refused, shown beside the buttons (a toast would cover them).
  const [problem, setProblem] = useState<string | null>(null);
  // Any edit answers it (the fields keep their own messages until they are right).
  useEffect(() => {
    const subscription = form.watch(() => setProblem(null));
    return () => subscription.unsubscribe();
  }, [form]);

  const addRow = () =>
    rows.append(emptyProductRow(), { shouldFocus: true, focusName: `products.${rows.fields.length}.productName` });
  const removeRow = (index: number) => {
    rows.remove(index);
    form.setFocus(`products.${Math.max(0, index - 1)}.productName`);
  };

  const onValid = async (values: AddProductsFormOutput) => {
    setProblem(null);
    onBusyChange(true);
    try {
      const outcome = await receiveProducts(values, {
        add,
        askConflict: conflict.ask,
        showNewExpiry: (notice) => newExpiry.ask(notice),
      });
      if (outcome.added.length > 0) {
        toast({
          title: t('toast.itemAdded'),
          description: countText(t, 'toast.itemsAddedText', outcome.added.length),
          variant: 'success',
        });
        void refresh();
      }
      if (!outcome.stopped) {
        form.reset(addProductsDefaults());
        onDone();
        return;
      }
      // Rows already in stock leave the form, so sending it again cannot receive them twice.
      rows.remove(outcome.added);
      if (outcome.stopped.reason === 'failed') {
        setProblem(inventoryErrorText(outcome.stopped.error, t, t('toast.addFailed')));
      }
    } finally {
      onBusyChange(false);
    }
  };

  /** Save as draft: the rows as typed, checked only for one named product (spec part 2 §5). */
  const saveDraft = () => {
    const draft = draftOfProducts(form.getValues());
    if ('message' in draft) {
      form.setError('products.0.productName', { type: 'draft', message: draft.message });
      form.setFocus('products.0.productName');
      setProblem(inventoryMessage(draft.message, t) ?? null);
      return;
    }
    setProblem(null);
    onBusyChange(true);
    createDraft.mutate(draft.body, {
      onSuccess: () => {
        toast({ title: t('toast.draftSaved'), description: t('toast.draftSavedText'), variant: 'success' });
        form.reset(addProductsDefaults());
        onDone();
      },
      onError: (error) => setProblem(inventoryErrorText(error, t, t('toast.draftSaveFailedText'))),
      onSettled: () => onBusyChange(false),
    });
  };

  const onInvalid = (errors: FieldErrors<AddProductsFormValues>) => {
    const first = firstInvalidField(errors);
    if (first) form.setFocus(first);
    // Each field says what it lacks; this line says so once, beside the buttons.
    setProblem(
      errors.supplierId
        ? t('errors:codes.supplier_required')
        : errors.orderId
          ? t('errors:codes.order_id_required')
          : t('toast.fillRequired'),
    );
  };

  return (
    <form
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      noValidate
      className="flex flex-col gap-4"
      data-testid="add-products-form"
    >
      <ReceiptHeaderFields form={form} />
      <h3 className="font-semibold">{t('add.products')}</h3>
      {rows.fields.map((row, index) => (
        <ProductRowFields
          key={row.id}
          form={form}
          index={index}
          onRemove={rows.fields.length > 1 ? () => removeRow(index) : undefined}
        />
      ))}
      <Button variant="outline" className="self-start" onClick={addRow} data-testid="add-product-add-row">
        <Plus className="size-4" aria-hidden="true" />
        {t('add.addRow')}
      </Button>
      <div className="sticky bottom-0 -mx-6 flex flex-wrap justify-end gap-2 border-t border-line bg-surface px-6 py-4">
        <NeedsNetworkNote className="basis-full" />
        <FormAlert message={problem} className="basis-full" testId="add-product-problem" />
        <Button variant="outline" onClick={onDone} disabled={busy} data-testid="add-product-cancel">
          {t('add.cancel')}
        </Button>
        <OnlineOnlyButton
          variant="outline"
          onClick={saveDraft}
          loading={createDraft.isPending}
          disabled={busy}
          data-testid="add-product-save-draft"
        >
          <FilePlus2 className="size-4" aria-hidden="true" />
          {t('add.saveDraft')}
        </OnlineOnlyButton>
        <OnlineOnlyButton
          type="submit"
          loading={form.formState.isSubmitting}
          disabled={busy}
          data-testid="add-product-submit"
        >
          {t('add.submit')}
        </OnlineOnlyButton>
      </div>
      <NameConflictDialog conflict={conflict.question} onChoose={conflict.answer} />
      <NewExpiryDialog notice={newExpiry.question} onClose={() => newExpiry.answer(undefined)} />
    </form>
  );
}

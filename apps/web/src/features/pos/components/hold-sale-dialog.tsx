import { CartDraftCreateRequest } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormField, fieldAria } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { isolate } from '../../../lib/bidi';
import { useDeleteCartDraft, useSaveCartDraft } from '../api';
import { draftOf } from '../cart-lines';
import { posErrorText, posMessage } from '../error-text';
import type { SaleState } from '../use-sale';

const HoldForm = CartDraftCreateRequest.pick({ draftName: true, customerName: true });

/** Hold Sale: keeps the cart on the server under a name (required) and an optional customer. */
export function HoldSaleDialog({
  open,
  onOpenChange,
  sale,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sale: SaleState;
  /** Where focus goes once the dialog has closed (the scan field: Escape leaves the till ready). */
  onClosed?: () => void;
}) {
  const { t } = useTranslation('pos');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('hold.title')}
        description={t('hold.description')}
        className="max-w-md"
        data-testid="hold-dialog"
        onCloseAutoFocus={(event) => {
          if (!onClosed) return;
          event.preventDefault();
          onClosed();
        }}
      >
        {open && <HoldSaleForm sale={sale} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function HoldSaleForm({ sale, onDone }: { sale: SaleState; onDone: () => void }) {
  const { t } = useTranslation('pos');
  const save = useSaveCartDraft();
  const removeOld = useDeleteCartDraft();
  const form = useForm({ resolver: zodResolver(HoldForm), defaultValues: { draftName: '', customerName: '' } });
  const { errors } = form.formState;
  const nameError = posMessage(errors.draftName?.message, t);

  const onSubmit = form.handleSubmit(({ draftName, customerName }) =>
    save.mutate(draftOf(sale.lines, sale.totals, { draftName, customerName: customerName ?? undefined }), {
      onSuccess: (draft) => {
        // The held cart replaces the one it was loaded from.
        if (sale.loadedDraft) removeOld.mutate(sale.loadedDraft.id);
        sale.reset();
        toast({
          title: t('hold.saved'),
          description: t('hold.savedText', { name: isolate(draft.draftName) }),
          variant: 'success',
        });
        onDone();
      },
      onError: (error) =>
        toast({
          title: t('hold.failed'),
          description: posErrorText(error, t, t('hold.failed')),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormField id="hold-name" label={t('hold.name')} error={nameError}>
        <Input autoComplete="off" {...fieldAria('hold-name', nameError)} {...form.register('draftName')} />
      </FormField>
      <FormField id="hold-customer" label={t('hold.customer')} hint={t('hold.customerHint')}>
        <Input autoComplete="off" {...fieldAria('hold-customer', undefined)} {...form.register('customerName')} />
      </FormField>
      <NeedsNetworkNote />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} data-testid="hold-cancel">
          {t('hold.cancel')}
        </Button>
        <OnlineOnlyButton type="submit" loading={save.isPending} data-testid="hold-save">
          {t('hold.save')}
        </OnlineOnlyButton>
      </div>
    </form>
  );
}

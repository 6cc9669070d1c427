import { type Supplier, SupplierCreateRequest } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormField, fieldAria } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { isolate } from '../../../lib/bidi';
import { applyServerIssues } from '../../../lib/form-errors';
import { useCreateSupplier } from '../../inventory/api';
import { ExistingSupplierHint, useExistingSupplier } from '../../inventory/components/existing-supplier';
import { inventoryErrorText, inventoryMessage } from '../../inventory/error-text';

const fields = ['name', 'contact', 'phone', 'email', 'address', 'leadDays'] as const;
const inputTypes: Partial<Record<(typeof fields)[number], string>> = {
  phone: 'tel',
  email: 'email',
  leadDays: 'number',
};
const empty = { name: '', contact: '', phone: '', email: '', address: '', leadDays: '3' };

interface AddSupplierDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (supplier: Supplier) => void;
}

/** Add Supplier (spec part 2 §5 "Supplier form"): company, contact and phone required, e-mail valid. */
export function AddSupplierDialog({ open, onOpenChange, onCreated }: AddSupplierDialogProps) {
  const { t } = useTranslation('suppliers');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('form.title')} description={t('form.description')} data-testid="add-supplier-dialog">
        {open && <AddSupplierForm onCreated={onCreated} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AddSupplierForm({ onCreated, onCancel }: { onCreated: (supplier: Supplier) => void; onCancel: () => void }) {
  const { t } = useTranslation('suppliers');
  const create = useCreateSupplier();
  const known = useExistingSupplier();
  const form = useForm({ resolver: zodResolver(SupplierCreateRequest), defaultValues: empty });
  const { errors } = form.formState;
  const error = (name: (typeof fields)[number]) => inventoryMessage(errors[name]?.message, t);

  const save = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (supplier) => {
        toast({
          title: t('toast.supplierAdded'),
          description: t('toast.supplierAddedText', { name: isolate(supplier.name) }),
          variant: 'success',
        });
        onCreated(supplier);
      },
      onError: (failure) => {
        // A near-duplicate name: the existing supplier is offered beside the name, no toast.
        if (known.take(failure)) return;
        applyServerIssues(failure, form.setError, fields);
        toast({
          title: t('toast.addFailed'),
          description: inventoryErrorText(failure, t, t('toast.addFailed')),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-4">
      {fields.map((name) => (
        <FormField key={name} id={`supplier-${name}`} label={t(`form.${name}`)} error={error(name)}>
          <Input
            type={inputTypes[name] ?? 'text'}
            autoComplete="off"
            autoFocus={name === 'name'}
            {...fieldAria(`supplier-${name}`, error(name))}
            {...form.register(name)}
          />
        </FormField>
      ))}
      {known.existing && <ExistingSupplierHint existing={known.existing} onUse={onCreated} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending} data-testid="supplier-save">
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}

import type { Supplier } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { applyServerIssues } from '../../../lib/form-errors';
import { useCreateSupplier } from '../api';
import { inventoryErrorText, inventoryMessage } from '../error-text';
import { addSupplierDefaults, addSupplierForm } from '../forms';
import { ExistingSupplierHint, useExistingSupplier } from './existing-supplier';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

const fields = ['name', 'contact', 'phone', 'email', 'address'] as const;
const inputTypes: Partial<Record<(typeof fields)[number], string>> = { phone: 'tel', email: 'email' };

interface AddSupplierPanelProps {
  onCreated: (supplier: Supplier) => void;
  onCancel: () => void;
}

/**
 * The inline Add supplier form of the receiving dialog. It sits inside the dialog's own form, so it
 * is a group, not a nested <form>: Enter in its fields saves the supplier, not the products.
 */
export function AddSupplierPanel({ onCreated, onCancel }: AddSupplierPanelProps) {
  const { t } = useTranslation('inventory');
  const create = useCreateSupplier();
  const known = useExistingSupplier();
  const form = useForm({ resolver: zodResolver(addSupplierForm), defaultValues: addSupplierDefaults() });
  const { errors } = form.formState;
  const error = (name: (typeof fields)[number]) => inventoryMessage(errors[name]?.message, t);

  const save = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (supplier) => {
        toast({
          title: t('toast.supplierAdded'),
          description: t('toast.supplierAddedText', { name: supplier.name }),
          variant: 'success',
        });
        onCreated(supplier);
      },
      onError: (failure) => {
        // A near-duplicate name: the existing supplier is offered beside the name, no toast.
        if (known.take(failure)) return;
        applyServerIssues(failure, form.setError, fields);
        toast({
          title: t('toast.error'),
          description: inventoryErrorText(failure, t, t('toast.supplierAddFailed')),
          variant: 'destructive',
        });
      },
    }),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    event.stopPropagation();
    void save();
  };

  return (
    <fieldset
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3 rounded-lg border border-brand/30 bg-brand-soft/30 p-4"
      data-testid="add-supplier-panel"
    >
      <legend className="float-start font-semibold">{t('supplierForm.title')}</legend>
      <div className="clear-both grid gap-3 sm:grid-cols-2">
        {fields.map((name) => (
          <FormField key={name} id={`add-supplier-${name}`} label={t(`supplierForm.${name}`)} error={error(name)}>
            <Input
              type={inputTypes[name] ?? 'text'}
              autoComplete="off"
              autoFocus={name === 'name'}
              {...fieldAria(`add-supplier-${name}`, error(name))}
              {...form.register(name)}
            />
          </FormField>
        ))}
      </div>
      {known.existing && <ExistingSupplierHint existing={known.existing} onUse={onCreated} />}
      <NeedsNetworkNote />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} data-testid="add-supplier-cancel">
          {t('supplierForm.cancel')}
        </Button>
        <OnlineOnlyButton
          variant="secondary"
          onClick={() => void save()}
          loading={create.isPending}
          data-testid="add-supplier-save"
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('supplierForm.save')}
        </OnlineOnlyButton>
      </div>
    </fieldset>
  );
}

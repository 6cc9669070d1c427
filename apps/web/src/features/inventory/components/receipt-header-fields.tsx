import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useSuppliers } from '../api';
import { inventoryMessage } from '../error-text';
import type { AddProductsFormOutput, AddProductsFormValues } from '../forms';
import { AddSupplierPanel } from './add-supplier-panel';

interface ReceiptHeaderFieldsProps {
  form: UseFormReturn<AddProductsFormValues, unknown, AddProductsFormOutput>;
}

/** The supplier (picked, or added inline) and the supplier's order ID, shared by every row. */
export function ReceiptHeaderFields({ form }: ReceiptHeaderFieldsProps) {
  const { t } = useTranslation('inventory');
  const suppliers = useSuppliers();
  const [adding, setAdding] = useState(false);
  const { errors } = form.formState;
  const supplierError = inventoryMessage(errors.supplierId?.message, t);
  const orderError = inventoryMessage(errors.orderId?.message, t);

  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="add-product-supplier" label={t('add.supplier')} error={supplierError}>
          <div className="flex gap-2">
            <Controller
              control={form.control}
              name="supplierId"
              render={({ field }) => (
                <div className="min-w-0 flex-1">
                  <Select
                    {...fieldAria('add-product-supplier', supplierError)}
                    name={field.name}
                    ref={field.ref}
                    value={String(field.value ?? '')}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                  >
                    <option value="">
                      {suppliers.isPending ? t('add.loadingSuppliers') : t('add.selectSupplier')}
                    </option>
                    {suppliers.data?.map((supplier) => (
                      <option key={supplier.id} value={String(supplier.id)} dir="auto">
                        {supplier.name}
                      </option>
                    ))}
                  </Select>
                </div>
              )}
            />
            <Button
              variant="outline"
              onClick={() => setAdding((open) => !open)}
              aria-expanded={adding}
              aria-label={t('add.addSupplier')}
              title={t('add.addSupplier')}
              data-testid="add-supplier-open"
            >
              <Plus className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">{t('add.addSupplier')}</span>
            </Button>
          </div>
        </FormField>
        <FormField id="add-product-order-id" label={t('add.orderId')} error={orderError} hint={t('add.orderIdHint')}>
          <Input autoComplete="off" {...fieldAria('add-product-order-id', orderError)} {...form.register('orderId')} />
        </FormField>
      </div>
      {adding && (
        <AddSupplierPanel
          onCancel={() => setAdding(false)}
          onCreated={(supplier) => {
            form.setValue('supplierId', String(supplier.id), { shouldValidate: true, shouldDirty: true });
            setAdding(false);
          }}
        />
      )}
    </div>
  );
}

import { type DraftField, draftFields, draftProductFieldOf } from '@assist/domain';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { ProductFieldControl, type ProductFieldControlProps } from './product-field-control';

interface ProductFieldsProps {
  /** The id (and test id) of a field's control. */
  idOf: (field: DraftField) => string;
  /** A field's message, in the user's language. */
  errorOf: (field: DraftField) => string | undefined;
  /** The form's registration of a field. */
  register: (field: DraftField) => UseFormRegisterReturn & { onKeyDown?: ProductFieldControlProps['onKeyDown'] };
  /** Add New Products says "Barcode", Edit Draft "Barcode (optional)". */
  barcodeLabel: 'add.barcode' | 'editDraft.barcode';
  /** Edit Draft lets a Latin name on an Arabic page keep its start in view. */
  nameDir?: 'auto';
  className: string;
  /** Shown after the fields, inside the grid (Add New Products' price per unit). */
  children?: ReactNode;
  /** The maker's batch (Add New Products, Edit Draft): a field of its own after the expiry. */
  batch?: { id: string; error: string | undefined; register: UseFormRegisterReturn } | undefined;
}

/** The fields that take a whole line on phones (the name: always). */
const wide: Partial<Record<DraftField, string>> = {
  productName: 'col-span-2',
  barcode: 'col-span-2 sm:col-span-1',
  category: 'col-span-2 sm:col-span-1',
  expiryDate: 'col-span-2 sm:col-span-1',
};

/**
 * One product's fields in a react-hook-form form (Add New Products' rows, Edit Draft): name,
 * barcode, category, boxes, units per box, cost and retail price per box, expiry date (and batch).
 */
export function ProductFields({
  idOf,
  errorOf,
  register,
  barcodeLabel,
  nameDir,
  className,
  children,
  batch,
}: ProductFieldsProps) {
  const { t } = useTranslation('inventory');

  return (
    <div className={className}>
      {draftFields.map((key) => (
        <FormField
          key={key}
          id={idOf(key)}
          label={t(key === 'barcode' ? barcodeLabel : `add.${key}`)}
          error={errorOf(key)}
          className={wide[key]}
        >
          <ProductFieldControl
            field={draftProductFieldOf[key]}
            {...fieldAria(idOf(key), errorOf(key))}
            {...register(key)}
            dir={key === 'productName' ? nameDir : undefined}
          />
        </FormField>
      ))}
      {batch && (
        <FormField id={batch.id} label={t('add.batchNumber')} error={batch.error} className="col-span-2 sm:col-span-1">
          <ProductFieldControl field="batchNumber" {...fieldAria(batch.id, batch.error)} {...batch.register} />
        </FormField>
      )}
      {children}
    </div>
  );
}

import { categories, type DraftField } from '@assist/domain';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { CountInput, PriceInput } from '../../inventory/components/number-input';

interface ProductFieldsProps {
  /** The id (and test id) of a field's control. */
  idOf: (field: DraftField) => string;
  /** A field's message, in the user's language. */
  errorOf: (field: DraftField) => string | undefined;
  /** The form's registration of a field. */
  register: (field: DraftField) => UseFormRegisterReturn;
  /** Add New Products says "Barcode", Edit Draft "Barcode (optional)". */
  barcodeLabel: 'add.barcode' | 'editDraft.barcode';
  /** Edit Draft lets a Latin name on an Arabic page keep its start in view. */
  nameDir?: 'auto';
  className: string;
  /** Shown after the fields, inside the grid (Add New Products' price per unit). */
  children?: ReactNode;
}

/**
 * One product's fields in a react-hook-form form (Add New Products' rows, Edit Draft): name,
 * barcode, category, boxes, units per box, cost and retail price per box, expiry date.
 */
export function ProductFields({
  idOf,
  errorOf,
  register,
  barcodeLabel,
  nameDir,
  className,
  children,
}: ProductFieldsProps) {
  const { t } = useTranslation('inventory');
  const field = (key: DraftField, label: string) => ({ id: idOf(key), label: t(label), error: errorOf(key) });
  const control = (key: DraftField) => ({ ...fieldAria(idOf(key), errorOf(key)), ...register(key) });

  return (
    <div className={className}>
      <FormField {...field('productName', 'add.productName')} className="col-span-2">
        <Input autoComplete="off" dir={nameDir} {...control('productName')} />
      </FormField>
      <FormField {...field('barcode', barcodeLabel)} className="col-span-2 sm:col-span-1">
        <Input autoComplete="off" dir="ltr" className="rtl:text-right" {...control('barcode')} />
      </FormField>
      <FormField {...field('category', 'add.category')} className="col-span-2 sm:col-span-1">
        <Select {...control('category')}>
          {categories.map((category) => (
            <option key={category.value} value={category.value}>
              {t(`categories.${category.value}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField {...field('quantity', 'add.quantity')}>
        <CountInput {...control('quantity')} />
      </FormField>
      <FormField {...field('unitsPerBox', 'add.unitsPerBox')}>
        <CountInput {...control('unitsPerBox')} />
      </FormField>
      <FormField {...field('costPrice', 'add.costPrice')}>
        <PriceInput {...control('costPrice')} />
      </FormField>
      <FormField {...field('retailPrice', 'add.retailPrice')}>
        <PriceInput {...control('retailPrice')} />
      </FormField>
      <FormField {...field('expiryDate', 'add.expiryDate')} className="col-span-2 sm:col-span-1">
        <Input type="date" {...control('expiryDate')} />
      </FormField>
      {children}
    </div>
  );
}

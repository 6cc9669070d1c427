import { categories, type DraftField } from '@assist/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { EditDraftFormOutput, EditDraftFormValues } from '../draft-forms';
import { inventoryMessage } from '../../inventory/error-text';
import { CountInput, PriceInput } from '../../inventory/components/number-input';

type Field = DraftField;

/** The product fields of Edit Draft: name (required), barcode, category, boxes, packaging, prices, expiry. */
export function DraftFields({ form }: { form: UseFormReturn<EditDraftFormValues, unknown, EditDraftFormOutput> }) {
  const { t } = useTranslation('inventory');
  const { errors } = form.formState;
  const id = (field: Field) => `edit-draft-${field}`;
  const error = (field: Field) => inventoryMessage(errors[field]?.message, t);
  const field = (key: Field, label: string) => ({ id: id(key), label: t(label), error: error(key) });
  const control = (key: Field) => ({ ...fieldAria(id(key), error(key)), ...form.register(key) });

  return (
    <div className="grid grid-cols-2 gap-3">
      <FormField {...field('productName', 'add.productName')} className="col-span-2">
        <Input autoComplete="off" dir="auto" {...control('productName')} />
      </FormField>
      <FormField {...field('barcode', 'editDraft.barcode')} className="col-span-2 sm:col-span-1">
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
    </div>
  );
}

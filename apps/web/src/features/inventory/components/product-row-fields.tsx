import { categories } from '@assist/domain';
import { Trash2 } from 'lucide-react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { typedUnitPrice } from '../display';
import { inventoryMessage } from '../error-text';
import type { AddProductsFormOutput, AddProductsFormValues, ProductRowValues } from '../forms';
import { numberFallback, withFallback } from '../forms';
import { useMoney } from '../../../lib/format/use-money';
import { CountInput, PriceInput } from './number-input';

type Field = keyof ProductRowValues;

interface ProductRowFieldsProps {
  form: UseFormReturn<AddProductsFormValues, unknown, AddProductsFormOutput>;
  index: number;
  /** Absent while this is the only row (one product is always there). */
  onRemove?: (() => void) | undefined;
}

/** One product of Add New Products: name, barcode, category, boxes, prices per box (and per unit), expiry. */
export function ProductRowFields({ form, index, onRemove }: ProductRowFieldsProps) {
  const { t } = useTranslation('inventory');
  const money = useMoney();
  const errors = form.formState.errors.products?.[index];
  const id = (field: Field) => `product-row-${index}-${field}`;
  const error = (field: Field) => inventoryMessage(errors?.[field]?.message, t);
  const name = <F extends Field>(field: F) => `products.${index}.${field}` as const;
  const [unitsPerBox, costPrice, retailPrice] = useWatch({
    control: form.control,
    name: [name('unitsPerBox'), name('costPrice'), name('retailPrice')],
  });
  const unitCost = typedUnitPrice(costPrice, unitsPerBox);
  const unitRetail = typedUnitPrice(retailPrice, unitsPerBox);
  const field = (key: Field, label: string) => ({ id: id(key), label: t(label), error: error(key) });

  return (
    <fieldset className="rounded-lg border border-line p-4" data-testid={`product-row-${index}`}>
      {/* A floated legend lays out like a block, so the remove button can sit at its end. */}
      <legend className="float-start mb-3 flex min-h-9 w-full items-center justify-between gap-2">
        <span className="font-semibold">{t('add.product', { n: index + 1 })}</span>
        {onRemove && (
          <Button
            variant="ghost"
            size="sm"
            className="text-danger hover:bg-danger-soft"
            onClick={onRemove}
            aria-label={t('add.removeRow', { n: index + 1 })}
            title={t('add.removeRow', { n: index + 1 })}
            data-testid={`product-row-${index}-remove`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        )}
      </legend>
      <div className="clear-both grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FormField {...field('productName', 'add.productName')} className="col-span-2">
          <Input
            autoComplete="off"
            {...fieldAria(id('productName'), error('productName'))}
            {...form.register(name('productName'))}
          />
        </FormField>
        <FormField {...field('barcode', 'add.barcode')} className="col-span-2 sm:col-span-1">
          <Input
            autoComplete="off"
            dir="ltr"
            className="rtl:text-right"
            {...fieldAria(id('barcode'), error('barcode'))}
            {...form.register(name('barcode'))}
          />
        </FormField>
        <FormField {...field('category', 'add.category')} className="col-span-2 sm:col-span-1">
          <Select {...fieldAria(id('category'), error('category'))} {...form.register(name('category'))}>
            {categories.map((category) => (
              <option key={category.value} value={category.value}>
                {t(`categories.${category.value}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField {...field('quantity', 'add.quantity')}>
          <CountInput
            {...fieldAria(id('quantity'), error('quantity'))}
            {...form.register(name('quantity'), { setValueAs: withFallback(numberFallback.quantity) })}
          />
        </FormField>
        <FormField {...field('unitsPerBox', 'add.unitsPerBox')}>
          <CountInput
            {...fieldAria(id('unitsPerBox'), error('unitsPerBox'))}
            {...form.register(name('unitsPerBox'), { setValueAs: withFallback(numberFallback.unitsPerBox) })}
          />
        </FormField>
        <FormField {...field('costPrice', 'add.costPrice')}>
          <PriceInput
            {...fieldAria(id('costPrice'), error('costPrice'))}
            {...form.register(name('costPrice'), { setValueAs: withFallback(numberFallback.costPrice) })}
          />
        </FormField>
        <FormField {...field('retailPrice', 'add.retailPrice')}>
          <PriceInput
            {...fieldAria(id('retailPrice'), error('retailPrice'))}
            {...form.register(name('retailPrice'), { setValueAs: withFallback(numberFallback.retailPrice) })}
          />
        </FormField>
        <FormField {...field('expiryDate', 'add.expiryDate')} className="col-span-2 sm:col-span-1">
          <Input
            type="date"
            {...fieldAria(id('expiryDate'), error('expiryDate'))}
            {...form.register(name('expiryDate'))}
          />
        </FormField>
        <output
          className="col-span-2 flex items-end text-sm text-ink-muted sm:pb-2.5 lg:col-span-3"
          data-testid={`product-row-${index}-perUnit`}
        >
          {t('add.perUnit', {
            cost: unitCost === null ? '—' : money(unitCost),
            retail: unitRetail === null ? '—' : money(unitRetail),
          })}
        </output>
      </div>
    </fieldset>
  );
}

import type { DraftField } from '@assist/domain';
import { Trash2 } from 'lucide-react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { typedUnitPrice } from '../display';
import { inventoryMessage } from '../error-text';
import type { AddProductsFormOutput, AddProductsFormValues } from '../forms';
import { numberFallbackOf, withFallback } from '../forms';
import { useMoney } from '../../../lib/format/use-money';
import { ProductFields } from './product-fields';
import { usePackFill } from '../use-pack-fill';

type Field = DraftField;

interface ProductRowFieldsProps {
  form: UseFormReturn<AddProductsFormValues, unknown, AddProductsFormOutput>;
  index: number;
  /** Absent while this is the only row (one product is always there). */
  onRemove?: (() => void) | undefined;
}

/** One product of Add New Products: name, barcode (a GS1 pack code fills expiry and batch), category, boxes, prices, expiry, batch. */
export function ProductRowFields({ form, index, onRemove }: ProductRowFieldsProps) {
  const { t } = useTranslation('inventory');
  const money = useMoney();
  const errors = form.formState.errors.products?.[index];
  const id = (field: Field) => `product-row-${index}-${field}`;
  const error = (field: Field) => inventoryMessage(errors?.[field]?.message, t);
  const name = <F extends Field | 'batchNumber'>(field: F) => `products.${index}.${field}` as const;
  const [unitsPerBox, costPrice, retailPrice] = useWatch({
    control: form.control,
    name: [name('unitsPerBox'), name('costPrice'), name('retailPrice')],
  });
  const pack = usePackFill(form, index);
  const unitCost = typedUnitPrice(costPrice, unitsPerBox);
  const unitRetail = typedUnitPrice(retailPrice, unitsPerBox);

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
      <ProductFields
        idOf={id}
        errorOf={error}
        register={(key) => {
          const fallback = numberFallbackOf(key);
          const registered = form.register(name(key), fallback ? { setValueAs: withFallback(fallback) } : undefined);
          if (key !== 'barcode') return registered;
          // A GS1 pack code fills barcode, expiry and batch (use-pack-fill.ts) before the field's own blur.
          return {
            ...registered,
            onKeyDown: pack.onKeyDown,
            onBlur: (event) => {
              pack.apply(event.target.value);
              return registered.onBlur(event);
            },
          };
        }}
        batch={{
          id: `product-row-${index}-batchNumber`,
          error: inventoryMessage(errors?.batchNumber?.message, t),
          register: form.register(name('batchNumber')),
        }}
        barcodeLabel="add.barcode"
        className="clear-both grid grid-cols-2 gap-3 lg:grid-cols-4"
      >
        <output
          className="col-span-2 flex items-end text-sm text-ink-muted sm:pb-2.5 lg:col-span-3"
          data-testid={`product-row-${index}-perUnit`}
        >
          {t('add.perUnit', {
            cost: unitCost === null ? '—' : money(unitCost),
            retail: unitRetail === null ? '—' : money(unitRetail),
          })}
        </output>
      </ProductFields>
    </fieldset>
  );
}

import type { KeyboardEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AddProductsFormOutput, AddProductsFormValues } from './forms';
import { packFieldsOf, productOfGtin } from './pack-fill';

type Form = UseFormReturn<AddProductsFormValues, unknown, AddProductsFormOutput>;

/**
 * Add New Products' row `index` reads a GS1 pack code from its barcode field (a wedge scanner's
 * code ends with Enter; a pasted or typed one when the field is left): the barcode, expiry date
 * and batch are filled, then the product's name and category when the catalogue knows the GTIN.
 * Enter after a GS1 code does not submit the dialog: receiving a carton is scanning packs.
 */
export function usePackFill(form: Form, index: number) {
  const field = <F extends 'barcode' | 'expiryDate' | 'batchNumber' | 'productName' | 'category'>(name: F) =>
    `products.${index}.${name}` as const;
  const set = (name: Parameters<typeof field>[0], value: string) =>
    form.setValue(field(name), value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  /** Fills the row when `code` is a GS1 code; answers whether it was one (readable or not). */
  const apply = (code: string): boolean => {
    const pack = packFieldsOf(code);
    if (pack.kind === 'plain') return false;
    if (pack.kind === 'invalid') {
      form.setError(field('barcode'), { type: 'gs1', message: pack.message });
      return true;
    }
    form.clearErrors(field('barcode'));
    set('barcode', pack.barcode);
    if (pack.expiryDate) set('expiryDate', pack.expiryDate);
    if (pack.batchNumber) set('batchNumber', pack.batchNumber);
    void productOfGtin(pack.gtin)
      .then((product) => {
        if (!product || form.getValues(field('barcode')) !== pack.barcode) return;
        set('barcode', product.barcode);
        if (!form.getValues(field('productName'))) set('productName', product.name);
        set('category', product.category);
      })
      .catch(() => undefined);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (event.key !== 'Enter') return;
    if (apply(event.currentTarget.value)) event.preventDefault();
  };
  return { apply, onKeyDown };
}

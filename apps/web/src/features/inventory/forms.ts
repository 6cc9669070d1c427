import {
  AddProductRequest,
  draftFields,
  type InventoryItem,
  receiptWithinBounds,
  SupplierCreateRequest,
  UpdateInventoryItemRequest,
  UpdateProductRequest,
} from '@assist/domain';

/** One product row of Add New Products: the add-product contract without the dialog-wide fields. */
const productRow = AddProductRequest.omit({ supplierId: true, orderId: true, updateProductName: true }).superRefine(
  receiptWithinBounds,
);

/** Add New Products: a supplier and an order for all rows, then the rows (each sent as one request). */
export const addProductsForm = AddProductRequest.pick({ supplierId: true, orderId: true }).extend({
  products: productRow.array(),
});
export type ProductRowValues = Omit<AddProductRequest, 'supplierId' | 'orderId' | 'updateProductName'>;
export type AddProductsFormValues = Pick<AddProductRequest, 'supplierId' | 'orderId'> & {
  products: ProductRowValues[];
};

export function emptyProductRow(): ProductRowValues {
  return {
    productName: '',
    barcode: '',
    category: 'none',
    quantity: '1',
    unitsPerBox: '1',
    costPrice: '',
    retailPrice: '',
    expiryDate: '',
    batchNumber: '',
  };
}

export function addProductsDefaults(): AddProductsFormValues {
  return { supplierId: '', orderId: '', products: [emptyProductRow()] };
}

/** The row fields in the order the dialog shows them. */
const rowFieldOrder = draftFields satisfies readonly (keyof ProductRowValues)[];

type RowField = (typeof rowFieldOrder)[number];
type RowErrors = Partial<Record<RowField, unknown>>;
export type AddProductsField = 'supplierId' | 'orderId' | `products.${number}.${RowField}`;

/**
 * The first invalid field as the dialog shows them (supplier, order ID, then row by row), to
 * focus it; react-hook-form's own choice follows registration order, which is not screen order.
 */
export function firstInvalidField(errors: {
  supplierId?: unknown;
  orderId?: unknown;
  products?: readonly (RowErrors | undefined)[] | unknown;
}): AddProductsField | undefined {
  if (errors.supplierId) return 'supplierId';
  if (errors.orderId) return 'orderId';
  const rows = Array.isArray(errors.products) ? (errors.products as (RowErrors | undefined)[]) : [];
  for (const [index, row] of rows.entries()) {
    const field = rowFieldOrder.find((name) => row?.[name]);
    if (field) return `products.${index}.${field}`;
  }
  return undefined;
}

/** Spec part 2 §5: an empty quantity or units per box counts as 1, an empty price as 0. */
export const numberFallback = {
  quantity: '1',
  unitsPerBox: '1',
  costPrice: '0',
  retailPrice: '0',
} as const;

/** The fallback of a number field, none for the others. */
export function numberFallbackOf(field: string): string | undefined {
  const byName: Readonly<Record<string, string>> = numberFallback;
  return Object.hasOwn(byName, field) ? byName[field] : undefined;
}

/** For `register(name, { setValueAs })`: an emptied number field takes its fallback. */
export function withFallback(fallback: string) {
  return (value: unknown) => (value === '' || value === null || value === undefined ? fallback : value);
}

/** Edit Inventory Item: the edit contract with every field present. */
export const editItemForm = UpdateInventoryItemRequest.required();
export type EditItemFormValues = Required<UpdateInventoryItemRequest>;

export function editItemDefaults(item: InventoryItem): EditItemFormValues {
  return {
    quantity: String(item.quantity),
    unitsPerBox: String(item.unitsPerBox),
    costPrice: item.costPrice,
    retailPrice: item.retailPrice,
    expiryDate: item.expiryDate,
    batchNumber: item.batchNumber ?? '',
  };
}

/** Edit Product: name and barcode. */
export const editProductForm = UpdateProductRequest.pick({ name: true, barcode: true });

/** The inline Add supplier form of the receiving dialog (the lead time keeps its default there). */
export const addSupplierForm = SupplierCreateRequest;
export function addSupplierDefaults() {
  return { name: '', contact: '', phone: '', email: '', address: '', leadDays: '3' };
}

/** The parsed form (numbers coerced, prices as "12.50", the canonical category). */
export type AddProductsFormOutput = ReturnType<typeof addProductsForm.parse>;

import {
  type CreateDraftRequest,
  type Draft,
  type DraftField,
  draftMessages,
  ProductName,
  UpdateDraftRequest,
} from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { AddProductsFormValues, ProductRowValues } from '../inventory/forms';

type EditDraftField = DraftField | 'supplierId' | 'orderId';

/** The draft update contract with the name required (spec part 2 §5 Draft edit). */
export const editDraftContract = UpdateDraftRequest.pick({
  barcode: true,
  category: true,
  quantity: true,
  unitsPerBox: true,
  costPrice: true,
  retailPrice: true,
  expiryDate: true,
  supplierId: true,
  orderId: true,
}).extend({ productName: ProductName });

/** Edit Draft's inputs, as text ('' clears a field). */
export type EditDraftFormValues = Record<EditDraftField, string>;
export type EditDraftFormOutput = ReturnType<typeof editDraftContract.parse>;

/**
 * Edit Draft (a single-product draft): only the name is required; everything else may stay empty
 * until the draft is completed. The contract types its coerced inputs as `unknown`; the form's
 * text is what it parses, so the resolver is typed for the form's values.
 */
export const editDraftResolver = zodResolver(editDraftContract) as unknown as Resolver<
  EditDraftFormValues,
  unknown,
  EditDraftFormOutput
>;

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function editDraftDefaults(draft: Draft): EditDraftFormValues {
  return {
    productName: draft.productName ?? '',
    barcode: text(draft.barcode),
    category: draft.category ?? 'other',
    quantity: text(draft.quantity),
    unitsPerBox: text(draft.unitsPerBox),
    costPrice: text(draft.costPrice),
    retailPrice: text(draft.retailPrice),
    expiryDate: text(draft.expiryDate),
    supplierId: text(draft.supplierId),
    orderId: text(draft.orderId),
  };
}

/** Spec part 2 §4: completion is offered only when the name, quantity and cost price exist. */
export function canComplete(values: Pick<EditDraftFormValues, 'productName' | 'quantity' | 'costPrice'>): boolean {
  return Boolean(values.productName.trim() && values.quantity.trim() && values.costPrice.trim());
}

/** Which draft type the Drafts tab opens in which editor. */
export type DraftEditor = 'batch' | 'multi' | 'single';

export function editorOf(draft: Pick<Draft, 'draftType' | 'sourceData'>): DraftEditor {
  if (draft.draftType === 'csv-batch') return 'batch';
  return draft.sourceData.isMultiProduct ? 'multi' : 'single';
}

const hasContent = (row: ProductRowValues) => Boolean(row.productName.trim() || row.barcode.trim());

/**
 * Add New Products' "Save as draft" (spec part 2 §5: at least one row with a name). Blank rows are
 * left out. One product makes a single-product draft (the Edit Draft dialog, completed in one
 * step); several make a manual draft of sourceData.products (the multi-product dialog).
 * Answers the request, or the message to show when no row has a name.
 */
export function draftOfProducts(values: AddProductsFormValues): { body: CreateDraftRequest } | { message: string } {
  const rows = values.products.filter(hasContent);
  if (!rows.some((row) => row.productName.trim())) return { message: draftMessages.draftNeedsNamedProduct };
  const header = { draftType: 'manual' as const, supplierId: values.supplierId || null, orderId: values.orderId };
  const [only] = rows;
  if (rows.length === 1 && only) return { body: { ...header, ...only } };
  const products = rows.map((row) => ({
    name: row.productName.trim(),
    barcode: row.barcode.trim(),
    category: row.category,
    quantity: row.quantity,
    quantityType: 'box' as const,
    unitsPerBox: row.unitsPerBox,
    costPrice: row.costPrice,
    retailPrice: row.retailPrice,
    expirationDate: row.expiryDate,
  }));
  return { body: { ...header, sourceData: { products, supplierId: header.supplierId, orderId: values.orderId } } };
}

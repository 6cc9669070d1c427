import { type Draft, type DraftField, ProductName, UpdateDraftRequest } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

type EditDraftField = DraftField | 'batchNumber' | 'supplierId' | 'orderId';

/** The draft update contract with the name required (spec part 2 §5 Draft edit). */
export const editDraftContract = UpdateDraftRequest.pick({
  barcode: true,
  category: true,
  quantity: true,
  unitsPerBox: true,
  costPrice: true,
  retailPrice: true,
  expiryDate: true,
  batchNumber: true,
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

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

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
    batchNumber: text(draft.batchNumber),
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

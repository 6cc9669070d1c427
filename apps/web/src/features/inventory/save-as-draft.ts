import { type CreateDraftRequest, type Draft, draftMessages } from '@assist/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { draftKeys } from '../../lib/query-keys';
import type { AddProductsFormValues, ProductRowValues } from './forms';

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
    batchNumber: row.batchNumber,
  }));
  return { body: { ...header, sourceData: { products, supplierId: header.supplierId, orderId: values.orderId } } };
}

/** Add New Products' "Save as draft": creates the draft and refreshes the Drafts tab. */
export function useSaveAsDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDraftRequest) => api.post<Draft>('/api/inventory/drafts', body),
    onSuccess: () => client.invalidateQueries({ queryKey: draftKeys.all }),
  });
}

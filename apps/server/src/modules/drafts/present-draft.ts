import type { BatchResponse, Draft, DraftProduct, ImportInfo, SkippedRow } from '@assist/domain';
import { categoryValues } from '@assist/domain';
import type { DraftRow } from './drafts-repository.js';

type Category = Draft['category'];
const known = new Set<string>(categoryValues);

/** The rows a draft keeps in its source data (stored already normalised by the domain schemas). */
export function draftProducts(row: Pick<DraftRow, 'sourceData'>): DraftProduct[] {
  return (row.sourceData.products ?? []) as DraftProduct[];
}

/** A draft as the Drafts tab shows it; productCount is 1 for a single-product draft. */
export function presentDraft(row: DraftRow, productCount?: number): Draft {
  const source = row.sourceData;
  const rows = productCount ?? source.products?.length ?? 0;
  return {
    id: row.id,
    draftType: row.draftType,
    productName: row.productName,
    barcode: row.barcode,
    category: row.category && known.has(row.category) ? (row.category as Category) : null,
    quantity: row.quantity,
    unitsPerBox: row.unitsPerBox,
    costPrice: row.costPrice,
    retailPrice: row.retailPrice,
    expiryDate: row.expiryDate,
    batchNumber: row.batchNumber,
    supplierId: row.supplierId,
    orderId: row.orderRef,
    productId: row.productId,
    notes: row.notes,
    sourceData: {
      ...(source.products ? { products: draftProducts(row) } : {}),
      supplierId: row.supplierId,
      orderId: row.orderRef,
      isMultiProduct: source.isMultiProduct ?? rows > 0,
      ...(source.importInfo ? { importInfo: source.importInfo as ImportInfo } : {}),
      ...(source.skippedRows ? { skippedRows: source.skippedRows as SkippedRow[] } : {}),
      ...(source.extractedData ? { extractedData: source.extractedData as Draft['sourceData']['extractedData'] } : {}),
      ...(source.detectedSupplier !== undefined
        ? { detectedSupplier: source.detectedSupplier as Draft['sourceData']['detectedSupplier'] }
        : {}),
    },
    productCount: rows > 0 ? rows : 1,
    isCompleted: row.isCompleted,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The batch editor's view of a draft: its rows, the import facts and the rows not imported. */
export function presentBatch(row: DraftRow): BatchResponse {
  return {
    draft: {
      id: row.id,
      draftType: row.draftType,
      supplierId: row.supplierId,
      orderId: row.orderRef,
      notes: row.notes,
    },
    products: draftProducts(row),
    importInfo: (row.sourceData.importInfo as ImportInfo | undefined) ?? null,
    skippedRows: (row.sourceData.skippedRows as SkippedRow[] | undefined) ?? [],
  };
}

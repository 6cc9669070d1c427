import { type CreateDraftRequest, type Draft, type OcrDraftRequest, withRowIds } from '@assist/domain';
import type { z } from 'zod';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { checkDraftReferences } from './draft-references.js';
import { insertDraft } from './drafts-repository.js';
import { presentDraft } from './present-draft.js';

export type CreateDraftInput = z.output<typeof CreateDraftRequest>;
export type OcrDraftInput = z.output<typeof OcrDraftRequest>;

/**
 * `POST /api/inventory/drafts`: a single-product draft, or with sourceData.products a
 * multi-product one. Supplier and order id may come at the top or inside sourceData.
 */
export async function createDraft(ctx: AppContext, actor: Actor, input: CreateDraftInput): Promise<Draft> {
  const source = input.sourceData;
  const supplierId = input.supplierId ?? source?.supplierId ?? null;
  const productId = input.productId ?? null;
  await checkDraftReferences(ctx.db, actor.ownerId, { supplierId, productId });
  const products = source?.products?.length ? withRowIds(source.products) : undefined;
  const row = await insertDraft(ctx.db, {
    ownerId: actor.ownerId,
    draftType: input.draftType,
    productName: input.productName ?? null,
    barcode: input.barcode ?? null,
    category: input.category ?? (products ? null : 'other'),
    quantity: input.quantity ?? null,
    unitsPerBox: input.unitsPerBox ?? null,
    costPrice: input.costPrice ?? null,
    retailPrice: input.retailPrice ?? null,
    expiryDate: input.expiryDate ?? null,
    batchNumber: input.batchNumber ?? null,
    supplierId,
    orderRef: input.orderId ?? source?.orderId ?? null,
    productId,
    notes: input.notes ?? null,
    sourceData: {
      ...(products ? { products, isMultiProduct: true } : {}),
      ...(source?.extractedData ? { extractedData: source.extractedData } : {}),
      ...(source?.detectedSupplier !== undefined ? { detectedSupplier: source.detectedSupplier } : {}),
    },
  });
  return presentDraft(row);
}

/** `POST /api/inventory/ocr-drafts`: the scanner's reviewed products kept as an OCR draft. */
export async function createOcrDraft(ctx: AppContext, actor: Actor, input: OcrDraftInput): Promise<Draft> {
  const supplierId = input.supplierId ?? input.sourceData?.supplierId ?? null;
  await checkDraftReferences(ctx.db, actor.ownerId, { supplierId });
  const row = await insertDraft(ctx.db, {
    ownerId: actor.ownerId,
    draftType: 'ocr',
    supplierId,
    orderRef: input.orderId ?? input.sourceData?.orderId ?? null,
    notes: input.notes ?? null,
    sourceData: {
      products: withRowIds(input.products),
      isMultiProduct: true,
      ...(input.sourceData?.extractedData ? { extractedData: input.sourceData.extractedData } : {}),
      ...(input.sourceData?.detectedSupplier !== undefined
        ? { detectedSupplier: input.sourceData.detectedSupplier }
        : {}),
    },
  });
  return presentDraft(row);
}

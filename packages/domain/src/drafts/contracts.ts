import { z } from 'zod';
import { SafeMultilineString, SafeString } from '../common/bounds.js';
import { categoryValues, normalizeCategory } from '../catalogue/categories.js';
import { AddProductResponse } from '../inventory/contracts.js';
import { costRetailFields, ExpiryDate, ProductName, QuantityBoxes, RowId, UnitsPerBox } from '../inventory/fields.js';
import { inventoryMessages } from '../inventory/messages.js';
import { ImportInfo, SkippedRow } from './csv.js';
import { DraftProduct, DraftProductInput, maxBatchRows } from './draft-product.js';
import { draftMessages as m } from './messages.js';
import { OcrDetectedSupplier, OcrExtraction } from './ocr.js';

export const draftTypes = ['manual', 'ocr', 'bulk_import', 'csv-batch'] as const;
export type DraftType = (typeof draftTypes)[number];

/** A field an update may clear: left out it is kept (undefined); null or '' clears it (null). */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? null : value), schema.nullish());
}

/** The supplier's invoice reference; a number is taken as its text, blank is none. */
const OrderIdText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(SafeString().max(100))
  .transform((value) => value || null);

const DraftCategory = SafeString()
  .max(100)
  .nullish()
  .transform((value) => (value == null ? value : value.trim() ? normalizeCategory(value) : 'other'));

/** The Edit Draft dialog's fields: productName when sent must not be blank; the receipt's bounds. */
const singleDraftFields = {
  productName: ProductName.optional(),
  barcode: clearable(SafeString().trim().max(100)),
  category: DraftCategory,
  quantity: clearable(QuantityBoxes),
  unitsPerBox: clearable(UnitsPerBox),
  costPrice: clearable(costRetailFields.costPrice),
  retailPrice: clearable(costRetailFields.retailPrice),
  expiryDate: clearable(ExpiryDate),
  // The maker's batch, typed or filled by a GS1 scan; carried into the lot on completion (issue 30).
  batchNumber: clearable(SafeString().trim().max(40, inventoryMessages.batchNumberTooLong)).transform((value) =>
    value === '' ? null : value,
  ),
  supplierId: clearable(RowId(inventoryMessages.supplierRequired)),
  orderId: clearable(OrderIdText),
  productId: clearable(RowId(inventoryMessages.productRequired)),
  notes: clearable(SafeMultilineString().trim().max(2000)),
};

/** What a client may keep in a draft's sourceData (an image preview is not kept: too large). */
export const DraftSourceDataInput = z.object({
  products: z.array(DraftProductInput).max(maxBatchRows, m.csvTooManyRows).optional(),
  supplierId: clearable(RowId(inventoryMessages.supplierRequired)),
  orderId: clearable(OrderIdText),
  isMultiProduct: z.boolean().optional(),
  extractedData: OcrExtraction.optional(),
  detectedSupplier: OcrDetectedSupplier.nullish(),
});

/**
 * `POST /api/inventory/drafts`: a single-product draft (productName required) or, with
 * sourceData.products, a multi-product one (Add New Products' "Save as draft": one named row at least).
 */
export const CreateDraftRequest = z
  .object({
    draftType: z.enum(['manual', 'ocr', 'bulk_import']).default('manual'),
    ...singleDraftFields,
    sourceData: DraftSourceDataInput.optional(),
  })
  .superRefine((draft, ctx) => {
    const products = draft.sourceData?.products;
    if (products?.length) {
      // A row that failed its own parse (no name at all) is already reported under its index.
      if (!products.some((p) => typeof p?.name === 'string' && p.name.trim()))
        ctx.addIssue({ code: 'custom', path: ['sourceData', 'products'], message: m.draftNeedsNamedProduct });
    } else if (!draft.productName) {
      ctx.addIssue({ code: 'custom', path: ['productName'], message: m.productNameRequired });
    }
  });
export type CreateDraftRequest = z.input<typeof CreateDraftRequest>;

/** `POST /api/inventory/ocr-drafts`: the receipt scanner's "Save as draft". */
export const OcrDraftRequest = z.object({
  draftType: z.literal('ocr').default('ocr'),
  products: z.array(DraftProductInput).min(1, m.productsRequired).max(500),
  supplierId: clearable(RowId(inventoryMessages.supplierRequired)),
  orderId: clearable(OrderIdText),
  notes: clearable(SafeMultilineString().trim().max(2000)),
  sourceData: DraftSourceDataInput.omit({ products: true }).optional(),
});
export type OcrDraftRequest = z.input<typeof OcrDraftRequest>;

/**
 * `PUT /api/inventory/drafts/{id}`: single-draft fields, or supplierId/orderId/sourceData/notes,
 * and/or isCompleted true. Completing a single-product draft receives its stock (product created
 * by barcode, or with a generated barcode); updateProductName answers a name conflict (409) as in
 * add-product. A multi-product draft is only marked completed (its products were saved with save-bulk).
 */
export const UpdateDraftRequest = z.object({
  ...singleDraftFields,
  sourceData: DraftSourceDataInput.optional(),
  isCompleted: z.boolean().optional(),
  updateProductName: z.boolean().optional(),
});
export type UpdateDraftRequest = z.input<typeof UpdateDraftRequest>;

/** sourceData as answered: supplierId and orderId mirror the draft's own. */
export const DraftSourceData = z.object({
  products: z.array(DraftProduct).optional(),
  supplierId: z.number().nullable(),
  orderId: z.string().nullable(),
  isMultiProduct: z.boolean(),
  importInfo: ImportInfo.optional(),
  skippedRows: z.array(SkippedRow).optional(),
  extractedData: OcrExtraction.optional(),
  detectedSupplier: OcrDetectedSupplier.nullish(),
});
export type DraftSourceData = z.infer<typeof DraftSourceData>;

/**
 * A draft (spec part 2 §3 Inventory draft). In the list, a csv-batch draft leaves out its products
 * and skipped rows (productCount says how many; the batch editor loads them from .../batch).
 */
export const Draft = z.object({
  id: z.number(),
  draftType: z.enum(draftTypes),
  productName: z.string().nullable(),
  barcode: z.string().nullable(),
  category: z.enum(categoryValues).nullable(),
  quantity: z.number().nullable(),
  unitsPerBox: z.number().nullable(),
  costPrice: z.string().nullable(),
  retailPrice: z.string().nullable(),
  expiryDate: z.string().nullable(),
  batchNumber: z.string().nullable(),
  supplierId: z.number().nullable(),
  orderId: z.string().nullable(),
  productId: z.number().nullable(),
  notes: z.string().nullable(),
  sourceData: DraftSourceData,
  productCount: z.number(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Draft = z.infer<typeof Draft>;
export const DraftList = z.array(Draft);

/** The answer of a draft update; `received` when completing it put stock in (as add-product answers). */
export const UpdateDraftResponse = Draft.extend({ received: AddProductResponse.optional() });
export type UpdateDraftResponse = z.infer<typeof UpdateDraftResponse>;

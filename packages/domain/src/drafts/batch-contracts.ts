import { z } from 'zod';
import { SafeString } from '../common/bounds.js';
import { clientRequestField } from '../common/client-request.js';
import { RowId } from '../inventory/fields.js';
import { inventoryMessages } from '../inventory/messages.js';
import { ImportInfo, SkippedRow } from './csv.js';
import { draftTypes } from './contracts.js';
import { DraftProduct, DraftProductInput, maxBatchRows, SaveableProduct } from './draft-product.js';
import { draftMessages as m } from './messages.js';

/** An id or invoice reference a save cannot go without: the OCR save's message when missing. */
const requiredOrderId = z
  .union([z.string(), z.number()], { error: m.supplierAndOrderRequired })
  .transform((value) => String(value).trim())
  .pipe(SafeString().min(1, m.supplierAndOrderRequired).max(100));
const optionalOrderId = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null ? undefined : String(value).trim() || undefined))
  .pipe(SafeString().max(100).optional());
const optionalId = (message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), RowId(message).optional());

/** `GET /api/inventory/drafts/{id}/batch`: a batch draft's rows with its import facts. */
export const BatchResponse = z.object({
  draft: z.object({
    id: z.number(),
    draftType: z.enum(draftTypes),
    supplierId: z.number().nullable(),
    orderId: z.string().nullable(),
    notes: z.string().nullable(),
  }),
  products: z.array(DraftProduct),
  importInfo: ImportInfo.nullable(),
  skippedRows: z.array(SkippedRow),
});
export type BatchResponse = z.infer<typeof BatchResponse>;

/** `PUT /api/inventory/drafts/{id}/batch` (Update Draft): the rows as edited; supplier and order id kept when left out. */
export const UpdateBatchRequest = z.object({
  products: z.array(DraftProductInput).max(maxBatchRows, m.csvTooManyRows),
  supplierId: z.preprocess((v) => (v === '' ? null : v), RowId(inventoryMessages.supplierRequired).nullish()),
  orderId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value == null ? value : String(value).trim() || null)),
});
export type UpdateBatchRequest = z.input<typeof UpdateBatchRequest>;

/**
 * `POST /api/inventory/drafts/bulk-save` (Save Selected / Save All to Inventory of a CSV batch).
 * Each product's supplier is its own supplierId, else the body's, else the draft's; the order id
 * the body's, else the draft's. Saved rows (by id) leave the batch; an emptied batch is completed.
 */
export const BulkSaveRequest = z.object({
  draftType: z.literal('csv-batch').optional(),
  draftId: RowId(m.draftNotFound),
  products: z.array(SaveableProduct).min(1, m.selectionRequired).max(maxBatchRows, m.csvTooManyRows),
  supplierId: optionalId(m.supplierAndOrderRequired),
  orderId: optionalOrderId,
});
export type BulkSaveRequest = z.input<typeof BulkSaveRequest>;

export const BulkSaveResponse = z.object({
  message: z.string(),
  saved: z.number(),
  remaining: z.number(),
  draftCompleted: z.boolean(),
});
export type BulkSaveResponse = z.infer<typeof BulkSaveResponse>;

/** A supplier named on a receipt, to create when the receipt is saved (the name as contact). */
export const NewReceiptSupplier = z.object({
  name: SafeString().trim().min(1, m.supplierAndOrderRequired).max(200),
  phone: SafeString().trim().max(50).nullish(),
});
export type NewReceiptSupplier = z.infer<typeof NewReceiptSupplier>;

/**
 * `POST /api/inventory/save-bulk` (the scanner's Save Products, an OCR draft's Save to Inventory):
 * every product into stock for one supplier (supplierId, or newSupplier created, or matched by name,
 * in the same transaction) and order id, in one transaction. With draftId the
 * draft is completed in the same transaction. Quantities are boxes unless quantityType is unit.
 */
export const SaveBulkRequest = z
  .object({
    products: z.array(SaveableProduct).min(1, m.productsRequired).max(maxBatchRows, m.csvTooManyRows),
    supplierId: RowId(m.supplierAndOrderRequired).optional(),
    /** The receipt's supplier the user confirmed as new: created in the save's transaction. */
    newSupplier: NewReceiptSupplier.optional(),
    orderId: requiredOrderId,
    draftId: optionalId(m.draftNotFound),
    ...clientRequestField,
  })
  .superRefine((body, ctx) => {
    if (body.supplierId === undefined && !body.newSupplier)
      ctx.addIssue({ code: 'custom', path: ['supplierId'], message: m.supplierAndOrderRequired });
  });
export type SaveBulkRequest = z.input<typeof SaveBulkRequest>;

export const SaveBulkResponse = z.object({ message: z.string(), saved: z.number(), draftCompleted: z.boolean() });
export type SaveBulkResponse = z.infer<typeof SaveBulkResponse>;

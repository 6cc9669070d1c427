import { z } from 'zod';

/** A product line read from a receipt: price of one and the line's amount as 2-decimal strings. */
export const OcrProduct = z.object({
  name: z.string().max(200),
  quantity: z.number().int().min(1),
  price: z.string().max(20),
  lineTotal: z.string().max(20),
  /** The batch printed on the receipt (lane batches); a reading kept before it has none. */
  batchNumber: z.string().max(40).nullish(),
});
export type OcrProduct = z.infer<typeof OcrProduct>;

/** What the scanner read (spec part 2 §3 OCR extraction result, `extractedData`). */
export const OcrExtraction = z.object({
  products: z.array(OcrProduct).max(500),
  supplier: z.object({ name: z.string().max(200).nullable(), phone: z.string().max(50).nullable() }),
  receiptDate: z.string().max(10).nullable(),
  totalAmount: z.string().max(20).nullable(),
});
export type OcrExtraction = z.infer<typeof OcrExtraction>;

/** The tenant's supplier the receipt was matched to. */
export const OcrDetectedSupplier = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
});
export type OcrDetectedSupplier = z.infer<typeof OcrDetectedSupplier>;

/**
 * `POST /api/inventory/ocr-receipt` (multipart field `receipt`). detectedSupplier is the tenant's
 * supplier matched by name (supplierNameKey: case, punctuation, spacing, Arabic letter variants) or
 * phone; null when none matches or the receipt names none. Scanning never creates a supplier
 * (supplierCreated is always false): saving with `newSupplier` does, once the user confirms it.
 * A receipt with no product lines answers 422.
 */
export const OcrReceiptResponse = z.object({
  extractedData: OcrExtraction,
  detectedSupplier: OcrDetectedSupplier.nullable(),
  supplierCreated: z.boolean(),
  message: z.string(),
});
export type OcrReceiptResponse = z.infer<typeof OcrReceiptResponse>;

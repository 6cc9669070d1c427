import { type OcrReceiptResponse, parseReceiptText } from '@assist/domain';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import type { Upload } from '../../platform/upload.js';
import type { OcrEngine } from './ocr-engine.js';
import { prepareReceiptImage } from './prepare-image.js';
import { matchReceiptSupplier, presentDetectedSupplier } from './receipt-supplier.js';

/**
 * `POST /api/inventory/ocr-receipt`: reads the photo, finds the product lines, the date, the total
 * and the tenant's supplier it matches by name or phone. Nothing is created or put in stock: the
 * user reviews and saves (a new supplier only then, confirmed). A photo without product lines
 * answers 422.
 */
export async function scanReceipt(
  ctx: AppContext,
  actor: Actor,
  engine: OcrEngine,
  upload: Upload,
): Promise<OcrReceiptResponse> {
  if (!upload.mimetype.startsWith('image/')) throw badRequest('image_file_required');
  const image = await prepareReceiptImage(upload.data);
  const reading = parseReceiptText(await engine.recognize(image));
  if (reading.products.length === 0) throw badRequest('no_products_on_receipt');

  const supplier = await matchReceiptSupplier(ctx.db, actor.ownerId, reading.supplier);
  const count = reading.products.length;
  return {
    extractedData: reading,
    detectedSupplier: supplier ? presentDetectedSupplier(supplier) : null,
    supplierCreated: false,
    message: `Found ${count} product${count === 1 ? '' : 's'} on the receipt. Check them before saving.`,
  };
}

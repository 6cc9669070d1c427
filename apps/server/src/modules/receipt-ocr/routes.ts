import { ErrorResponse, OcrReceiptResponse } from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { readUpload } from '../../platform/upload.js';
import { OcrEngine } from './ocr-engine.js';
import { scanReceipt } from './scan-receipt.js';

/** The OCR receipt scanner tab (spec part 2 §2, §7): one tesseract worker for the server's life. */
export async function receiptOcrRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const engine = new OcrEngine();
  app.addHook('onClose', () => engine.close());

  r.post(
    '/api/inventory/ocr-receipt',
    {
      schema: {
        tags: ['inventory'],
        consumes: ['multipart/form-data'],
        response: { 200: OcrReceiptResponse, 422: ErrorResponse },
      },
      config: { access: 'inventory' },
    },
    async (request) => {
      const actor = actorOf(request);
      const upload = await readUpload(request, 'receipt', 'file_too_large');
      if (!upload) throw badRequest('image_file_required');
      return scanReceipt(ctx, actor, engine, upload);
    },
  );
}

import type { ErrorCode } from '@assist/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.js';

/** The most an uploaded file (a receipt photo, a CSV file) may weigh. */
export const maxUploadBytes = 10 * 1024 * 1024;

export interface Upload {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/**
 * The file sent in multipart field `field`, read whole, or null when the request carries none
 * (not multipart, another field, or an empty file input). Too large a file answers 413 `tooLarge`;
 * a body cut off mid-file or otherwise broken (no boundary, unfinished headers) answers 400.
 */
export async function readUpload(request: FastifyRequest, field: string, tooLarge: ErrorCode): Promise<Upload | null> {
  if (!request.isMultipart()) return null;
  try {
    return await readParts(request, field, tooLarge);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw badRequest('upload_broken');
  }
}

async function readParts(request: FastifyRequest, field: string, tooLarge: ErrorCode): Promise<Upload | null> {
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(tooLarge);
      throw error;
    }
    if (part.fieldname === field && (part.filename || data.length > 0)) {
      return { filename: part.filename.replace(/\p{Cc}/gu, ''), mimetype: part.mimetype, data };
    }
  }
  return null;
}

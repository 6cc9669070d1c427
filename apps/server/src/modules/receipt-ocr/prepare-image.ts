import sharp from 'sharp';
import { badRequest } from '../../platform/errors.js';

/**
 * Tesseract reads best with capitals ~30 px high: a scanned 80 mm receipt (~950 px wide) is
 * scaled up (x2 turned "250mg" from a misread "256mg" into the right text), a phone photo down.
 */
const minWidth = 1800;
const maxWidth = 2400;

/**
 * A receipt photo ready for OCR: turned upright (EXIF), grey, contrast stretched, scaled into
 * 1800-2400 px wide (at most x3), as PNG. Anything sharp cannot decode is not an image: 400.
 */
export async function prepareReceiptImage(data: Buffer): Promise<Buffer> {
  let width: number;
  try {
    const meta = await sharp(data, { limitInputPixels: 50_000_000 }).metadata();
    width = meta.autoOrient?.width ?? meta.width ?? 0;
  } catch {
    throw badRequest('image_file_required');
  }
  if (width < 1) throw badRequest('image_file_required');
  const target = width > maxWidth ? maxWidth : width < minWidth ? Math.min(minWidth, width * 3) : width;
  try {
    return await sharp(data, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: target })
      .grayscale()
      .normalise()
      .png()
      .toBuffer();
  } catch {
    throw badRequest('image_file_required');
  }
}

// Test helper only (unit test of the decoder, e2e fake camera): ZXing's own DataMatrix writer,
// from the package index (its esm deep paths have no file extensions, which Node's loader needs;
// Node loads the CommonJS build, whose names it finds only on the default export).
import * as library from '@zxing/library';

const zxing = ((library as unknown as { default?: typeof library }).default ?? library) as typeof library;

/**
 * A grey picture (one byte per pixel, white 255) of a GS1 DataMatrix holding `elementString`
 * (AIs and values, ASCII 29 between a variable-length field and the next AI), `scale` pixels per
 * module, centred on a white `width` x `height` frame. GS1_FORMAT makes the writer start the
 * symbol with FNC1, as printed on a medicine pack.
 */
export function dataMatrixPicture(elementString: string, width: number, height: number, scale = 6): Uint8ClampedArray {
  const matrix = new zxing.DataMatrixWriter().encode(elementString, zxing.BarcodeFormat.DATA_MATRIX, 0, 0);
  const picture = new Uint8ClampedArray(width * height).fill(255);
  const left = Math.floor((width - matrix.getWidth() * scale) / 2);
  const top = Math.floor((height - matrix.getHeight() * scale) / 2);
  for (let y = 0; y < matrix.getHeight() * scale; y++) {
    for (let x = 0; x < matrix.getWidth() * scale; x++) {
      if (matrix.get(Math.floor(x / scale), Math.floor(y / scale))) picture[(top + y) * width + left + x] = 0;
    }
  }
  return picture;
}

// Deep imports: the package index pulls in every reader and writer (450 kB); these are what the till reads.
import BarcodeFormat from '@zxing/library/esm/core/BarcodeFormat';
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import DecodeHintType from '@zxing/library/esm/core/DecodeHintType';
import Exception from '@zxing/library/esm/core/Exception';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import MultiFormatOneDReader from '@zxing/library/esm/core/oned/MultiFormatOneDReader';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import DataMatrixReader from '@zxing/library/esm/core/datamatrix/DataMatrixReader';
import { type CameraFormat, cameraFormats } from './barcode-formats';

const zxingFormats: Record<CameraFormat, BarcodeFormat> = {
  ean_13: BarcodeFormat.EAN_13,
  ean_8: BarcodeFormat.EAN_8,
  upc_a: BarcodeFormat.UPC_A,
  upc_e: BarcodeFormat.UPC_E,
  code_128: BarcodeFormat.CODE_128,
  code_39: BarcodeFormat.CODE_39,
  itf: BarcodeFormat.ITF,
  qr_code: BarcodeFormat.QR_CODE,
  data_matrix: BarcodeFormat.DATA_MATRIX,
};

/**
 * A ZXing reader for the till's formats (the JavaScript fallback where the browser has no
 * BarcodeDetector). The 1D, QR and DataMatrix readers are called one after the other, as ZXing's
 * MultiFormatReader would, whose 0.23 release logs a warning for every frame without a code.
 */
export function createLuminanceDecoder() {
  const formats = cameraFormats.map((format) => zxingFormats[format]);
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, formats],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const readers = [new MultiFormatOneDReader(hints), new QRCodeReader(), new DataMatrixReader()];
  /** The code in a grey image (one byte per pixel, row by row), or null when none is found. */
  return (luminance: Uint8ClampedArray, width: number, height: number): string | null => {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
    for (const reader of readers) {
      try {
        return reader.decode(bitmap, hints).getText();
      } catch (error) {
        // Most frames hold no readable code (not found, checksum or format failures): not an error.
        if (!(error instanceof Exception)) throw error;
      } finally {
        reader.reset();
      }
    }
    return null;
  };
}

/** Grey levels (ITU-R BT.601 weights) of RGBA pixels, as a canvas's getImageData gives them. */
export function luminanceOf(rgba: Uint8ClampedArray): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(rgba.length / 4);
  for (let i = 0, p = 0; i < grey.length; i++, p += 4) {
    grey[i] = ((rgba[p] ?? 0) * 77 + (rgba[p + 1] ?? 0) * 150 + (rgba[p + 2] ?? 0) * 29) >> 8;
  }
  return grey;
}

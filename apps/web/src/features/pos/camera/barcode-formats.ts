/**
 * The symbologies a till meets: retail (EAN/UPC), shipping and pharmacy labels (Code 128/39, ITF),
 * QR (a GS1 Digital Link), and DataMatrix (the GS1 code on medicine packs: GTIN, expiry, batch).
 */
export const cameraFormats = [
  'ean_13',
  'ean_8',
  'upc_a',
  'upc_e',
  'code_128',
  'code_39',
  'itf',
  'qr_code',
  'data_matrix',
] as const;
export type CameraFormat = (typeof cameraFormats)[number];

/** Reads the barcodes in one video frame; an empty list when there is none. */
export interface BarcodeReader {
  detect(frame: HTMLVideoElement): Promise<string[]>;
}

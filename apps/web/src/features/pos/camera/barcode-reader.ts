import { type BarcodeReader, type CameraFormat, cameraFormats } from './barcode-formats';

interface DetectedBarcode {
  rawValue: string;
}
interface NativeBarcodeDetector {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface NativeBarcodeDetectorClass {
  new (options: { formats: string[] }): NativeBarcodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own BarcodeDetector (Chrome on Android, ChromeOS and macOS; Safari), if it reads any of our formats. */
async function nativeReader(): Promise<BarcodeReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeBarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
  const formats = cameraFormats.filter((format: CameraFormat) => supported.includes(format));
  if (formats.length === 0) return null;
  const detector = new Detector({ formats });
  return {
    async detect(video) {
      const found = await detector.detect(video);
      return found.map((barcode) => barcode.rawValue);
    },
  };
}

/** BarcodeDetector where the browser has it, else ZXing in JavaScript (a separate chunk, loaded now). */
export async function createBarcodeReader(): Promise<BarcodeReader> {
  const native = await nativeReader();
  if (native) return native;
  const { createZxingReader } = await import('./zxing-reader');
  return createZxingReader();
}

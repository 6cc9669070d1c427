import type { BarcodeReader } from './barcode-formats';
import { createLuminanceDecoder, luminanceOf } from './zxing-decode';

/** Frames are scaled down to this width before decoding: enough for a barcode, cheap for the CPU. */
const maxFrameWidth = 800;

/**
 * The JavaScript fallback reader (loaded only when the camera opens on a browser without
 * BarcodeDetector, so the till's bundle does not carry it): draws the frame on a canvas and
 * decodes its grey levels with ZXing.
 */
export function createZxingReader(): BarcodeReader {
  const decode = createLuminanceDecoder();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    async detect(video) {
      if (!context || video.videoWidth === 0 || video.videoHeight === 0) return [];
      const scale = Math.min(1, maxFrameWidth / video.videoWidth);
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      context.drawImage(video, 0, 0, width, height);
      const code = decode(luminanceOf(context.getImageData(0, 0, width, height).data), width, height);
      return code === null ? [] : [code];
    },
  };
}

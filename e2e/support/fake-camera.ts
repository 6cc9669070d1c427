import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ean13CheckDigit, ean13Picture } from '../../apps/web/src/features/pos/camera/test-barcode';
import { e2eDataDir } from './env';

/** A fresh EAN-13 in the in-store range (prefix 200), so no demo product has it. */
export function randomEan13(): string {
  const first12 = `200${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

/**
 * A video file for Chromium's fake camera (--use-file-for-fake-video-capture): YUV4MPEG2, 4:2:0,
 * a few identical frames of `code` as black bars on white; Chromium plays it in a loop.
 */
export function writeBarcodeVideo(code: string): string {
  const width = 640;
  const height = 480;
  const luma = ean13Picture(code, width, height, 4);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(luma), chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const file = path.join(`${e2eDataDir}-camera`, `barcode-${code}.y4m`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.concat([header, frame, frame, frame, frame, frame]));
  return file;
}

import { describe, expect, it } from 'vitest';
import { readGs1 } from '@assist/domain';
import { dataMatrixPicture } from './data-matrix-picture';
import { ean13CheckDigit, ean13Picture } from './test-barcode';
import { createLuminanceDecoder, luminanceOf } from './zxing-decode';

describe('the ZXing fallback decoder', () => {
  it('reads an EAN-13 from a grey picture', () => {
    const decode = createLuminanceDecoder();
    expect(decode(ean13Picture('4006381333931', 320, 160, 2), 320, 160)).toBe('4006381333931');
    // One decoder reads frame after frame.
    expect(decode(ean13Picture('6291041500213', 320, 160, 2), 320, 160)).toBe('6291041500213');
  });

  it('finds nothing in a blank frame', () => {
    expect(createLuminanceDecoder()(new Uint8ClampedArray(320 * 160).fill(255), 320, 160)).toBeNull();
  });

  it('turns RGBA pixels into grey levels', () => {
    expect([...luminanceOf(new Uint8ClampedArray([255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255]))]).toEqual([
      255, 0, 76,
    ]);
  });

  it('computes the check digit the way the standard does', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('629104150021')).toBe(3);
  });
});

describe('GS1 DataMatrix through the fallback decoder', () => {
  it('reads a pack code and the domain parser finds its GTIN, expiry and batch', () => {
    const code = '0109506000134352172612311' + '0B7X9\u001d21SER42';
    const text = createLuminanceDecoder()(dataMatrixPicture(code, 320, 320), 320, 320);
    expect(text).not.toBeNull();
    expect(readGs1(text ?? '', new Date('2026-11-28T00:00:00Z'))).toMatchObject({
      kind: 'gs1',
      scan: { gtin: '09506000134352', expiryDate: '2026-12-31', batchNumber: 'B7X9', serial: 'SER42' },
    });
  });
});

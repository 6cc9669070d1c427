import { describe, expect, it } from 'vitest';
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

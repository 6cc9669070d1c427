/**
 * EAN-13 pictures for tests (the unit test of the ZXing fallback and the e2e fake camera), drawn
 * from the standard's tables, independent of the decoder under test.
 */
const leftOdd = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const parityByFirstDigit = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];
const invert = (bits: string) => [...bits].map((bit) => (bit === '1' ? '0' : '1')).join('');
const reverse = (bits: string) => [...bits].reverse().join('');

/** The 13th digit of a 12-digit EAN: weights 1, 3, 1, 3 ... from the left. Example: 400638133393 -> 1. */
export function ean13CheckDigit(first12: string): number {
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** The 95 modules (1 = bar) of an EAN-13 code. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code) || ean13CheckDigit(code.slice(0, 12)) !== Number(code[12])) {
    throw new Error(`not an EAN-13 code: ${code}`);
  }
  const digits = [...code].map(Number);
  const parity = parityByFirstDigit[digits[0] ?? 0] ?? '';
  let modules = '101';
  digits.slice(1, 7).forEach((digit, i) => {
    const odd = leftOdd[digit] ?? '';
    modules += parity[i] === 'L' ? odd : reverse(invert(odd));
  });
  modules += '01010';
  for (const digit of digits.slice(7)) modules += invert(leftOdd[digit] ?? '');
  return `${modules}101`;
}

/**
 * A grey picture (one byte per pixel, white 255, bars 0) of `code` centred in width x height,
 * `moduleWidth` pixels a module, bars half the height.
 */
export function ean13Picture(code: string, width: number, height: number, moduleWidth: number): Uint8ClampedArray {
  const modules = ean13Modules(code);
  const pixels = new Uint8ClampedArray(width * height).fill(255);
  const left = Math.floor((width - modules.length * moduleWidth) / 2);
  const top = Math.floor(height / 4);
  for (let y = top; y < top + Math.floor(height / 2); y++) {
    for (let m = 0; m < modules.length; m++) {
      if (modules[m] !== '1') continue;
      pixels.fill(0, y * width + left + m * moduleWidth, y * width + left + (m + 1) * moduleWidth);
    }
  }
  return pixels;
}

import { describe, expect, it } from 'vitest';
import { receiptIdOf, receiptImageType, receiptImageUrl } from './receipt.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('receiptImageType', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['WebP', ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'image/webp'],
    ['a WAV file (RIFF but not WEBP)', ascii('RIFF\u0000\u0000\u0000\u0000WAVEfmt '), null],
    ['GIF', ascii('GIF89a'), null],
    ['a PDF', ascii('%PDF-1.7'), null],
    ['text calling itself a PNG', ascii('not really a png'), null],
    ['a cut-off PNG signature', bytes(0x89, 0x50, 0x4e), null],
    ['nothing', bytes(), null],
  ])('%s -> %s', (_, data, type) => {
    expect(receiptImageType(data)).toBe(type);
  });
});

describe('receipt addresses', () => {
  it.each([
    ['/api/expenses/receipts/12', 12],
    ['/api/expenses/receipts/2147483647', 2147483647],
    ['/api/expenses/receipts/2147483648', null],
    ['/api/expenses/receipts/0', null],
    ['/api/expenses/receipts/12?x=1', null],
    ['https://evil.example/api/expenses/receipts/12', null],
    ['/api/expenses/receipts/', null],
  ])('%s -> %s', (url, id) => {
    expect(receiptIdOf(url)).toBe(id);
  });

  it('round-trips', () => {
    expect(receiptIdOf(receiptImageUrl(42))).toBe(42);
  });
});

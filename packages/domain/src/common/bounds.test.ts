import { describe, expect, it } from 'vitest';
import { boundsMessages, EntityId, fitsAmount, hasControlCharacters, maxAmountMinor, Text } from './bounds.js';
import { toMinor } from './money.js';

describe('bounds named once', () => {
  it.each([
    ['Panadol 500mg', false, false],
    ['بنادول', false, false],
    ['a\u0000b', true, true],
    ['bell\u0007', true, true],
    ['del\u007f', true, true],
    ['c1\u0085', true, true],
    ['line\nbreak', true, false],
    ['tab\there', true, false],
    ['cr\r\n', true, false],
    ['rtl \u202e override', false, false],
  ])('hasControlCharacters(%j): single line %s, multi-line %s', (text, single, multi) => {
    expect(hasControlCharacters(text)).toBe(single);
    expect(hasControlCharacters(text, { multiline: true })).toBe(multi);
  });

  it('Text refuses control characters and too long a text with the bounds messages', () => {
    expect(Text(5).safeParse('abc').success).toBe(true);
    expect(Text(5).safeParse('a\u0000').error?.issues[0]?.message).toBe(boundsMessages.controlCharacters);
    expect(Text(5).safeParse('abcdef').error?.issues[0]?.message).toBe(boundsMessages.tooLong);
    expect(Text(50, { multiline: true }).safeParse('two\nlines').success).toBe(true);
  });

  it.each([
    [1, true],
    ['42', true],
    [2_147_483_647, true],
    [2_147_483_648, false],
    [0, false],
    [-1, false],
    [1.5, false],
    ['abc', false],
    [1e99, false],
  ])('EntityId accepts %s: %s', (value, ok) => {
    expect(EntityId().safeParse(value).success).toBe(ok);
  });

  it.each([
    [toMinor('999999999999.99'), true],
    [maxAmountMinor + 1, false],
    [-maxAmountMinor, true],
    [1.5, false],
    [Number.MAX_SAFE_INTEGER + 2, false],
  ])('fitsAmount(%s) = %s', (minor, ok) => {
    expect(fitsAmount(minor)).toBe(ok);
  });
});

import { describe, expect, it } from 'vitest';
import {
  boundsMessages,
  EntityId,
  fitsAmount,
  hasBidiControls,
  hasControlCharacters,
  isInvisibleOnly,
  maxAmountMinor,
  SafeString,
  Text,
} from './bounds.js';
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

describe('direction controls and invisible-only text (issue 27 item 7)', () => {
  const title = SafeString().trim().min(1, 'Title is required').max(100);
  const messageOf = (value: string) => title.safeParse(value).error?.issues[0]?.message;

  it.each([
    '\u202egnp.exe',
    'a\u202ab',
    'a\u202bb',
    'a\u202cb',
    'a\u202db',
    'abc\u2066isolate\u2069',
    'x\u2067y',
    'x\u2068y',
  ])('refuses %j with the direction message', (value) => {
    expect(hasBidiControls(value)).toBe(true);
    expect(messageOf(value)).toBe(boundsMessages.bidiControls);
  });

  it.each(['\u200b', '\u200b\u200c\u200d', '\ufeff', '\u2060', ' \u200e\u200f ', '\u00ad'])(
    'counts %j as blank',
    (value) => {
      expect(isInvisibleOnly(value)).toBe(true);
      expect(messageOf(value)).toBe('Title is required');
    },
  );

  it('keeps Arabic text with its direction marks, and ordinary names', () => {
    expect(title.parse('\u200fصيدلية النور')).toBe('\u200fصيدلية النور');
    expect(title.parse('Offer: 10% \u200eoff')).toBe('Offer: 10% \u200eoff');
    expect(title.parse('  Panadol  ')).toBe('Panadol');
  });

  it('refuses direction controls in single-line Text but keeps them allowed in multi-line notes', () => {
    expect(Text(50).safeParse('\u202eabc').success).toBe(false);
    expect(Text(50, { multiline: true }).safeParse('line\n\u202eabc').success).toBe(true);
  });
});

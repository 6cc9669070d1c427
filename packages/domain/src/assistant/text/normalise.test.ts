import { describe, expect, it } from 'vitest';
import { containsPhrase, normaliseArabic, normaliseDigits, normaliseWords } from './normalise.js';

describe('normalisation', () => {
  it.each([
    ['١٥ كغ', '15 كغ'],
    ['۲۵۰/۵', '250/5'],
    ['٢٫٥ مل', '2.5 مل'],
    ['2,5 ml', '2.5 ml'],
  ])('digits: %s -> %s', (text, expected) => {
    expect(normaliseDigits(text)).toBe(expected);
  });

  it.each([
    ['الجُرْعَة', 'الجرعه'],
    ['أموكسيسيلين', 'اموكسيسيلين'],
    ['إيبوبروفين', 'ايبوبروفين'],
    ['مستشفى', 'مستشفي'],
    ['آلام', 'الام'],
    ['مسؤول', 'مسوول'],
    ['ـــبنادول', 'بنادول'],
  ])('Arabic: %s -> %s', (text, expected) => {
    expect(normaliseArabic(text)).toBe(expected);
  });

  it('keeps decimal points and drops other punctuation', () => {
    expect(normaliseWords('Co-Amoxiclav, 2.5 mL? OK.')).toBe('co amoxiclav 2.5 ml ok');
  });

  it.each([
    ['كم جرعة البنادول للطفل', 'بنادول', true],
    ['جرعة بالبنادول', 'بنادول', true],
    ['بنادولين', 'بنادول', false],
    ['give panadol now', 'panadol', true],
    ['xpanadol', 'panadol', false],
  ])('"%s" contains "%s": %s', (text, phrase, expected) => {
    expect(containsPhrase(normaliseWords(text), phrase)).toBe(expected);
  });
});

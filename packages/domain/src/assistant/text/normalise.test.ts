import { describe, expect, it } from 'vitest';
import { containsPhrase, normaliseArabic, normaliseDigits, normaliseLetters, normaliseWords } from './normalise.js';

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

  it('letters: Arabic-Indic digits read, Arabic letter forms folded, the rest as spaces', () => {
    expect(normaliseLetters('كم عندنا بنادول؟ ٢٠ ۳')).toBe('كم عندنا بنادول 20 3');
    expect(normaliseLetters('الأدوية المنتهية')).toBe('الادويه المنتهيه');
  });
});

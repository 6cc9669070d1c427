import { describe, expect, it } from 'vitest';
import { isDoseQuestion, parseDoseQuestion } from './question.js';
import { parseAgeMonths, parseWeightKg } from './quantities.js';

describe('weight', () => {
  it.each([
    ['paracetamol 15 kg', 15],
    ['15kg child', 15],
    ['a 12.5 kg toddler', 12.5],
    ['بنادول ١٥ كغ', 15],
    ['وزنه 15 كيلو', 15],
    ['وزنه ١٢', 12],
    ['weighs 9', 9],
    ['weight: 20', 20],
    ['٢٢٫٥ كجم', 22.5],
    ['a 15-kg child', 15],
    ['twelve kg', 12],
    ['وزنه عشرة كيلو', 10],
    ['3 years old', undefined],
  ])('%s -> %s kg', (text, kg) => {
    expect(parseWeightKg(text)).toBe(kg);
  });
});

describe('age', () => {
  it.each([
    ['3 years', 36],
    ['3 year old', 36],
    ['a 3-year-old', 36],
    ['18 months', 18],
    ['2 years and 3 months', 27],
    ['1.5 years', 18],
    ['three years old', 36],
    ['a year old', 12],
    ['6 weeks', 1.4],
    ['٣ سنوات', 36],
    ['عمره سنتين', 24],
    ['عمرها سنة', 12],
    ['طفل عمره شهر', 1],
    ['عمره شهرين', 2],
    ['عمره ٨ أشهر', 8],
    ['عمره سنة و ٦ اشهر', 18],
    ['ثلاث سنوات', 36],
    ['عمره ١٠ شهور', 10],
    ['10kg 1y', 12],
    ['eighteen months', 18],
    ['ستة أشهر', 6],
    ['عمره خمس سنوات', 60],
    ['عمره اثنا عشر سنة', 144],
    ['عمرها إحدى عشرة سنة', 132],
    ['عمره ثلاثة عشر عاماً', 156],
    ['عمره عشر سنوات', 120],
    ['عمره ١٨ شهراً', 18],
    ['12 kg 18m', 18],
    ['250 mg/5 ml', undefined],
    ['a newborn', 0],
    ['مولود جديد', 0],
    ['عمره سنة ونص', 18],
    ['عمرها سنتين ونصف', 30],
    ['بنادول انتاج سنة 2024', undefined],
    ['ابني سنتين', 24],
    ['15 kg', undefined],
  ])('%s -> %s months', (text, months) => {
    expect(parseAgeMonths(text)).toBe(months);
  });
});

describe('medicine and strength', () => {
  it.each([
    ['Panadol for 15 kg', 'paracetamol'],
    ['acetaminophen dose', 'paracetamol'],
    ['كم جرعة البنادول', 'paracetamol'],
    ['جرعة باراسيتامول', 'paracetamol'],
    ['Augmentin 400/57 for 12 kg', 'amoxicillin-clavulanate'],
    ['amoxicillin-clavulanate 15 kg', 'amoxicillin-clavulanate'],
    ['amoxicillin clavulanate dose', 'amoxicillin-clavulanate'],
    ['جرعة الاوجمنتين', 'amoxicillin-clavulanate'],
    ['amoxicillin 250 mg/5 ml', 'amoxicillin'],
    ['أموكسيسيلين', 'amoxicillin'],
    ['Brufen syrup', 'ibuprofen'],
    ['نوروفين', 'ibuprofen'],
    ['zithromax', 'azithromycin'],
    ['زيرتك', 'cetirizine'],
    ['Ventolin syrup', 'salbutamol'],
    ['ORS for diarrhoea', 'ors'],
    ['محلول الجفاف', 'ors'],
    ['codeine for 10 kg', undefined],
  ])('%s -> %s', (text, id) => {
    expect(parseDoseQuestion(text).medicine?.id).toBe(id);
  });

  it.each([
    ['amoxicillin 250 mg/5 ml 15 kg', 'suspension-250-5'],
    ['amoxicillin 250/5 15 kg', 'suspension-250-5'],
    ['Augmentin 400/57 12 kg', 'suspension-400-57'],
    ['co-amoxiclav 125/31.25', 'suspension-125-31'],
    ['paracetamol drops 100 mg/ml', 'drops-100-1'],
    ['باراسيتامول ١٢٠ ملغ/٥ مل', 'syrup-120-5'],
    ['paracetamol 999/5', undefined],
  ])('%s -> strength %s', (text, strengthId) => {
    expect(parseDoseQuestion(text).strength?.id).toBe(strengthId);
  });
});

describe('is it a dose question?', () => {
  it.each([
    ['Paracetamol dose for 15 kg child', true],
    ['ibuprofen 10kg 1 year', true],
    ['كم جرعة البنادول لطفل', true],
    ['شكد مل بروفين للجاهل', true],
    ['شكد باقي بنادول', false],
    ['بروفين للجاهل', true],
    ['dose for a 12 kg child', true],
    ['What is amoxicillin used for?', false],
    ['ما هي موانع استخدام الايبوبروفين', false],
    ['How much paracetamol do we have in stock?', false],
    ['كم باقي بنادول بالمخزون', false],
    ['Panadol', false],
    ['Panadol that expired 3 months ago', false],
    ['بنادول منتهي منذ ٣ اشهر', false],
    ['paracetamol dose for a 15 kg child, how much stock do we have', true],
    ['How do I receive stock?', false],
  ])('%s -> %s', (text, expected) => {
    expect(isDoseQuestion(parseDoseQuestion(text))).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { answerLocally } from './answer-locally.js';
import { prescriptionNote } from './closing-note.js';
import { languageOf } from './contracts.js';

describe('answerLocally', () => {
  it.each([
    ['Paracetamol dose for a 15 kg child aged 3 years', 'dose_calculation', '225 mg'],
    ['كم مل من شراب البنادول ١٢٠ لطفل وزنه ١٠ كيلو وعمره سنة', 'dose_calculation', '6.5 مل'],
    [
      'Augmentin 400/57 for 12 kg, 2 years',
      'dose_calculation',
      'Suspension 400/57 mg per 5 mL (twice a day): 1.9 mL per dose.',
    ],
    ['ibuprofen dose', 'dose_calculation', "I need the child's weight in kg and the child's age"],
    ['What is azithromycin used for?', 'medical', 'Used for:'],
    ['ما هي تداخلات السيتريزين', 'medical', 'التداخلات الدوائية الشائعة:'],
    ['What are the side effects of omeprazole?', 'medical', 'I do not have reliable information'],
    ['How do I sell by the box?', 'tutorial', 'Sell by box and by unit at the Point of Sale'],
    ['كيف أستلم البضاعة؟', 'tutorial', 'استلام البضاعة (إضافة منتج)'],
  ] as const)('%s -> %s', (question, type, words) => {
    const answer = answerLocally(question, languageOf(question));
    expect(answer?.type).toBe(type);
    expect(answer?.message).toContain(words);
  });

  it('ends every dose and medical answer with the prescription note', () => {
    for (const [question, language] of [
      ['amoxicillin 20 kg 5 years', 'en'],
      ['ibuprofen for 3 kg newborn 1 month', 'en'],
      ['جرعة الفنتولين لطفل عمره ٤ سنوات', 'ar'],
      ['Is ibuprofen safe in asthma?', 'en'],
    ] as const) {
      expect(answerLocally(question, language)?.message.endsWith(prescriptionNote[language]), question).toBe(true);
    }
  });

  it.each([
    ['How much Panadol do we have in stock?'],
    ['What were the sales today?'],
    ['What do we owe Pharma Co?'],
    ['Hello'],
    ['مرحبا'],
  ])('leaves "%s" to the server', (question) => {
    expect(answerLocally(question, languageOf(question))).toBeNull();
  });
});

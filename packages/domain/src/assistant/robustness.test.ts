import { describe, expect, it } from 'vitest';
import { answerLocally } from './answer-locally.js';
import { answerDoseQuestion } from './dose/answer.js';

const hostile = [
  '',
  ' ',
  '?',
  '💊💊💊 paracetamol 💊',
  '\u200F\u202Eparacetamol 10 kg 2 years',
  'paracetamol 99999999999999999999 kg 3 years',
  'paracetamol 0 kg 3 years',
  'paracetamol 10 kg 0 months',
  'paracetamol 1e309 kg 3 years',
  'paracetamol 10 kg 999 years',
  'paracetamol ../../etc/passwd 10 kg',
  '<script>alert(1)</script> ibuprofen 12 kg 2 years',
  'paracetamol '.repeat(150),
  `${'١'.repeat(500)} كغ بنادول ٣ سنوات`,
  'amoxicillin 250/0 10 kg 2 years',
  'amoxicillin 0/5 10 kg 2 years',
  '/ / / / mg/ml ml/mg 5/ /5',
  'ا'.repeat(2000),
];

describe('hostile and odd questions', () => {
  it.each(hostile.map((text) => [text.slice(0, 40), text]))(
    '"%s" is answered or left alone, never broken',
    (_label, text) => {
      for (const language of ['en', 'ar'] as const) {
        const answer = answerLocally(text, language);
        if (answer) expect(answer.message).not.toMatch(/NaN|Infinity|undefined|null|\[object/);
      }
    },
  );

  it.each([
    ['paracetamol 0 kg 3 years', 'The weight does not look right'],
    ['paracetamol 99999999999999999999 kg 3 years', 'my table covers weights up to 70 kg'],
    ['paracetamol 10 kg 999 years', 'my table covers children up to 12 years'],
    ['paracetamol 10 kg 0 months', 'my table covers children from 3 months'],
  ])('%s is refused: %s', (text, words) => {
    expect(answerDoseQuestion(text, 'en')).toMatchObject({ outcome: 'refused' });
    expect(answerDoseQuestion(text, 'en')?.message).toContain(words);
  });
});

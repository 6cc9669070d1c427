import { describe, expect, it } from 'vitest';
import { prescriptionNote } from '../closing-note.js';
import { calculateDose } from './calculate.js';
import { answerDoseQuestion, doseResultText } from './answer.js';
import { refusalText } from './answer-text.js';
import { doseRefusalReasons } from './result.js';
import { findMedicineById } from '../formulary/index.js';

describe('dose answers in English', () => {
  it('answers paracetamol for 15 kg, 3 years in mg and mL', () => {
    const answer = answerDoseQuestion('Paracetamol dose for a 15 kg child, 3 years old', 'en');
    expect(answer?.outcome).toBe('answered');
    expect(answer?.message).toContain('Paracetamol (acetaminophen) for a child of 15 kg, 3 years:');
    expect(answer?.message).toContain('- Dose: 225 mg (15 mg/kg) every 6 hours, four times a day.');
    expect(answer?.message).toContain('- Maximum in 24 hours: 900 mg.');
    expect(answer?.message).toContain('- Syrup 120 mg/5 mL: 9.5 mL per dose.');
    expect(answer?.message).toContain('Source: WHO Model Formulary for Children 2010');
    expect(answer?.message.endsWith(prescriptionNote.en)).toBe(true);
  });

  it('answers for the chosen strength only', () => {
    const answer = answerDoseQuestion('amoxicillin 250 mg/5 ml for 12 kg, 2 years', 'en');
    expect(answer?.message).toContain('- Suspension 250 mg/5 mL: 3.6 mL per dose.');
    expect(answer?.message).not.toContain('125 mg/5 mL');
  });

  it('says when the dose is capped', () => {
    const answer = answerDoseQuestion('ibuprofen for 50 kg, 11 years', 'en');
    expect(answer?.message).toContain('- Dose: 400 mg every 8 hours, three times a day.');
    expect(answer?.message).toContain(
      'By weight this would be 500 mg, above the maximum single dose: capped at 400 mg.',
    );
  });

  it('says a strength that is not in the table', () => {
    const answer = answerDoseQuestion('paracetamol 160/5 for 10 kg 1 year', 'en');
    expect(answer?.message).toContain('160/5 is not a strength in my table');
    expect(answer?.message).toContain('Syrup 120 mg/5 mL: 6.5 mL per dose');
  });

  it.each([
    ['paracetamol dose', ['weight', 'age'], "I need the child's weight in kg and the child's age"],
    ['paracetamol for 12 kg', ['age'], "I need the child's age"],
    ['ibuprofen for a 2 year old', ['weight'], "I need the child's weight in kg"],
    ['dose for a 12 kg child', ['medicine'], 'Which medicine?'],
  ])('asks for what is missing: %s', (text, missing, words) => {
    const answer = answerDoseQuestion(text, 'en');
    expect(answer?.outcome).toBe('needs_information');
    expect(answer?.missing).toEqual(missing);
    expect(answer?.message).toContain(words);
    expect(answer?.message.endsWith(prescriptionNote.en)).toBe(true);
  });

  it('does not dose a medicine outside the table', () => {
    const answer = answerDoseQuestion('codeine dose for a 10 kg child, 2 years', 'en');
    expect(answer).toMatchObject({ outcome: 'needs_information', missing: ['medicine'] });
    expect(answer?.message).toContain('I found none of its medicines in the question');
    expect(answer?.message).not.toMatch(/\d+ mg/);
  });

  it.each([
    ['ibuprofen for 4 kg 2 months', 'my table covers children from 3 months'],
    ['paracetamol for 80 kg 12 years', 'my table covers weights up to 70 kg'],
    ['azithromycin 5 kg 8 months', 'my table covers weights from 6 kg'],
    ['cetirizine for 19 years', 'my table covers children up to under 18 years'],
  ])('refuses outside the table: %s', (text, words) => {
    const answer = answerDoseQuestion(text, 'en');
    expect(answer?.outcome).toBe('refused');
    expect(answer?.message).toContain(words);
    expect(answer?.message.endsWith(prescriptionNote.en)).toBe(true);
  });

  it('doses cetirizine by age without a weight', () => {
    const answer = answerDoseQuestion('cetirizine dose for a 4 year old', 'en');
    expect(answer?.message).toContain('- Dose: 2.5 mg every 12 hours, twice a day.');
    expect(answer?.message).toContain('- Oral solution 5 mg/5 mL: 2.5 mL per dose.');
  });

  it('answers ORS in mL', () => {
    const answer = answerDoseQuestion('ORS for 10 kg baby 1 year', 'en');
    expect(answer?.message).toContain('about 750 mL over the first 4 hours');
    expect(answer?.message).toContain('After each loose stool (WHO Plan A): 50–100 mL.');
  });

  it('is not a dose question without dose words or figures', () => {
    expect(answerDoseQuestion('What is amoxicillin used for?', 'en')).toBeNull();
    expect(answerDoseQuestion('How do I sell by the box?', 'en')).toBeNull();
  });
});

describe('dose answers in Arabic', () => {
  it('answers بنادول ١٥ كغ ٣ سنوات', () => {
    const answer = answerDoseQuestion('كم جرعة البنادول لطفل وزنه ١٥ كغ وعمره ٣ سنوات', 'ar');
    expect(answer?.outcome).toBe('answered');
    expect(answer?.message).toContain('باراسيتامول لطفل وزنه 15 كغ وعمره 3 سنوات:');
    expect(answer?.message).toContain('- الجرعة: 225 ملغ (15 ملغ/كغ) كل 6 ساعات، أربع مرات يومياً.');
    expect(answer?.message).toContain('- شراب 120 ملغ/5 مل: 9.5 مل للجرعة.');
    expect(answer?.message).toContain('المصدر: WHO Model Formulary');
    expect(answer?.message.endsWith(prescriptionNote.ar)).toBe(true);
  });

  it('asks for the weight in Arabic', () => {
    const answer = answerDoseQuestion('جرعة اوجمنتين لطفل عمره سنتين', 'ar');
    expect(answer?.missing).toEqual(['weight']);
    expect(answer?.message).toContain('أحتاج وزن الطفل بالكيلوغرام');
  });

  it('refuses under the youngest age in Arabic', () => {
    const answer = answerDoseQuestion('جرعة الايبوبروفين لطفل عمره شهر ووزنه 4 كيلو', 'ar');
    expect(answer?.outcome).toBe('refused');
    expect(answer?.message).toContain('الجدول يغطي الأطفال من عمر 3 أشهر');
  });
});

describe('doseResultText (for the model tools)', () => {
  it.each([
    [{ medicineId: 'codeine', weightKg: 10, ageMonths: 24 }, 'en', 'That medicine is not in my table.'],
    [{ medicineId: 'ibuprofen', ageMonths: 24 }, 'en', "Ibuprofen: I need the child's weight in kg."],
    [{ medicineId: 'ibuprofen', weightKg: 12 }, 'ar', 'ايبوبروفين: أحتاج عمر الطفل.'],
    [
      { medicineId: 'ibuprofen', weightKg: 12, ageMonths: 24, strengthId: 'x' },
      'en',
      'that strength is not in my table',
    ],
    [{ medicineId: 'ibuprofen', weightKg: 12, ageMonths: 24 }, 'en', '- Dose: 120 mg (10 mg/kg) every 8 hours'],
    [{ medicineId: 'ors', weightKg: 12, ageMonths: 24 }, 'ar', 'حوالي 900 مل خلال أول 4 ساعات'],
  ] as const)('%o in %s', (input, language, words) => {
    const text = doseResultText(calculateDose(input), language);
    expect(text).toContain(words);
    expect(text.endsWith(prescriptionNote[language])).toBe(true);
  });
});

describe('every refusal has words in both languages', () => {
  it.each(
    doseRefusalReasons.flatMap(
      (reason) =>
        [
          [reason, 'en'],
          [reason, 'ar'],
        ] as const,
    ),
  )('%s in %s', (reason, language) => {
    const text = refusalText(reason, findMedicineById('ibuprofen'), language);
    expect(text.length).toBeGreaterThan(20);
    if (language === 'ar') expect(text).toMatch(/[\u0600-\u06FF]/);
    else expect(text).not.toMatch(/[\u0600-\u06FF]/);
  });
});

import { describe, expect, it } from 'vitest';
import { prescriptionNote } from '../closing-note.js';
import { formulary } from '../formulary/index.js';
import { answerMedicalQuestion } from './answer.js';

describe('medical answers', () => {
  it('gives what a medicine is used for, with its source', () => {
    const answer = answerMedicalQuestion('What is amoxicillin used for?', 'en');
    expect(answer).toMatchObject({ status: 'known', medicineId: 'amoxicillin', topics: ['indications'] });
    expect(answer?.message).toContain('Used for:\n- Ear, throat, sinus and chest infections');
    expect(answer?.message).toContain('Source: WHO Model Formulary for Children 2010, section 6.2.1');
    expect(answer?.message).not.toContain('Common interactions:');
    expect(answer?.message.endsWith(prescriptionNote.en)).toBe(true);
  });

  it('gives interactions when asked', () => {
    const answer = answerMedicalQuestion('Does ibuprofen interact with warfarin?', 'en');
    expect(answer?.message).toContain('Common interactions:\n- Aspirin and other NSAIDs');
    expect(answer?.message).toContain('Warfarin and other anticoagulants: higher bleeding risk');
  });

  it('answers in Arabic: موانع استخدام البروفين', () => {
    const answer = answerMedicalQuestion('ما هي موانع استخدام البروفين؟', 'ar');
    expect(answer).toMatchObject({ status: 'known', medicineId: 'ibuprofen' });
    expect(answer?.message).toContain('موانع الاستعمال أو الحذر:\n- الحساسية أو نوبات الربو');
    expect(answer?.message).toContain('المصدر:');
    expect(answer?.message.endsWith(prescriptionNote.ar)).toBe(true);
  });

  it('finds the topic from the words of its texts (warfarin, asthma)', () => {
    expect(answerMedicalQuestion('هل البروفين امن مع الوارفارين', 'ar')?.message).toContain(
      'الوارفارين ومضادات التخثر',
    );
    expect(answerMedicalQuestion('Can a child with asthma take ibuprofen?', 'en')).toMatchObject({
      topics: ['contraindications'],
    });
  });

  it('answers about two medicines asked together, with their interactions', () => {
    const answer = answerMedicalQuestion('Can I give Panadol and Brufen together?', 'en');
    expect(answer?.message).toContain('Paracetamol (acetaminophen)\nCommon interactions:');
    expect(answer?.message).toContain('Ibuprofen\nCommon interactions:');
  });

  it('gives every section for a bare name', () => {
    const answer = answerMedicalQuestion('Zithromax', 'en');
    expect(answer).toMatchObject({ status: 'known', topics: ['indications', 'contraindications', 'interactions'] });
  });

  it.each(formulary.map((m) => [m.id, m.names.en]))('knows %s by its name', (id, name) => {
    expect(answerMedicalQuestion(`${name} information`, 'en')).toMatchObject({ status: 'known', medicineId: id });
  });

  it.each([
    ['What are the side effects of omeprazole?', 'en', 'I do not have reliable information about that medicine'],
    ['ما هي الاعراض الجانبية لدواء الاوميبرازول', 'ar', 'ليست لدي معلومات موثوقة عن هذا الدواء'],
  ] as const)('says it does not know a medicine outside the table: %s', (text, language, words) => {
    const answer = answerMedicalQuestion(text, language);
    expect(answer?.status).toBe('unknown');
    expect(answer?.message).toContain(words);
  });

  it('is not a medical question without a medicine or drug words', () => {
    expect(answerMedicalQuestion('How do I pay a supplier?', 'en')).toBeNull();
    expect(answerMedicalQuestion('كيف أستلم بضاعة؟', 'ar')).toBeNull();
  });
});

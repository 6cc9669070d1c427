import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChatAnswerType } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { answerOnDevice, asksAboutTheShop } from './on-device';
import { type QuickHelpTopic, exampleKeys, quickHelpTopics } from './quick-help-topics';

// The domain's own answerers, as the page uses them with no connection.
describe('answerOnDevice', () => {
  it.each([
    ['Paracetamol dose for a 3-year-old child weighing 14 kg', 'en', 'dose_calculation', '210 mg'],
    ['جرعة الباراسيتامول لطفل عمره 3 سنوات ووزنه 14 كغ', 'ar', 'dose_calculation', '210 ملغ'],
    ['What are the contraindications of ibuprofen?', 'en', 'medical', 'Ibuprofen'],
    ['How do I receive stock from a supplier?', 'en', 'tutorial', 'Add Product'],
    ['What is azithromycin used for?', 'en', 'medical', 'Azithromycin'],
    ['ما موانع استعمال الإيبوبروفين؟', 'ar', 'medical', 'ايبوبروفين'],
    ['How much paracetamol for a child of 14 kg, 3 years?', 'en', 'dose_calculation', '210 mg'],
    ['كيف أعمل بدون إنترنت؟', 'ar', 'tutorial', 'مزامنة'],
  ] as const)('answers "%s"', (text, language, type, part) => {
    const answer = answerOnDevice(text, language);
    expect(answer?.type).toBe(type);
    expect(answer?.message).toContain(part);
  });

  it.each([
    ['Which products are low on stock?', 'en'],
    ['What expires this month?', 'en'],
    ['How many Panadol do we have?', 'en'],
    ["What were today's sales?", 'en'],
    ['ما المنتجات التي أوشك مخزونها على النفاد؟', 'ar'],
    ['كم لدينا من بنادول؟', 'ar'],
    ['هل يوجد أموكسيسيلين في المخزون؟', 'ar'],
    ['What do we owe our suppliers?', 'en'],
  ] as const)('leaves the shop question "%s" to the server', (text, language) => {
    expect(answerOnDevice(text, language)).toBeNull();
  });
});

describe('asksAboutTheShop', () => {
  it('reads stock, sales, expiry and supplier questions, not drug information', () => {
    expect(asksAboutTheShop('Best sellers this week')).toBe(true);
    expect(asksAboutTheShop('ما الذي تنتهي صلاحيته هذا الشهر؟')).toBe(true);
    expect(asksAboutTheShop('What are the side effects of cetirizine?')).toBe(false);
    expect(asksAboutTheShop('لماذا يستعمل الأزيثرومايسين؟')).toBe(false);
  });
});

describe('the Quick Help examples', () => {
  const examples = (lng: 'en' | 'ar') =>
    (
      JSON.parse(readFileSync(join(import.meta.dirname, '../../i18n/locales', lng, 'assistant.json'), 'utf8')) as {
        quickHelp: { examples: Record<QuickHelpTopic, Record<string, string>> };
      }
    ).quickHelp.examples;
  const expected: Record<QuickHelpTopic, ChatAnswerType | null> = {
    dose: 'dose_calculation',
    medical: 'medical',
    tutorials: 'tutorial',
    inventory: null,
  };

  it.each(['en', 'ar'] as const)('are answered on this device, but the shop ones, in %s', (lng) => {
    for (const topic of quickHelpTopics)
      for (const key of exampleKeys) {
        const question = examples(lng)[topic][key] ?? '';
        expect(answerOnDevice(question, lng)?.type ?? null, question).toBe(expected[topic]);
      }
  });
});

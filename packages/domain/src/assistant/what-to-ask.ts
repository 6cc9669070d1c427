import type { AssistantLanguage } from './contracts.js';
import { formulary } from './formulary/index.js';

/**
 * What the assistant can answer without a model, with an example of each kind: the server's answer
 * to a question nothing matched. Shop questions need the server, so they are listed only when asked for.
 */
export function whatToAsk(language: AssistantLanguage, options: { shopQuestions: boolean }): string {
  const names = formulary.map((m) => m.names[language]).join(language === 'en' ? ', ' : '، ');
  if (language === 'en') {
    return [
      'I can answer these without an internet model:',
      `- Doses for children of ${names}: "paracetamol 15 kg 3 years".`,
      '- Uses, contraindications and interactions of the same medicines: "What is amoxicillin used for?"',
      '- How to use the app: "How do I receive stock?", "How do I sell by the unit?"',
      ...(options.shopQuestions
        ? [
            '- Your shop: "How many Panadol do we have?", "What is low on stock?", "What expires this month?", "Today\'s sales and profit", "Best sellers this week", "What do we owe our suppliers?", "What is on today\'s shortage list?"',
          ]
        : []),
    ].join('\n');
  }
  return [
    'أستطيع الإجابة عن هذه الأسئلة دون نموذج على الإنترنت:',
    `- جرعات الأطفال من: ${names}. مثلاً: "باراسيتامول 15 كغ 3 سنوات".`,
    '- دواعي الاستعمال والموانع والتداخلات لهذه الأدوية: "ما هي دواعي استعمال الأموكسيسيلين؟"',
    '- طريقة استخدام التطبيق: "كيف أستلم البضاعة؟"، "كيف أبيع بالوحدة؟"',
    ...(options.shopQuestions
      ? [
          '- متجرك: "كم عندنا بنادول؟"، "ما المنتجات قليلة المخزون؟"، "ما الذي تنتهي صلاحيته هذا الشهر؟"، "مبيعات وأرباح اليوم"، "الأكثر مبيعًا هذا الأسبوع"، "كم ندين للموردين؟"، "ما قائمة النواقص اليوم؟"',
        ]
      : []),
  ].join('\n');
}

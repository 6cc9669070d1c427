import type { AssistantLanguage, ChatAnswer } from '@assist/domain';

const whatCanBeAsked: Record<AssistantLanguage, string> = {
  en: [
    "I can't answer that one without an AI model, but here is what I can answer from the app itself:",
    '- Doses: "Paracetamol dose for a 12 kg child, 2 years old"',
    '- Medicines: "What are the contraindications of ibuprofen?"',
    '- Your shop: "How many Panadol do we have?", "What is low on stock?", "What expires this month?",',
    '  "Today\'s sales and profit", "Best sellers this week", "What do we owe our suppliers?", "What is on today\'s shortage list?"',
    '- The app: "How do I receive stock?", "How do I sell by the box?", "How do I pay a supplier?"',
  ].join('\n'),
  ar: [
    'لا أستطيع الإجابة عن هذا دون نموذج ذكاء اصطناعي، لكن هذا ما أجيب عنه من التطبيق نفسه:',
    '- الجرعات: "جرعة الباراسيتامول لطفل وزنه 12 كغ وعمره سنتان"',
    '- الأدوية: "ما موانع استعمال الإيبوبروفين؟"',
    '- متجرك: "كم عندنا بنادول؟"، "ما المنتجات قليلة المخزون؟"، "ما الذي تنتهي صلاحيته هذا الشهر؟"،',
    '  "مبيعات وأرباح اليوم"، "الأكثر مبيعًا هذا الأسبوع"، "كم ندين للموردين؟"، "ما قائمة النواقص اليوم؟"',
    '- التطبيق: "كيف أستلم البضاعة؟"، "كيف أبيع بالعلبة؟"، "كيف أدفع لمورد؟"',
  ].join('\n'),
};

/** The answer to a question nothing recognised (and no model to ask): what can be asked, with examples. */
export function generalAnswer(language: AssistantLanguage): ChatAnswer {
  return { message: whatCanBeAsked[language], type: 'general' };
}

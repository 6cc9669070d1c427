import type { AssistantLanguage, ChatAnswer } from '@assist/domain';

const whatCanBeAsked: Record<AssistantLanguage, string> = {
  en: [
    'Here is what I can answer from the app itself:',
    '- Doses: "Paracetamol dose for a 12 kg child, 2 years old"',
    '- Medicines: "What are the contraindications of ibuprofen?"',
    '- Your shop: "How many Panadol do we have?", "What is low on stock?", "What expires this month?",',
    '  "Today\'s sales and profit", "Best sellers this week", "What do we owe our suppliers?", "What is on today\'s shortage list?"',
    '- The app: "How do I receive stock?", "How do I sell by the box?", "How do I pay a supplier?"',
  ].join('\n'),
  ar: [
    'هذا ما أجيب عنه من التطبيق نفسه:',
    '- الجرعات: "جرعة الباراسيتامول لطفل وزنه 12 كغ وعمره سنتان"',
    '- الأدوية: "ما موانع استعمال الإيبوبروفين؟"',
    '- متجرك: "كم عندنا بنادول؟"، "ما المنتجات قليلة المخزون؟"، "ما الذي تنتهي صلاحيته هذا الشهر؟"،',
    '  "مبيعات وأرباح اليوم"، "الأكثر مبيعًا هذا الأسبوع"، "كم ندين للموردين؟"، "ما قائمة النواقص اليوم؟"',
    '- التطبيق: "كيف أستلم البضاعة؟"، "كيف أبيع بالعلبة؟"، "كيف أدفع لمورد؟"',
  ].join('\n'),
};

/** Why a free question got no free answer: no model is configured, or it did not answer. */
export type NoModelReason = 'none' | 'failed';

const openings: Record<NoModelReason, Record<AssistantLanguage, string>> = {
  none: {
    en: "I can't answer that one without an AI model.",
    ar: 'لا أستطيع الإجابة عن هذا دون نموذج ذكاء اصطناعي.',
  },
  failed: {
    en: 'The AI model is not answering right now.',
    ar: 'نموذج الذكاء الاصطناعي لا يستجيب الآن.',
  },
};

/** The answer to a question nothing recognised (and no model answer): what can be asked, with examples. */
export function generalAnswer(language: AssistantLanguage, reason: NoModelReason = 'none'): ChatAnswer {
  return { message: `${openings[reason][language]} ${whatCanBeAsked[language]}`, type: 'general' };
}

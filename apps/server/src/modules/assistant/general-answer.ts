import { type AssistantLanguage, type ChatAnswer, whatToAsk } from '@assist/domain';

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
  return { message: `${openings[reason][language]} ${whatToAsk(language, { shopQuestions: true })}`, type: 'general' };
}

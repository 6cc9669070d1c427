import { type AssistantLanguage, type ChatAnswer, answerLocally, normaliseText, shopQuestionOf } from '@assist/domain';

/**
 * Asks how to do something in the app: "how do I ...", "where can I ...", "steps to ...",
 * "كيف ...", "طريقة ...", "أين ...". Not "how many" or "how much", which ask about the shop's data.
 */
export function asksHowTo(text: string): boolean {
  const q = normaliseText(text);
  if (/\bhow (many|much)\b/.test(q)) return false;
  return /\b(how|where|steps?|tutorial|guide)\b/.test(q) || /(^|\s)(كيف|طريقه|اين|خطوات|شرح)/.test(q);
}

/**
 * Asks about the shop's own data (stock, sales, expiry, suppliers, shortages), which only the
 * server has: the server's own rule, the domain's shopQuestionOf.
 */
export function asksAboutTheShop(text: string): boolean {
  return shopQuestionOf(text) !== null;
}

/**
 * The answer this device gives with no connection, in the server's order (dose first, then the
 * shop, then the rest): a dose from the domain's `answerLocally`; nothing for a question about the
 * shop (answerLocally would give "How many Panadol do we have?" paracetamol's drug information);
 * a tutorial only for a question that asks how (its search finds a help text for nearly anything
 * that names a screen); drug information otherwise.
 */
export function answerOnDevice(text: string, language: AssistantLanguage): ChatAnswer | null {
  const answer = answerLocally(text, language);
  if (!answer || answer.type === 'dose_calculation') return answer;
  const howTo = asksHowTo(text);
  if (!howTo && asksAboutTheShop(text)) return null;
  if (answer.type === 'tutorial' && !howTo) return null;
  return answer;
}

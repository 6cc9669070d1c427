import { type AssistantLanguage, type ChatAnswer, answerLocally, asksHowTo, shopQuestionOf } from '@assist/domain';

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
